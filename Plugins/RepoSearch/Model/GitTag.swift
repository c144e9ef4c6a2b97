/// A tag.
public struct GitTag: Hashable, Sendable {
  /// Its name, like `v1.2.0`.
  public var name: String
  /// The short id of what it points at (the commit, for an annotated tag).
  public var shortID: String
  /// Whether it is an annotated tag (a tag object with a message).
  public var isAnnotated: Bool

  /// A tag `name` on `shortID`.
  public init(name: String, shortID: String, isAnnotated: Bool) {
    self.name = name
    self.shortID = shortID
    self.isAnnotated = isAnnotated
  }
}
