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

  /// Invisible characters that stand alone are left out: they show nothing, terminals
  /// disagree on their width, and they can hide text in a name.
  @Test func defaultIgnorablesStandingAloneAreLeftOut() {
    let hidden =
      "pay\u{200B}pal \u{00AD}soft \u{2060}join \u{200E}mark \u{FEFF}bom \u{3164}x "
      + "\u{FE0F}stray \u{E0041}tag \u{034F}cgj \u{180E}mvs \u{1D173}beam"
    #expect(
      TextSanitizer.sanitize(hidden)
        == "paypal soft join mark bom x stray tag cgj mvs beam")
    // A joiner at the start joins nothing.
    #expect(TextSanitizer.sanitize("\u{200D}a") == "a")
    #expect(TextSanitizer.sanitize("a\n\u{FE0F}b", keepingNewlines: true) == "a\nb")
  }

  /// The joiners and selectors that build a visible character stay where they follow one.
  @Test func joinersAndSelectorsInsideACharacterAreKept() {
    let kept = [
      "👩\u{200D}💻", "❤\u{FE0F}", "1\u{FE0F}\u{20E3}", "👍🏽",
      "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "\u{1100}\u{1160}",
      "नम\u{200D}स्ते", "漢\u{E0100}字", "plain text", "日本語のテキスト",
    ]
    for text in kept {
      #expect(TextSanitizer.sanitize(text) == text, "\(text.unicodeScalars.map(\.value))")
    }
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
