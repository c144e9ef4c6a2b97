/// How a file changed, in the index, the working tree or a commit.
public enum GitChange: String, Hashable, Sendable {
  /// New.
  case added = "A"
  /// Changed.
  case modified = "M"
  /// Removed.
  case deleted = "D"
  /// Moved (with or without changes).
  case renamed = "R"
  /// Copied from another file.
  case copied = "C"
  /// Its type changed (a file became a link, say).
  case typeChanged = "T"

  /// The one-letter code git shows, like `M`.
  public var letter: String {
    rawValue
  }
}
