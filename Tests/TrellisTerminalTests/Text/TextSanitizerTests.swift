import Testing
import TrellisTerminal

@Suite struct TextSanitizerTests {
  @Test func escapeSequencesBecomeVisible() {
    let hostile = "evil\u{1B}]0;pwned\u{7}\u{1B}[2Jname"
    let safe = TextSanitizer.sanitize(hostile)
    #expect(safe == "evil␛]0;pwned␇␛[2Jname")
    #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
  }

  @Test func c1ControlsDelAndBidiOverridesAreReplaced() {
    let safe = TextSanitizer.sanitize("a\u{9B}31mb\u{7F}c\u{202E}txt.exe\u{2066}")
    #expect(safe == "a\u{FFFD}31mb␡c\u{FFFD}txt.exe\u{FFFD}")
  }

  @Test func newlinesAreKeptOnlyWhenAsked() {
    #expect(TextSanitizer.sanitize("a\nb\tc") == "a␊b␉c")
    #expect(TextSanitizer.sanitize("a\nb\tc", keepingNewlines: true) == "a\nb␉c")
  }

  @Test func invalidUTF8BecomesReplacementCharacters() {
    let safe = TextSanitizer.sanitize(bytes: [0x61, 0xFF, 0xC3, 0x28, 0x1B, 0x62])
    #expect(safe == "a\u{FFFD}\u{FFFD}(␛b")
  }

  @Test func everyForbiddenRangeIsFoundOnTheBytes() {
    for scalar in [
      "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}",
    ] {
      #expect(!TextSanitizer.isClean("ok" + scalar), "\(scalar.unicodeScalars.first?.value ?? 0)")
      #expect(!TextSanitizer.isClean(scalar))
    }
    for scalar in ["\u{A0}", "\u{C2}", "\u{2029}", "\u{202F}", "\u{2065}", "\u{206A}"] {
      #expect(TextSanitizer.isClean("ok" + scalar))
    }
  }

  @Test func cleanTextIsReturnedAsIs() {
    let text = "Straße 日本 😀"
    #expect(TextSanitizer.isClean(text))
    #expect(TextSanitizer.sanitize(text) == text)
  }
}
