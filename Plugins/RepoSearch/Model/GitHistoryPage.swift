/// A page of history, newest first.
public struct GitHistoryPage: Hashable, Sendable {
  /// The commits of the page.
  public var commits: [GitCommitSummary]
  /// Whether the history has no more commits after these.
  public var isComplete: Bool

  /// A page of `commits`.
  public init(commits: [GitCommitSummary], isComplete: Bool) {
    self.commits = commits
    self.isComplete = isComplete
  }
}
