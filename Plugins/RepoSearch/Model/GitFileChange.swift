/// A file a commit changed, with its added and removed line counts.
public struct GitFileChange: Hashable, Sendable {
  /// The path after the commit.
  public var path: String
  /// The path before, when it was renamed or copied.
  public var oldPath: String?
  /// How it changed.
  public var change: GitChange
  /// Lines added.
  public var additions: Int
  /// Lines removed.
  public var deletions: Int
  /// Whether it is a binary file (no line counts).
  public var isBinary: Bool

  /// A change to `path`.
  public init(
    path: String, oldPath: String? = nil, change: GitChange, additions: Int, deletions: Int,
    isBinary: Bool = false
  ) {
    self.path = path
    self.oldPath = oldPath
    self.change = change
    self.additions = additions
    self.deletions = deletions
    self.isBinary = isBinary
  }
}
