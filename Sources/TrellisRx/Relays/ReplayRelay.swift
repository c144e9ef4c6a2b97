/// A `ReplaySubject` that cannot end: replays buffered elements to new subscribers.
///
/// `@unchecked Sendable`: its one property, `subject`, never changes, and the subject
/// guards its own state with its lock.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
  private let subject: ReplaySubject<Element>

  private init(subject: ReplaySubject<Element>) {
    self.subject = subject
  }

  /// A relay that replays up to `bufferSize` most recent elements.
  public static func create(bufferSize: Int) -> ReplayRelay<Element> {
    ReplayRelay(subject: .create(bufferSize: bufferSize))
  }

  /// A relay that replays every element it ever received (RxSwift spells it `createUnbound`,
  /// where `ReplaySubject` has `createUnbounded`).
  public static func createUnbound() -> ReplayRelay<Element> {
    ReplayRelay(subject: .createUnbounded())
  }

  /// Buffers `event` and delivers it to the current subscribers.
  public func accept(_ event: Element) {
    subject.on(.next(event))
  }

  /// Subscribes `observer`: it receives the buffer, then every later element.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay as an observable.
  public func asObservable() -> Observable<Element> {
    subject.asObservable()
  }

  /// The relay as an `Infallible`: the buffered elements at subscription, then every
  /// element accepted later; it never completes, since a relay cannot end.
  public func asInfallible() -> Infallible<Element> {
    Infallible(asObservable())
  }
}
