/// A `PublishSubject` that cannot end: `accept(_:)` delivers an element to the current
/// subscribers; there is no error and no completion.
///
/// `@unchecked Sendable`: its one property, `subject`, never changes, and the subject
/// guards its own state with its lock.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
  @usableFromInline
  let subject = PublishSubject<Element>()

  /// A relay with no subscribers.
  public init() {}

  /// Delivers `event` to the current subscribers.
  @inlinable
  public func accept(_ event: Element) {
    subject.on(.next(event))
  }

  /// Subscribes `observer`; it never receives a terminal event from the relay.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay as an observable.
  public func asObservable() -> Observable<Element> {
    subject.asObservable()
  }

  /// The relay as an `Infallible`: every element accepted after subscription; it never
  /// completes, since a relay cannot end.
  public func asInfallible() -> Infallible<Element> {
    Infallible(asObservable())
  }

}
