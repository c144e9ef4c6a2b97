import CUtf8proc

/// Plain ASCII stand-ins for the characters a screen shows, for a terminal that does not
/// read UTF-8 (see ``TerminalEncoding``).
///
/// Each stand-in keeps the cell's width, so the layout stays as drawn: lines and corners
/// become `-`, `|` and `+`, blocks `#`, arrows and pointers `<`, `>`, `^`, `v`, dots and
/// bullets `.`, `*` and `o`, typographic quotes and dashes their ASCII forms, a Latin
/// letter with marks its base letter (`é` → `e`), and anything else `?` (`??` when wide).
public enum AsciiSubstitute {
  /// The ASCII bytes to write for `symbol` in a cell of `width` columns (1 or 2): the
  /// symbol's own bytes when it is printable ASCII, else its stand-in.
  public static func bytes(for symbol: Substring.UTF8View, width: Int) -> [UInt8] {
    if symbol.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) && !symbol.isEmpty {
      return Array(symbol)
    }
    let first = Substring(symbol).unicodeScalars.first.map(stand) ?? UInt8(ascii: "?")
    return width >= 2 ? [first, first == UInt8(ascii: "?") ? first : 0x20] : [first]
  }

  /// `text` with every character that is not printable ASCII replaced by its stand-in (as
  /// wide as the character); line breaks are kept.
  public static func text(_ text: String) -> String {
    if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }) { return text }
    var bytes: [UInt8] = []
    for character in text {
      if character == "\n" {
        bytes.append(0x0A)
      } else {
        let symbol = String(character)
        bytes += Self.bytes(for: symbol[...].utf8, width: max(1, DisplayWidth.of(character)))
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The stand-in for one character, by its first scalar.
  static func stand(_ scalar: Unicode.Scalar) -> UInt8 {
    let value = scalar.value
    if value < 0x80 {
      return value >= 0x20 && value < 0x7F ? UInt8(value) : UInt8(ascii: "?")
    }
    if let mapped = punctuation[value] { return UInt8(ascii: mapped) }
    switch value {
    case 0x2500...0x257F: return boxDrawing(value)
    case 0x2580...0x259F: return UInt8(ascii: "#")
    case 0x2800...0x28FF: return UInt8(ascii: "*")  // braille (spinners)
    case 0x25A0...0x25FF: return UInt8(ascii: "o")  // geometric shapes
    default: return latinBase(scalar) ?? UInt8(ascii: "?")
    }
  }

  /// `-` for horizontal lines, `|` for vertical ones, `+` for corners and junctions.
  private static func boxDrawing(_ value: UInt32) -> UInt8 {
    switch value {
    case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574,
      0x2576, 0x2578, 0x257A, 0x257C, 0x257E:
      return UInt8(ascii: "-")
    case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575,
      0x2577, 0x2579, 0x257B, 0x257D, 0x257F:
      return UInt8(ascii: "|")
    case 0x2571: return UInt8(ascii: "/")
    case 0x2572: return UInt8(ascii: "\\")
    default: return UInt8(ascii: "+")
    }
  }

  /// The base letter of a Latin letter with marks (`é`, `Å`, `ñ`): the first scalar of its
  /// canonical decomposition, when that is an ASCII letter.
  private static func latinBase(_ scalar: Unicode.Scalar) -> UInt8? {
    var parts = [utf8proc_int32_t](repeating: 0, count: 4)
    let count = utf8proc_decompose_char(
      utf8proc_int32_t(scalar.value), &parts, 4, UTF8PROC_DECOMPOSE, nil)
    guard count >= 1, let base = Unicode.Scalar(UInt32(parts[0])), base.isASCII,
      base.properties.isAlphabetic
    else { return nil }
    return UInt8(base.value)
  }

  private static let punctuation: [UInt32: Unicode.Scalar] = [
    0x2026: ".", 0x00B7: ".", 0x2022: "*", 0x2219: ".", 0x2018: "'", 0x2019: "'",
    0x201C: "\"", 0x201D: "\"", 0x2013: "-", 0x2014: "-", 0x2212: "-", 0x00A0: " ",
    0x2039: "<", 0x203A: ">", 0x00AB: "<", 0x00BB: ">", 0x2190: "<", 0x2192: ">",
    0x2191: "^", 0x2193: "v", 0x25B8: ">", 0x25B6: ">", 0x25C2: "<", 0x25C0: "<",
    0x25B2: "^", 0x25BC: "v", 0x25B4: "^", 0x25BE: "v", 0x2713: "v", 0x2714: "v",
    0x2717: "x", 0x2718: "x", 0x00D7: "x", 0x2605: "*", 0x2606: "*", 0x00B0: "o",
    0x25CF: "*", 0x25CB: "o", 0x2261: "=", 0x2248: "~", 0x2264: "<", 0x2265: ">",
  ]
}
