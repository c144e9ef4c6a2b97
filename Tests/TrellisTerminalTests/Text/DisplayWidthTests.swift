import Glibc
import Testing
import TrellisTerminal

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("a", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("😀", 2), ("❤️", 2), ("❤", 1),
    ("👩‍💻", 2), ("🇫🇷", 2), ("\u{7}", 0), ("한", 2), ("1️⃣", 2), ("#️⃣", 2), ("*️⃣", 2),
    ("1\u{20E3}", 2), ("a\u{FE0F}", 1), ("a\u{200D}", 1), ("👍🏽", 2), ("🇩", 1),
  ])
  func widths(text: String, columns: Int) {
    #expect(DisplayWidth.of(Character(text)) == columns)
  }

  @Test func stringWidthSumsItsGraphemes() {
    #expect(DisplayWidth.of("ab日本😀") == 8)
  }
}

/// Terminals count columns scalar by scalar, with `wcwidth`: Trellis counts the same.
@Suite struct DisplayWidthAsTerminalsCountTests {
  @Test(arguments: [
    ("क्षत्रिय", 6), ("त्रि", 3), ("নমস্কার", 6), ("தமிழ்நாடு", 8), ("ภาษาไทย", 7),
    ("กำแพง", 5), ("\u{1100}\u{1161}\u{11A8}", 2), ("한국어", 6), ("e\u{301}", 1),
  ])
  func scripts(text: String, columns: Int) {
    #expect(DisplayWidth.of(text) == columns)
    if text.count == 1 { #expect(DisplayWidth.of(Character(text)) == columns) }
  }

  /// Every scalar glibc knows (its `wcwidth` is not -1) is as wide as `wcwidth` says.
  @Test func everyScalarIsAsWideAsWcwidthSays() throws {
    // wcwidth is not in Glibc's Swift module (it needs _XOPEN_SOURCE): the C library's own.
    let symbol = try #require(dlsym(nil, "wcwidth"))
    let wcwidth = unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    let utf8 = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))
    let previous = uselocale(utf8)
    defer {
      uselocale(previous)
      freelocale(utf8)
    }
    var differences: [String] = []
    for value in UInt32(0x20)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let expected = wcwidth(Int32(bitPattern: value))
      guard expected >= 0 else { continue }
      let columns = DisplayWidth.of(scalar)
      if columns != Int(expected) {
        differences.append("U+\(String(value, radix: 16, uppercase: true)) \(columns) \(expected)")
      }
    }
    #expect(differences.isEmpty, "\(differences.count): \(differences.prefix(40))")
  }
}
