/// A local or remote-tracking branch.
public struct GitBranch: Hashable, Sendable {
  /// The short name: `main`, or `origin/main` for a remote-tracking branch.
  public var name: String
  /// Whether it is a remote-tracking branch.
  public var isRemote: Bool
  /// Whether HEAD is on it.
  public var isHead: Bool
  /// The short id of the commit it points at (empty for a symbolic one).
  public var shortID: String
  /// Its upstream, with ahead/behind, for a local branch that has one.
  public var upstream: GitUpstream?

  /// A branch named `name`.
  public init(
    name: String, isRemote: Bool, isHead: Bool, shortID: String, upstream: GitUpstream? = nil
  ) {
    self.name = name
    self.isRemote = isRemote
    self.isHead = isHead
    self.shortID = shortID
    self.upstream = upstream
  }
}
