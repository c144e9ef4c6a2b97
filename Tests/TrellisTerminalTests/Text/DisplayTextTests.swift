import Testing
import TrellisTerminal

@Suite struct DisplayTextTests {
  @Test func aLetterWithThousandsOfMarksKeepsWhatACellShows() {
    let text = DisplayText("a" + String(repeating: "\u{301}", count: 20_000) + "b")
    #expect(text.string == "a" + String(repeating: "\u{301}", count: Cell.maximumScalars - 1) + "b")
    #expect(text.width == 2)
    // The same as a cell keeps of it.
    var buffer = Buffer(width: 4, height: 1)
    buffer.write(text.string, column: 0, row: 0)
    var raw = Buffer(width: 4, height: 1)
    raw.write("a" + String(repeating: "\u{301}", count: 20_000) + "b", column: 0, row: 0)
    #expect(buffer.lines == raw.lines)
  }

  @Test func controlsAreShownAndNewlinesKeptWhenAsked() {
    #expect(DisplayText("a\u{1B}[31mb").string == "a␛[31mb")
    #expect(DisplayText("a\nb").string == "a␊b")
    #expect(DisplayText("a\nb", keepingNewlines: true).string == "a\nb")
    #expect(DisplayText("a\nb", keepingNewlines: true).width == 2)
  }

  @Test func ordinaryTextIsKeptAsItIs() {
    for text in ["plain", "日本語", "क्षत्रिय", "👩‍💻 e\u{301}", ""] {
      #expect(DisplayText(text).string == text)
      #expect(DisplayText(text).width == DisplayWidth.of(text))
    }
  }
}
