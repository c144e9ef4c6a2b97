/// A ``ServiceKey`` without its type, for lists of keys of different types such as a
/// manifest's `requiredServices`:
///
/// ```swift
/// requiredServices: [.key(.settings), .key(.http)], optionalServices: [.key(.notifier)]
/// ```
///
/// Built only from a typed key, so a misspelt service is a compile error.
public struct AnyServiceKey: Hashable, Sendable, CustomStringConvertible {
  /// The service's name.
  public let name: String

  /// The untyped form of `key`.
  public init<Value>(_ key: ServiceKey<Value>) {
    name = key.name
  }

  /// The untyped form of `key`.
  public static func key<Value>(_ key: ServiceKey<Value>) -> AnyServiceKey {
    AnyServiceKey(key)
  }

  /// The name.
  public var description: String { name }
}
