/// A sequence of events over time: the central type of the reactive core.
///
/// `Observable` is not subclassed by users; build sequences with the creation operators
/// (`create`, `just`, `from`, …) or the subjects and relays.
public class Observable<Element>: ObservableType {
  @usableFromInline
  init() {
    Resources.increment()
  }

  deinit {
    Resources.decrement()
  }

  /// Subscribes `observer`; see `ObservableType.subscribe(_:)`.
  @inlinable
  public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subscribeObserver(AnyObserver(observer))
  }

  /// The subscription entry point every concrete sequence implements.
  @usableFromInline
  func subscribeObserver(_ observer: AnyObserver<Element>) -> Disposable {
    fatalError("Observable.subscribeObserver is abstract; \(type(of: self)) must override it")
  }

  /// Returns self.
  public func asObservable() -> Observable<Element> {
    self
  }
}
