import TrellisTerminal

extension ShellKeys {
  /// The key the app receives when the user presses `event` on a terminal that speaks the
  /// legacy keyboard protocol (most do, by default): the bytes such a terminal sends for the
  /// key, read back by the app's own `InputDecoder`. Ctrl-2, Ctrl-@ and Ctrl-Space all send
  /// NUL (read as ctrl-space); Ctrl-3 and Ctrl-[ send ESC; Ctrl-8 and Ctrl-? send DEL
  /// (backspace); Ctrl-H sends BS (backspace); Ctrl-I is Tab, Ctrl-M and Ctrl-J are Enter;
  /// Ctrl-4…Ctrl-7 are Ctrl-\ ] ^ _; Ctrl-1, Ctrl-9, Ctrl-0 and Ctrl with punctuation send
  /// the character alone; Ctrl or Shift with Enter, Tab, Backspace or Esc send the key alone.
  /// Keys the legacy protocol sends with their modifiers (arrows, function keys, Alt with a
  /// character) arrive as they are.
  public static func arrival(of event: KeyEvent) -> KeyEvent {
    guard let bytes = legacyBytes(of: event) else { return event }
    var decoder = InputDecoder()
    var events = decoder.decode(bytes, now: 0)
    events += decoder.flush(now: UInt64.max)
    guard events.count == 1, case .key(let arrived) = events[0] else { return event }
    return arrived
  }

  /// The bytes a legacy terminal sends for `event`, or nil when it sends the key with its
  /// modifiers intact (a CSI sequence) or it has no form to derive.
  static func legacyBytes(of event: KeyEvent) -> [UInt8]? {
    let alt: [UInt8] = event.modifiers.contains(.alt) ? [0x1B] : []
    let pressed = event.modifiers.subtracting(.alt)
    switch event.key {
    case .enter, .tab, .backspace, .escape:
      // Ctrl and Shift leave these keys as they are.
      guard pressed.isSubset(of: [.control, .shift]) else { return nil }
      let byte: UInt8
      switch event.key {
      case .enter: byte = 0x0D
      case .tab: byte = 0x09
      case .backspace: byte = 0x7F
      default: byte = 0x1B
      }
      return alt + [byte]
    case .character(let character):
      guard pressed == .control else { return nil }
      return alt + controlBytes(of: character)
    default:
      return nil
    }
  }

  /// What Ctrl with `character` sends: a C0 control byte for the letters and the keys that
  /// have one (as xterm, VTE, kitty and the Linux console send them), else the character.
  private static func controlBytes(of character: Character) -> [UInt8] {
    let text = String(character).lowercased()
    guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first,
      scalar.isASCII
    else { return Array(text.utf8) }
    let value = UInt8(scalar.value)
    switch scalar {
    case "a"..."z": return [value - 0x60]
    case "@", " ", "2", "`": return [0x00]
    case "[", "3", "{": return [0x1B]
    case "\\", "4", "|": return [0x1C]
    case "]", "5", "}": return [0x1D]
    case "^", "6", "~": return [0x1E]
    case "_", "7", "/", "-": return [0x1F]
    case "8", "?": return [0x7F]
    default: return [value]
    }
  }
}
