/// A working tree's status: the changed paths, counted by kind.
public struct GitStatus: Hashable, Sendable {
  /// The paths with changes, in path order (at most ``GitStatus/entryLimit``).
  public var entries: [GitStatusEntry]
  /// Paths with staged changes.
  public var staged: Int
  /// Paths with changes not staged.
  public var modified: Int
  /// Paths git does not track.
  public var untracked: Int
  /// Paths with merge conflicts.
  public var conflicted: Int
  /// Whether there were more paths than ``entries`` holds.
  public var isTruncated: Bool

  /// The most entries kept; the counts cover every path.
  public static let entryLimit = 5_000

  /// A status of `entries` with these counts.
  public init(
    entries: [GitStatusEntry], staged: Int, modified: Int, untracked: Int, conflicted: Int,
    isTruncated: Bool = false
  ) {
    self.entries = entries
    self.staged = staged
    self.modified = modified
    self.untracked = untracked
    self.conflicted = conflicted
    self.isTruncated = isTruncated
  }

  /// Whether nothing changed.
  public var isClean: Bool {
    staged == 0 && modified == 0 && untracked == 0 && conflicted == 0
  }

  /// `3 staged, 2 modified, 1 untracked, 1 conflicted`, or `clean`.
  public var summary: String {
    if isClean { return "clean" }
    let parts = [
      (staged, "staged"), (modified, "modified"), (untracked, "untracked"),
      (conflicted, "conflicted"),
    ]
    return parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
  }
}
