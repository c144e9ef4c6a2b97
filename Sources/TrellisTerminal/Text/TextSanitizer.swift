/// Makes text from outside the program safe to put on the screen.
///
/// API data, file names, git messages and pasted text can hold control characters that a
/// terminal would obey: escape sequences that move the cursor, change the title, or worse.
/// Every such character becomes a visible placeholder, so no escape byte from data ever
/// reaches the terminal and the user can still see that something was there:
///
/// - C0 controls (U+0000–U+001F) become their Control Pictures (U+2400–U+241F), `␛` for ESC;
///   DEL becomes `␡`.
/// - C1 controls (U+0080–U+009F) and the bidirectional overrides and isolates (U+202A–U+202E,
///   U+2066–U+2069), which can make text read backwards, become `�`.
/// - Invalid UTF-8 (when sanitizing bytes) becomes `�` per bad sequence.
///
/// Tabs and newlines are controls too: a single-line field shows them as `␉` and `␊`;
/// `sanitize(_:keepingNewlines:)` can keep line breaks for multi-line text.
///
/// This is the one control-character policy: `Cell` and `Buffer.write` put these
/// placeholders in cells, and the renderer's last-line defence writes any symbol that
/// still holds a control as `sanitize(bytes:)` shows it.
public enum TextSanitizer {
  /// The placeholder for characters with no picture of their own.
  public static let replacement: Character = "\u{FFFD}"

  /// `text` with every control character replaced by a visible placeholder.
  public static func sanitize(_ text: String, keepingNewlines: Bool = false) -> String {
    if isClean(text) { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if keepingNewlines && scalar == "\n" {
        result.append(scalar)
      } else if let placeholder = placeholder(for: scalar) {
        result.append(placeholder)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// Decodes `bytes` as UTF-8 (each invalid sequence becoming `�`) and sanitizes the result.
  public static func sanitize(bytes: some Collection<UInt8>, keepingNewlines: Bool = false)
    -> String
  {
    sanitize(String(decoding: bytes, as: UTF8.self), keepingNewlines: keepingNewlines)
  }

  /// Whether `text` needs no replacement (the common case, checked on the UTF-8 bytes
  /// without decoding or allocating).
  public static func isClean(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { isClean(utf8: UnsafeRawBufferPointer($0)) }
  }

  /// Whether the UTF-8 `bytes` hold nothing `placeholder(for:)` would replace: no C0
  /// control, DEL, C1 control, bidirectional override or isolate. (Invalid UTF-8 is not
  /// looked for.)
  @inline(__always)
  static func isClean(utf8 bytes: UnsafeRawBufferPointer) -> Bool {
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      index &+= 1
      // Printable ASCII, and any byte but the two lead bytes of what is replaced, passes.
      if byte &- 0x20 < 0x5F || (byte >= 0x80 && byte != 0xC2 && byte != 0xE2) { continue }
      if byte < 0x80 || !isCleanSequence(bytes, at: index &- 1) { return false }
    }
    return true
  }

  /// Whether the first `count` (0...8) bytes of `word` (little-endian) might hold something
  /// `isClean(utf8:)` rejects: a byte below 0x20, DEL, or a lead byte of a replaced sequence
  /// (0xC2, 0xE2). Never false for such bytes; sometimes true for others. Eight bytes at a
  /// time, for the renderer's cells.
  @inline(__always)
  static func mayNeedReplacement(_ word: UInt64, count: Int) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // The bytes past `count` become "A", which is clean.
    let kept: UInt64 = count >= 8 ? ~0 : (1 << UInt64(count &* 8)) &- 1
    let x = (word & kept) | (0x4141_4141_4141_4141 & ~kept)
    func hasZeroByte(_ y: UInt64) -> Bool { (y &- ones) & ~y & highs != 0 }
    let below = (x &- 0x2020_2020_2020_2020) & ~x & highs != 0
    return below || hasZeroByte(x ^ (0x7F &* ones)) || hasZeroByte(x ^ (0xC2 &* ones))
      || hasZeroByte(x ^ (0xE2 &* ones))
  }

  /// Whether the sequence starting with the lead byte at `index` is not a C1 control
  /// (U+0080–U+009F: C2 80…C2 9F), a bidi override (U+202A–U+202E: E2 80 AA…AE) or an
  /// isolate (U+2066–U+2069: E2 81 A6…A9).
  @inline(__always)
  private static func isCleanSequence(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
    let count = bytes.count
    let byte = bytes[index]
    if byte == 0xC2, index + 1 < count, bytes[index + 1] <= 0x9F { return false }
    if byte == 0xE2, index + 2 < count {
      let second = bytes[index + 1]
      let third = bytes[index + 2]
      if second == 0x80 && (0xAA...0xAE).contains(third) { return false }
      if second == 0x81 && (0xA6...0xA9).contains(third) { return false }
    }
    return true
  }

  /// The placeholder for `scalar`, or nil if it can be shown as it is.
  static func placeholder(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x00...0x1F:
      return Unicode.Scalar(0x2400 + scalar.value)
    case 0x7F:
      return "\u{2421}"
    case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
      return "\u{FFFD}"
    default:
      return nil
    }
  }
}
