/// A shared sequence for UI events: it never errors, delivers on the main scheduler
/// (`SharingScheduler.make()`), and shares one subscription among its subscribers without
/// replaying anything to new ones (`share(scope: .whileConnected)`).
///
/// Subscribe with `emit(…)`.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The strategy of `Signal`: delivers on `SharingScheduler.make()` and shares without
/// replay while connected.
public struct SignalSharingStrategy: SharingStrategyProtocol {
  /// `SharingScheduler.make()`: the main scheduler, or a test's mock.
  public static var scheduler: SchedulerType { SharingScheduler.make() }

  /// `source.share(scope: .whileConnected)`.
  @inlinable
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(scope: .whileConnected)
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Returns this signal.
  @inlinable
  public func asSignal() -> Signal<Element> {
    asSharedSequence()
  }
}
