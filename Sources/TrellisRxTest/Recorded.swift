@_exported import TrellisRx

/// A value with the virtual time it was recorded at: usually an `Event`, as in
/// `.next(210, 1)` or `.completed(300)`.
public struct Recorded<Value>: CustomDebugStringConvertible {
  /// When the value was recorded.
  public let time: TestTime
  /// What was recorded.
  public let value: Value

  /// A record of `value` at `time`.
  public init(time: TestTime, value: Value) {
    self.time = time
    self.value = value
  }

  /// `value @ time`.
  public var debugDescription: String {
    "\(value) @ \(time)"
  }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: Sendable where Value: Sendable {}

extension Recorded {
  /// A `next(element)` event at `time`.
  public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .next(element))
  }

  /// A `completed` event at `time`; give the element type when it cannot be inferred.
  public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .completed)
  }

  /// An `error` event at `time`; give the element type when it cannot be inferred.
  public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self)
    -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .error(error))
  }

  /// The given recorded events as an array (lets a list be written without brackets).
  public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
  where Value == Event<T> {
    recordedEvents
  }

  /// The given recorded events as an array.
  public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
  where Value == Event<T> {
    recordedEvents
  }
}
