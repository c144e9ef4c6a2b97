import Testing

@testable import TrellisTerminal

/// The renderer's quick test of a cell's bytes never calls clean what the sanitizer's exact
/// scan rejects.
@Suite struct TextSanitizerBytesTests {
  static func word(_ bytes: [UInt8]) -> UInt64 {
    var word: UInt64 = 0
    for (index, byte) in bytes.enumerated() { word |= UInt64(byte) << UInt64(index * 8) }
    return word
  }

  static func agree(_ bytes: [UInt8]) -> Bool {
    guard TextSanitizer.isCleanScalar(word(bytes), count: bytes.count) else { return true }
    return bytes.withUnsafeBytes { TextSanitizer.isClean(utf8: $0) }
  }

  @Test func everyTwoByteSequence() {
    for first in 0...255 {
      for second in 0...255 {
        let bytes = [UInt8(first), UInt8(second)]
        #expect(TextSanitizerBytesTests.agree(bytes), "\(bytes)")
      }
    }
  }

  @Test func everyThreeByteSequenceLedByE2AndEveryBidiControl() {
    for second in 0...255 {
      for third in 0...255 {
        let bytes: [UInt8] = [0xE2, UInt8(second), UInt8(third)]
        #expect(TextSanitizerBytesTests.agree(bytes), "\(bytes)")
      }
    }
    for scalar in ["\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{85}", "\u{9B}"] {
      let bytes = Array(scalar.utf8)
      #expect(!TextSanitizer.isCleanScalar(TextSanitizerBytesTests.word(bytes), count: bytes.count))
    }
  }

  @Test func theCommonScalarsAreRecognizedAsClean() {
    for text in ["é", "日", "한", "😀", "─", "“", "…"] {
      let bytes = Array(text.utf8)
      let quick = TextSanitizer.isCleanScalar(
        TextSanitizerBytesTests.word(bytes), count: bytes.count)
      #expect(quick || bytes.first == 0xE2, "\(text)")
    }
  }
}
