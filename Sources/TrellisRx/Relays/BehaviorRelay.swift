/// A `BehaviorSubject` that cannot end: it always has a `value`, and `accept(_:)` replaces
/// it and delivers it to the subscribers.
///
/// `@unchecked Sendable`: its one property, `subject`, never changes, and the subject
/// guards its own state with its lock (`value` reads it under that lock).
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
  @usableFromInline
  let subject: BehaviorSubject<Element>

  /// A relay whose current value is `value`.
  @inlinable
  public init(value: Element) {
    subject = BehaviorSubject(value: value)
  }

  /// The current value.
  public var value: Element {
    // A relay's subject is never disposed or ended, so reading it cannot fail.
    subject.core.performLocked { subject.element }
  }

  /// Replaces the current value and delivers it to the subscribers.
  @inlinable
  public func accept(_ event: Element) {
    subject.on(.next(event))
  }

  /// Subscribes `observer`: it receives the current value, then every later one.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay as an observable.
  public func asObservable() -> Observable<Element> {
    subject.asObservable()
  }

  /// The relay as an `Infallible`: the current value at subscription, then every value
  /// accepted later; it never completes, since a relay cannot end.
  public func asInfallible() -> Infallible<Element> {
    Infallible(asObservable())
  }

}
