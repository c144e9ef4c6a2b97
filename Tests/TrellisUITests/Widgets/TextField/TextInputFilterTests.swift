import Testing
import TrellisTerminal

@testable import TrellisUI

/// A field drops exactly what the sanitizer would show as a placeholder: one policy.
@Suite struct TextInputFilterTests {
  @Test func theFieldDropsWhatTheSanitizerReplacesAndNothingElse() {
    let ranges: [ClosedRange<UInt32>] = [0...0x3FF, 0x2000...0x206F, 0xFE00...0xFFFF]
    for value in ranges.joined() {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(Character(scalar))
      let kept = TextInputFilter.singleLine(text)
      if ["\t", "\n", "\r"].contains(scalar) {
        #expect(kept == " ")
      } else if TextSanitizer.sanitize(text) != text {
        #expect(kept.isEmpty, "U+\(String(value, radix: 16)) is replaced on screen but typed in")
      } else {
        #expect(kept == text, "U+\(String(value, radix: 16)) is shown but dropped when typed")
      }
    }
  }
}
