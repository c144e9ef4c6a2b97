/// One `name=value` item of a route's query, percent-decoded (`+` reads as a space).
public struct RouteQueryItem: Hashable, Sendable {
  /// The item's name.
  public var name: String
  /// The item's value; empty when the item has no `=`.
  public var value: String

  /// An item `name=value`.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}
