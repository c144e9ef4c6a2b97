/// How a query matched a candidate: the score (higher is better) and which characters of
/// the candidate matched, for highlighting.
public struct FuzzyMatch: Hashable, Sendable {
  /// The score; only comparable between matches of the same query.
  public let score: Int
  /// The offsets (in characters) of the candidate's matched characters, ascending.
  public let positions: [Int]

  /// A match with `score` at `positions`.
  public init(score: Int, positions: [Int]) {
    self.score = score
    self.positions = positions
  }
}
