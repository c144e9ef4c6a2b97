/// A key on the keyboard, as the terminal reports it.
///
/// Printable keys arrive as ``character(_:)`` and carry their case: Shift-a is
/// `.character("A")`, with no `shift` modifier. Control letters are `.character("c")` with the
/// `control` modifier (see ``KeyEvent/control(_:)``).
public enum Key: Hashable, Sendable, CustomStringConvertible {
  /// A printable character (one Unicode scalar; clusters build up in the text they join).
  case character(Character)
  /// Enter (Return): CR or LF.
  case enter
  /// Tab.
  case tab
  /// Shift-Tab (`ESC [ Z`).
  case backTab
  /// Backspace: DEL (0x7F) or BS (0x08).
  case backspace
  /// Escape, alone.
  case escape
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Insert.
  case insert
  /// Delete (forward delete).
  case delete
  /// A function key: F1 to F12 from any terminal, F13 to F35 from the kitty keyboard
  /// protocol.
  case function(Int)

  /// The key's name: the character itself, `Space`, `Enter`, `Up`, `F5`…
  public var description: String {
    switch self {
    case .character(" "): return "Space"
    case .character(let character): return String(character)
    case .enter: return "Enter"
    case .tab: return "Tab"
    case .backTab: return "BackTab"
    case .backspace: return "Backspace"
    case .escape: return "Esc"
    case .up: return "Up"
    case .down: return "Down"
    case .left: return "Left"
    case .right: return "Right"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "PageUp"
    case .pageDown: return "PageDown"
    case .insert: return "Insert"
    case .delete: return "Delete"
    case .function(let number): return "F\(number)"
    }
  }
}
