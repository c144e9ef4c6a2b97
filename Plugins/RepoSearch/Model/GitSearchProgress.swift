/// Where a history search has got to: the matches found since the last report and the
/// commits read so far.
public struct GitSearchProgress: Hashable, Sendable {
  /// The matches found since the previous report, in the order read.
  public var matches: [GitCommitSummary]
  /// Commits read so far.
  public var scanned: Int

  /// A report of `matches` after `scanned` commits.
  public init(matches: [GitCommitSummary], scanned: Int) {
    self.matches = matches
    self.scanned = scanned
  }
}
