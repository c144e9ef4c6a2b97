/// The default-ignorable characters (Unicode's `Default_Ignorable_Code_Point`) that
/// ``TextSanitizer`` leaves out of text: every one, except the joiners and selectors that
/// follow a visible character (ZWNJ, ZWJ, variation selectors, tag characters) and the
/// Hangul jamo fillers U+115F and U+1160, which are parts of syllables.
enum IgnorableCharacters {
  /// Whether `scalar` is left out, given whether the kept scalar before it is visible.
  static func isDropped(_ scalar: Unicode.Scalar, afterVisible: Bool) -> Bool {
    guard scalar.properties.isDefaultIgnorableCodePoint else { return false }
    if scalar.value == 0x115F || scalar.value == 0x1160 { return false }
    return !(afterVisible && isJoiner(scalar))
  }

  /// ZWNJ, ZWJ, the variation selectors and the tag characters: kept inside a character.
  static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0020...0xE007F, 0xE0100...0xE01EF: return true
    default: return false
    }
  }

  /// Whether `text` may hold a default-ignorable character, from its UTF-8 bytes: false
  /// means it holds none (nearly all text, CJK and emoji without selectors included).
  static func mayHold(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var index = 0
      let count = bytes.count
      func byte(_ offset: Int) -> UInt8 { index + offset < count ? bytes[index + offset] : 0 }
      while index < count {
        let lead = bytes[index]
        let second = byte(1)
        let third = byte(2)
        switch lead {
        case 0xC2 where second == 0xAD: return true  // U+00AD
        case 0xCD where second == 0x8F: return true  // U+034F
        case 0xD8 where second == 0x9C: return true  // U+061C
        case 0xE1
        where (second == 0x9E && (third == 0xB4 || third == 0xB5))
          || (second == 0xA0 && (0x8B...0x8F).contains(third)):
          return true  // U+17B4–17B5, U+180B–180F
        case 0xE2
        where (second == 0x80 && (0x8B...0x8F).contains(third))
          || (second == 0x81 && third >= 0xA0 && third <= 0xAF):
          return true  // U+200B–200F, U+2060–206F
        case 0xE3 where second == 0x85 && third == 0xA4: return true  // U+3164
        case 0xEF
        where (second == 0xB8 && third <= 0x8F) || (second == 0xBB && third == 0xBF)
          || (second == 0xBE && third == 0xA0) || (second == 0xBF && (0xB0...0xB8).contains(third)):
          return true  // U+FE00–FE0F, U+FEFF, U+FFA0, U+FFF0–FFF8
        case 0xF0 where second == 0x9B || second == 0x9D: return true  // U+1BCA0…, U+1D173…
        case 0xF3 where second == 0xA0: return true  // U+E0000–E0FFF
        default: break
        }
        index += 1
      }
      return false
    }
  }
}
