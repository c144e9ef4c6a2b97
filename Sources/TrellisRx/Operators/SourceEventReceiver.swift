/// A sink of several sources that takes each source's events through
/// `receive(_:at:store:combine:)`: the fixed-arity `combineLatest` and `zip` sinks.
@usableFromInline
protocol SourceEventReceiver: AnyObject {
  associatedtype Result

  /// Handles one event of the source at `index`: `store` keeps an element, `combine`
  /// returns what to emit, if anything.
  func receive<Value>(
    _ event: Event<Value>, at index: Int, store: (Value) -> Void,
    combine: () throws -> Result?)
}

extension SourceEventReceiver {
  /// What subscribing a `just` source would deliver, without the subscription: its
  /// element, then its completion.
  @inlinable
  func receiveJust<Value>(
    _ value: Value, at index: Int, store: (Value) -> Void, combine: () throws -> Result?
  ) {
    receive(.next(value), at: index, store: store, combine: combine)
    receive(.completed, at: index, store: store, combine: combine)
  }
}
