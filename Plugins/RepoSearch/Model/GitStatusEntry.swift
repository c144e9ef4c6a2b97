/// One path in a working-tree status.
public struct GitStatusEntry: Hashable, Sendable {
  /// The path, relative to the working tree (an untracked folder ends in `/`).
  public var path: String
  /// The path before a rename, when it was renamed.
  public var oldPath: String?
  /// The change staged in the index, if any.
  public var staged: GitChange?
  /// The change in the working tree not yet staged, if any.
  public var unstaged: GitChange?
  /// Whether git does not track it.
  public var isUntracked: Bool
  /// Whether it has a merge conflict.
  public var isConflicted: Bool

  /// An entry for `path`.
  public init(
    path: String, oldPath: String? = nil, staged: GitChange? = nil, unstaged: GitChange? = nil,
    isUntracked: Bool = false, isConflicted: Bool = false
  ) {
    self.path = path
    self.oldPath = oldPath
    self.staged = staged
    self.unstaged = unstaged
    self.isUntracked = isUntracked
    self.isConflicted = isConflicted
  }

  /// Two letters as in `git status --short`: `M `, ` M`, `??`, `UU`, `AM`.
  public var code: String {
    if isConflicted { return "UU" }
    if isUntracked { return "??" }
    return (staged?.letter ?? " ") + (unstaged?.letter ?? " ")
  }
}
