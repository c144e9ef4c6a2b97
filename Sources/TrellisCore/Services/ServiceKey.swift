/// A typed key for a service in a ``ServiceContainer``: the name is what manifests list in
/// `requiredServices` and what error messages show; the type parameter is what `resolve`
/// returns.
///
/// ```swift
/// extension ServiceKey where Value == TaskStore {
///   static let taskStore = ServiceKey("taskStore")
/// }
/// ```
public struct ServiceKey<Value>: Hashable, Sendable, CustomStringConvertible {
  /// The service's name, unique in a container.
  public let name: String

  /// A key named `name`.
  public init(_ name: String) {
    self.name = name
  }

  /// The name.
  public var description: String {
    name
  }
}
