/// A shared sequence for driving UI state: it never errors, delivers on the main scheduler
/// (`SharingScheduler.make()`), and shares one subscription among its subscribers,
/// replaying the latest element to each new subscriber while the subscription lasts
/// (`share(replay: 1, scope: .whileConnected)`).
///
/// Subscribe with `drive(…)`, from the main thread.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The strategy of `Driver`: delivers on `SharingScheduler.make()` and shares with a replay
/// of the latest element while connected.
public struct DriverSharingStrategy: SharingStrategyProtocol {
  /// `SharingScheduler.make()`: the main scheduler, or a test's mock.
  public static var scheduler: SchedulerType { SharingScheduler.make() }

  /// `source.share(replay: 1, scope: .whileConnected)`.
  @inlinable
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .whileConnected)
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Returns this driver.
  @inlinable
  public func asDriver() -> Driver<Element> {
    asSharedSequence()
  }
}
