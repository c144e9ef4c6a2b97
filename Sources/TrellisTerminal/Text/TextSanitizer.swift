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
/// `sanitize(_:)` also drops the default-ignorable characters that stand on their own —
/// zero-width spaces, the soft hyphen, word joiners, bidi marks, the byte-order mark,
/// Hangul fillers, stray variation selectors and tags — which show nothing, yet some
/// terminals give a column and others none (so the screen and the width model would
/// disagree), and which can hide text in names. The joiners and selectors that build a
/// visible character (the ZWJ of 👩‍💻, the VS16 of ❤️, the tags of a subdivision flag) are
/// kept where they follow one. Standard error (the app's messages at exit) goes through
/// the same function.
///
/// This is the one control-character policy: `Cell` and `Buffer.write` put these
/// placeholders in cells, and the renderer's last-line defence writes any symbol that
/// still holds a control as `sanitize(bytes:)` shows it.
public enum TextSanitizer {
  /// The placeholder for characters with no picture of their own.
  public static let replacement: Character = "\u{FFFD}"

  /// `text` with every control character replaced by a visible placeholder, and the
  /// default-ignorable characters that join nothing left out.
  public static func sanitize(_ text: String, keepingNewlines: Bool = false) -> String {
    filter(text, keepingNewlines: keepingNewlines, showingControls: true)
  }

  /// `text` with what ``sanitize(_:keepingNewlines:)`` would change left out instead:
  /// controls dropped rather than shown as placeholders, and the same default-ignorable
  /// characters dropped. For typed and pasted text, which should not keep what the screen
  /// would not show as it is.
  public static func removingControls(_ text: String) -> String {
    filter(text, keepingNewlines: false, showingControls: false)
  }

  private static func filter(_ text: String, keepingNewlines: Bool, showingControls: Bool)
    -> String
  {
    if isClean(text) && !IgnorableCharacters.mayHold(text) { return text }
    var result = String.UnicodeScalarView()
    // Whether the last scalar kept shows something a joiner or selector can attach to.
    var afterVisible = false
    for scalar in text.unicodeScalars {
      if keepingNewlines && scalar == "\n" {
        result.append(scalar)
        afterVisible = false
      } else if let placeholder = placeholder(for: scalar) {
        if showingControls { result.append(placeholder) }
        afterVisible = false
      } else if IgnorableCharacters.isDropped(scalar, afterVisible: afterVisible) {
        continue
      } else {
        result.append(scalar)
        afterVisible =
          IgnorableCharacters.isJoiner(scalar) || !scalar.properties.isWhitespace
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
    guard let base = bytes.baseAddress else { return true }
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = base.load(fromByteOffset: index, as: UInt8.self)
      index &+= 1
      // Printable ASCII, and any byte but the two lead bytes of what is replaced, passes.
      if byte &- 0x20 < 0x5F || (byte >= 0x80 && byte != 0xC2 && byte != 0xE2) { continue }
      if byte < 0x80 || !isCleanSequence(base, count: count, at: index &- 1) { return false }
    }
    return true
  }

  /// Whether the first `count` bytes of `word` (little-endian) are one scalar of 2–4 bytes
  /// that `isClean(utf8:)` accepts, known from its lead byte and the form of the bytes after
  /// it: most of what cells hold outside ASCII (CJK, emoji, accented letters). False says
  /// only "look closer".
  @inline(__always)
  static func isCleanScalar(_ word: UInt64, count: Int) -> Bool {
    let lead = word & 0xFF
    switch count {
    case 2:  // C3–DF: not C2, the lead byte of the C1 controls.
      return lead >= 0xC3 && lead < 0xE0 && word & 0xC000 == 0x8000
    case 3:  // E0–EF, with E2 only when not E2 80 or E2 81 (bidi controls).
      return lead >= 0xE0 && lead < 0xF0 && word & 0xC0_C000 == 0x80_8000
        && (lead != 0xE2 || (word >> 8) & 0xFE != 0x80)
    case 4:
      return lead >= 0xF0 && lead < 0xF5 && word & 0xC0C0_C000 == 0x8080_8000
    default:
      return false
    }
  }

  /// Whether the sequence starting with the lead byte at `index` of the `count` bytes at
  /// `base` is not a C1 control (U+0080–U+009F: C2 80…C2 9F), a bidi override
  /// (U+202A–U+202E: E2 80 AA…AE) or an isolate (U+2066–U+2069: E2 81 A6…A9).
  @inline(__always)
  private static func isCleanSequence(_ base: UnsafeRawPointer, count: Int, at index: Int)
    -> Bool
  {
    let byte = base.load(fromByteOffset: index, as: UInt8.self)
    if byte == 0xC2, index + 1 < count,
      base.load(fromByteOffset: index + 1, as: UInt8.self) <= 0x9F
    {
      return false
    }
    if byte == 0xE2, index + 2 < count {
      let second = base.load(fromByteOffset: index + 1, as: UInt8.self)
      let third = base.load(fromByteOffset: index + 2, as: UInt8.self)
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
