/// Margins on the four sides of a rectangle, in cells.
public struct EdgeInsets: Hashable, Sendable {
  /// Rows above.
  public var top: Int
  /// Columns to the left.
  public var left: Int
  /// Rows below.
  public var bottom: Int
  /// Columns to the right.
  public var right: Int

  /// Margins for each side.
  public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same margin on every side.
  public init(all amount: Int) {
    self.init(top: amount, left: amount, bottom: amount, right: amount)
  }

  /// `horizontal` columns left and right, `vertical` rows above and below.
  public init(horizontal: Int = 0, vertical: Int = 0) {
    self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  /// No margin.
  public static let zero = EdgeInsets()
}
