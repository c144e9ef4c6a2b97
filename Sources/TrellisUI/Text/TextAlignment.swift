/// Where a line of text sits across the width it is given.
public enum TextAlignment: Hashable, Sendable {
  /// Against the left edge.
  case left
  /// In the middle; an odd leftover column goes to the right.
  case center
  /// Against the right edge.
  case right

  /// The column offset of a line `lineWidth` columns wide within `width` columns.
  public func offset(lineWidth: Int, in width: Int) -> Int {
    let free = Swift.max(0, width - lineWidth)
    switch self {
    case .left: return 0
    case .center: return free / 2
    case .right: return free
    }
  }
}
