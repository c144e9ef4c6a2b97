/// A key press: the key and the modifiers held with it.
///
/// Reads well in code and tests: `.character("a")`, `.control("c")`, `.alt("x")`,
/// `.up.with(.control)`, `.function(5)`.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
  /// The key.
  public var key: Key
  /// The modifiers held with it.
  public var modifiers: KeyModifiers

  /// A key press with `modifiers`.
  public init(_ key: Key, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// A printable character, with `modifiers`.
  public static func character(_ character: Character, modifiers: KeyModifiers = []) -> KeyEvent {
    KeyEvent(.character(character), modifiers: modifiers)
  }

  /// Control and a character: `.control("c")` is Ctrl-C (byte 0x03).
  public static func control(_ character: Character) -> KeyEvent {
    KeyEvent(.character(character), modifiers: .control)
  }

  /// Alt and a character: `.alt("x")` is Alt-x (`ESC x`).
  public static func alt(_ character: Character) -> KeyEvent {
    KeyEvent(.character(character), modifiers: .alt)
  }

  /// A function key, F1 to F12.
  public static func function(_ number: Int, modifiers: KeyModifiers = []) -> KeyEvent {
    KeyEvent(.function(number), modifiers: modifiers)
  }

  /// Enter.
  public static let enter = KeyEvent(.enter)
  /// Tab.
  public static let tab = KeyEvent(.tab)
  /// Shift-Tab.
  public static let backTab = KeyEvent(.backTab)
  /// Backspace.
  public static let backspace = KeyEvent(.backspace)
  /// Escape.
  public static let escape = KeyEvent(.escape)
  /// The up arrow.
  public static let up = KeyEvent(.up)
  /// The down arrow.
  public static let down = KeyEvent(.down)
  /// The left arrow.
  public static let left = KeyEvent(.left)
  /// The right arrow.
  public static let right = KeyEvent(.right)
  /// Home.
  public static let home = KeyEvent(.home)
  /// End.
  public static let end = KeyEvent(.end)
  /// Page Up.
  public static let pageUp = KeyEvent(.pageUp)
  /// Page Down.
  public static let pageDown = KeyEvent(.pageDown)
  /// Insert.
  public static let insert = KeyEvent(.insert)
  /// Delete.
  public static let delete = KeyEvent(.delete)

  /// This key with `modifiers` added: `.up.with(.control)` is Ctrl-Up.
  public func with(_ modifiers: KeyModifiers) -> KeyEvent {
    KeyEvent(key, modifiers: self.modifiers.union(modifiers))
  }

  /// The key as people write it: `Ctrl+c`, `Alt+Shift+Up`, `F5`.
  public var description: String {
    modifiers.description + key.description
  }
}
