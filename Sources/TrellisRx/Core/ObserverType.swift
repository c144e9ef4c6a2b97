/// Receives the events of an observable sequence.
///
/// The grammar is `next* (error | completed)?`; an observer is never called concurrently
/// by a well-behaved sequence.
public protocol ObserverType {
  /// The type of elements observed.
  associatedtype Element

  /// Delivers one event.
  func on(_ event: Event<Element>)
}

extension ObserverType {
  /// Delivers a `next` event.
  @inlinable
  public func onNext(_ element: Element) {
    on(.next(element))
  }

  /// Delivers a `completed` event.
  @inlinable
  public func onCompleted() {
    on(.completed)
  }

  /// Delivers an `error` event.
  @inlinable
  public func onError(_ error: Swift.Error) {
    on(.error(error))
  }
}
