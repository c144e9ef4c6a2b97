/// The keys of `CSI … u`: xterm's and fixterms' `CSI code ; modifiers u`, and the kitty
/// keyboard protocol's richer `CSI code:shifted:base ; modifiers:event ; text u`.
extension ControlSequence {
  /// The key of `CSI code[:shifted[:base]] ; modifiers[:event] u`. With Shift held, the
  /// shifted key the terminal reports (`CSI 1081:1049 ; 2 u` is Й) is the character, without
  /// Shift; kitty's private-use codes for the keypad and F13–F35 are those keys (a keypad
  /// digit or operator reads as its character, as the application keypad's `SS3` keys do).
  var unicodeKeyEvent: KeyEvent? {
    guard let code = parameter(0) else { return nil }
    let modifiers = modifiers(at: 1)
    if let key = Self.kittyFunctionalKey(code) {
      return KeyEvent(key, modifiers: modifiers)
    }
    if modifiers.contains(.shift), let shifted = subParameter(0, 1),
      case .character(let character)? = Self.keyEvent(codepoint: shifted, modifiers: [])?.key
    {
      return .character(character, modifiers: modifiers.subtracting(.shift))
    }
    return Self.keyEvent(codepoint: code, modifiers: modifiers)
  }

  /// The key of a Unicode code point reported with modifiers (`CSI code ; m u`, modifyOtherKeys):
  /// Enter, Tab, Backspace, Escape or a printable character; nil for anything else (controls,
  /// private-use codes). Shift with a lowercase ASCII letter becomes the uppercase letter, as
  /// when typed plainly.
  static func keyEvent(codepoint: Int?, modifiers: KeyModifiers) -> KeyEvent? {
    guard let codepoint else { return nil }
    switch codepoint {
    case 13: return KeyEvent(.enter, modifiers: modifiers)
    case 9 where modifiers.contains(.shift):
      return KeyEvent(.backTab, modifiers: modifiers.subtracting(.shift))
    case 9: return KeyEvent(.tab, modifiers: modifiers)
    case 8, 127: return KeyEvent(.backspace, modifiers: modifiers)
    case 27: return KeyEvent(.escape, modifiers: modifiers)
    case 0x61...0x7A where modifiers.contains(.shift):
      let upper = Unicode.Scalar(UInt8(codepoint - 0x20))
      return .character(Character(upper), modifiers: modifiers.subtracting(.shift))
    case 0x20..<0x7F, 0xA0..<0xE000, 0xF900...0x10FFFF:
      guard let scalar = Unicode.Scalar(UInt32(codepoint)) else { return nil }
      return .character(Character(scalar), modifiers: modifiers)
    default:
      return nil
    }
  }

  /// The keys kitty reports with private-use code points (its "functional key" table):
  /// F13–F35 (57376–57398) and the keypad (57399–57426); nil for the rest (lock, media and
  /// modifier keys, keypad Begin), which the decoder skips.
  static func kittyFunctionalKey(_ code: Int) -> Key? {
    switch code {
    case 57376...57398: return .function(code - 57376 + 13)
    case 57399...57408: return .character(Character(String(code - 57399)))
    case 57409: return .character(".")
    case 57410: return .character("/")
    case 57411: return .character("*")
    case 57412: return .character("-")
    case 57413: return .character("+")
    case 57414: return .enter
    case 57415: return .character("=")
    case 57416: return .character(",")
    case 57417...57426:
      let keys: [Key] = [
        .left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .insert, .delete,
      ]
      return keys[code - 57417]
    default:
      return nil
    }
  }
}
