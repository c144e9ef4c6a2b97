/// A mouse event from SGR mouse reporting (mode 1006): what happened, where, and the
/// modifiers held.
public struct MouseEvent: Hashable, Sendable, CustomStringConvertible {
  /// What the mouse did.
  public enum Kind: Hashable, Sendable, CustomStringConvertible {
    /// A button went down.
    case press
    /// A button went up.
    case release
    /// The mouse moved with a button down.
    case drag
    /// The mouse moved with no button down (only with any-motion tracking, mode 1003).
    case move
    /// The wheel turned up (away from the user).
    case wheelUp
    /// The wheel turned down (towards the user).
    case wheelDown
    /// The wheel (or trackpad) scrolled left.
    case wheelLeft
    /// The wheel (or trackpad) scrolled right.
    case wheelRight

    /// The kind's name: `press`, `wheelUp`…
    public var description: String {
      switch self {
      case .press: return "press"
      case .release: return "release"
      case .drag: return "drag"
      case .move: return "move"
      case .wheelUp: return "wheelUp"
      case .wheelDown: return "wheelDown"
      case .wheelLeft: return "wheelLeft"
      case .wheelRight: return "wheelRight"
      }
    }
  }

  /// What the mouse did.
  public var kind: Kind
  /// The button pressed, released or dragged with; `.none` for motion and the wheel.
  public var button: MouseButton
  /// The column, 0 at the left edge.
  public var column: Int
  /// The row, 0 at the top edge.
  public var row: Int
  /// The modifiers held (shift, alt, control).
  public var modifiers: KeyModifiers

  /// A mouse event at a 0-based `column` and `row`.
  public init(
    _ kind: Kind, button: MouseButton = .none, column: Int, row: Int, modifiers: KeyModifiers = []
  ) {
    self.kind = kind
    self.button = button
    self.column = column
    self.row = row
    self.modifiers = modifiers
  }

  /// The event as `Ctrl+press(left) at 3,4`.
  public var description: String {
    let buttonText = button == .none ? "" : "(\(button))"
    return "\(modifiers)\(kind)\(buttonText) at \(column),\(row)"
  }
}
