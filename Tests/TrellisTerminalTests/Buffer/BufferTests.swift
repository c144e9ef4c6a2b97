import Testing
import TrellisTerminal

@Suite struct BufferTests {
  @Test func writesTextOneGraphemeACell() {
    var buffer = Buffer(width: 10, height: 2)
    let end = buffer.write("héllo", column: 1, row: 0)
    #expect(end == 6)
    #expect(buffer.lines == [" héllo", ""])
    #expect(buffer[2, 0].symbol == "é")
  }

  @Test func wideGlyphsTakeTwoColumnsWithAContinuation() {
    var buffer = Buffer(width: 6, height: 1)
    let end = buffer.write("日本", column: 0, row: 0)
    #expect(end == 4)
    #expect(buffer[0, 0].width == 2)
    #expect(buffer[1, 0].isContinuation)
    #expect(buffer.line(0) == "日本  ")
  }

  @Test func aWideGlyphThatWouldCrossTheEdgeIsNotWritten() {
    var buffer = Buffer(width: 5, height: 1)
    let end = buffer.write("ab日本", column: 0, row: 0)
    #expect(end == 4)
    #expect(buffer.line(0) == "ab日 ")
    buffer.set(Cell(symbol: "本"), column: 4, row: 0)
    #expect(buffer[4, 0] == .blank)
  }

  @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
    var buffer = Buffer(width: 6, height: 1)
    buffer.write("日本", column: 0, row: 0)
    buffer.write("x", column: 1, row: 0)
    #expect(buffer.line(0) == " x本  ")
    buffer.write("y", column: 2, row: 0)
    #expect(buffer.line(0) == " xy   ")
    #expect(buffer.cells.allSatisfy { !$0.isContinuation })
  }

  @Test func aWideGlyphOverTheLeftHalfOfAnotherKeepsTheBufferValid() {
    var buffer = Buffer(width: 6, height: 1)
    buffer.write("日本", column: 1, row: 0)
    buffer.write("中", column: 2, row: 0)
    #expect(buffer.line(0) == "  中  ")
    #expect(buffer[2, 0].width == 2 && buffer[3, 0].isContinuation)
    #expect(!buffer[4, 0].isContinuation)
  }

  @Test func mixedTextKeepsClustersWhole() {
    var buffer = Buffer(width: 12, height: 1)
    let end = buffer.write("ae\u{301}b·日c\r\nd", column: 0, row: 0)
    #expect(end == 8)
    #expect(buffer.line(0) == "aéb·日cd    ")
    #expect(buffer[1, 0].symbol == "e\u{301}")
    #expect(buffer[4, 0].width == 2 && buffer[5, 0].isContinuation)
  }

  @Test func asciiTextOverAWideGlyphKeepsTheBufferValid() {
    var buffer = Buffer(width: 4, height: 1)
    buffer.write("日本", column: 0, row: 0)
    buffer.write("x", column: 1, row: 0)
    #expect(buffer.line(0) == " x本")
    #expect(buffer.cells.filter(\.isContinuation).count == 1)
  }

  @Test func clipStopsWriting() {
    var buffer = Buffer(width: 10, height: 1)
    let end = buffer.write("abcdef", column: 2, row: 0, clip: Rect(x: 2, y: 0, width: 3, height: 1))
    #expect(end == 5)
    #expect(buffer.lines == ["  abc"])
  }

  @Test func resizeKeepsTheTopLeft() {
    var buffer = Buffer(width: 4, height: 2)
    buffer.write("ab日", column: 0, row: 0)
    buffer.write("cd", column: 0, row: 1)
    buffer.resize(width: 3, height: 1)
    #expect(buffer.lines == ["ab"])
    #expect(buffer.width == 3 && buffer.height == 1)
  }
}

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("a", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("😀", 2), ("❤️", 2), ("❤", 1),
    ("👩‍💻", 2), ("🇫🇷", 2), ("\u{7}", 0), ("한", 2),
  ])
  func widths(text: String, columns: Int) {
    #expect(DisplayWidth.of(Character(text)) == columns)
  }

  @Test func stringWidthSumsItsGraphemes() {
    #expect(DisplayWidth.of("ab日本😀") == 8)
  }
}

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
