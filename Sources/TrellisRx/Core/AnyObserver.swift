/// A type-erased observer: forwards every event to a closure.
public struct AnyObserver<Element>: ObserverType {
  /// The closure that receives events.
  public typealias EventHandler = (Event<Element>) -> Void

  @usableFromInline
  let observer: EventHandler

  /// Creates an observer that calls `eventHandler` for every event.
  @inlinable
  public init(eventHandler: @escaping EventHandler) {
    self.observer = eventHandler
  }

  /// Erases `observer`; erasing an `AnyObserver` again reuses its closure.
  @inlinable
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    if let erased = observer as? AnyObserver<Element> {
      self = erased
    } else {
      self.observer = observer.on
    }
  }

  /// Delivers `event` to the wrapped closure.
  @inlinable
  public func on(_ event: Event<Element>) {
    observer(event)
  }

  /// Returns self.
  @inlinable
  public func asObserver() -> AnyObserver<Element> {
    self
  }
}

extension ObserverType {
  /// Erases this observer to `AnyObserver`.
  @inlinable
  public func asObserver() -> AnyObserver<Element> {
    AnyObserver(self)
  }

  /// An observer of `Result` that maps each element with `transform` and forwards it here.
  /// An error thrown by `transform` is forwarded as an `error` event.
  @inlinable
  public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element)
    -> AnyObserver<Result>
  {
    AnyObserver { event in self.on(event.map(transform)) }
  }
}
