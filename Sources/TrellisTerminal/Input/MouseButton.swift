/// The mouse button of a press, release or drag.
public enum MouseButton: Hashable, Sendable, CustomStringConvertible {
  /// The left (primary) button.
  case left
  /// The middle button (or wheel click).
  case middle
  /// The right (secondary) button.
  case right
  /// No button: plain motion, the wheel, or a release the terminal did not attribute.
  case none

  /// The button's name: `left`, `middle`, `right`, `none`.
  public var description: String {
    switch self {
    case .left: return "left"
    case .middle: return "middle"
    case .right: return "right"
    case .none: return "none"
    }
  }
}
