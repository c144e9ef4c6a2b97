/// One group of a `groupBy`: the key its elements share, and the sequence of those
/// elements.
///
/// Subscribing to a group keeps the `groupBy` source subscribed, even after the outer
/// subscription was disposed, until the group's subscription is disposed too.
public struct GroupedObservable<Key, Element>: ObservableType {
  /// The key shared by every element of the group.
  public let key: Key

  private let source: Observable<Element>

  /// A group with `key` whose elements are those of `source`.
  public init(key: Key, source: Observable<Element>) {
    self.key = key
    self.source = source
  }

  /// Subscribes `observer` to the group's elements.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    source.subscribe(observer)
  }

  /// The group's elements as an `Observable`.
  public func asObservable() -> Observable<Element> {
    source
  }
}
