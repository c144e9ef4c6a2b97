/// How much of a stack's length an arranged view gets.
public enum SizeRule: Hashable, Sendable {
  /// Exactly this many cells.
  case fixed(Int)
  /// What the view's `sizeThatFits` asks for.
  case fit
  /// At least this many cells, and a share of what is left like `.flexible(1)`.
  case min(Int)
  /// A share of what is left after fixed, fitted and minimum sizes, by weight.
  case flexible(Int)

  /// A share of what is left, weight 1.
  public static let fill = SizeRule.flexible(1)
}
