/// When a test observable was subscribed to and when that subscription was disposed.
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible {
  /// The subscription time.
  public let subscribe: TestTime
  /// The disposal time; `Int.max` while still subscribed.
  public let unsubscribe: TestTime

  /// A subscription at `subscribe` that was never disposed.
  public init(_ subscribe: TestTime) {
    self.subscribe = subscribe
    self.unsubscribe = .max
  }

  /// A subscription from `subscribe` to `unsubscribe`.
  public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  /// `(subscribe : unsubscribe)`, with `Infinity` for an open subscription.
  public var debugDescription: String {
    let end = unsubscribe == .max ? "Infinity" : String(unsubscribe)
    return "(\(subscribe) : \(end))"
  }
}
