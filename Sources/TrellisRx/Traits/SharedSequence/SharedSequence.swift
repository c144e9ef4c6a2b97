/// A sequence that never errors, delivers its events on its strategy's scheduler, and
/// shares one subscription to its source among its subscribers as its strategy says.
///
/// `Driver` (replays the latest element) and `Signal` (replays nothing) are the two
/// strategies in use; both deliver on the main scheduler (`SharingScheduler.make()`).
/// Operators on a shared sequence return a shared sequence of the same strategy.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>:
  SharedSequenceConvertibleType, ObservableConvertibleType
{
  @usableFromInline
  let source: Observable<Element>

  /// Wraps `source`, shared as the strategy says. `source` must never error and must
  /// deliver on the strategy's scheduler.
  @inlinable
  init(_ source: Observable<Element>) {
    self.source = SharingStrategy.share(source)
  }

  /// Wraps `source` as it is, without sharing it.
  @inlinable
  init(raw: Observable<Element>) {
    self.source = raw
  }

  /// The underlying, shared, observable sequence.
  @inlinable
  public func asObservable() -> Observable<Element> {
    source
  }

  /// Returns self.
  @inlinable
  public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
    self
  }

  /// This sequence as an `Infallible`: the same elements and completion, on the
  /// strategy's scheduler.
  public func asInfallible() -> Infallible<Element> {
    asInfallible(onErrorFallbackTo: .empty())
  }

  /// Wraps `source` as a shared sequence as it is: neither shared, nor moved to the
  /// strategy's scheduler, nor kept from erroring. For extending `SharedSequence` from
  /// outside, as RxCocoa's hook (behind `EXPANDABLE_SHARED_SEQUENCE` there) is: the caller
  /// promises that `source` already keeps the strategy's guarantees.
  public static func createUnsafe<Source: ObservableType>(source: Source)
    -> SharedSequence<SharingStrategy, Source.Element>
  {
    SharedSequence<SharingStrategy, Source.Element>(raw: source.asObservable())
  }
}

/// How a kind of shared sequence shares its source and where it delivers.
public protocol SharingStrategyProtocol {
  /// The scheduler every event is delivered on.
  static var scheduler: SchedulerType { get }

  /// Shares `source` among subscribers (`share(replay: 1, scope: .whileConnected)` for
  /// `Driver`, `share(scope: .whileConnected)` for `Signal`).
  static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be viewed as a `SharedSequence`.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
  /// The sharing strategy: `DriverSharingStrategy` or `SignalSharingStrategy`.
  associatedtype SharingStrategy: SharingStrategyProtocol

  /// This value as a `SharedSequence`.
  func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
  /// The underlying observable sequence.
  @inlinable
  public func asObservable() -> Observable<Element> {
    asSharedSequence().asObservable()
  }
}

extension SharedSequence {
  /// A shared sequence that never emits and never completes.
  public static func never() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.never())
  }

  /// A shared sequence made anew by `observableFactory` when the shared subscription
  /// starts; emits what the made sequence emits.
  public static func deferred(
    _ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.deferred { observableFactory().asObservable() })
  }
}
