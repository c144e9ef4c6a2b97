import Testing
import TrellisTerminal

@Suite struct AsciiSubstituteTests {
  func substitute(_ symbol: String, width: Int = 1) -> String {
    String(decoding: AsciiSubstitute.bytes(for: symbol[...].utf8, width: width), as: UTF8.self)
  }

  @Test func printableASCIIIsKept() {
    #expect(substitute("a") == "a")
    #expect(substitute(" ") == " ")
  }

  @Test func linesBlocksAndPointersKeepTheirShape() {
    #expect(["─", "━", "═"].map { substitute($0) } == ["-", "-", "-"])
    #expect(["│", "┃", "║"].map { substitute($0) } == ["|", "|", "|"])
    #expect(["┌", "┘", "┼", "╬"].map { substitute($0) } == ["+", "+", "+", "+"])
    #expect(["█", "▀", "▌", "░"].map { substitute($0) } == ["#", "#", "#", "#"])
    #expect(
      ["…", "▸", "‹", "›", "“", "—"].map { substitute($0) } == [".", ">", "<", ">", "\"", "-"])
    #expect(substitute("⠋") == "*")
  }

  @Test func accentedLatinLettersBecomeTheirBase() {
    #expect(substitute("é") == "e")
    #expect(substitute("Å") == "A")
    #expect(substitute("e\u{301}") == "e")
    #expect(substitute("ñ") == "n")
  }

  /// The width is kept, so the layout is as drawn; nothing at or above 0x80 is written, nor
  /// a control.
  @Test func everythingElseIsAQuestionMarkOfTheCellsWidth() {
    #expect(substitute("日", width: 2) == "??")
    #expect(substitute("👍🏽", width: 2) == "??")
    #expect(substitute("Ж") == "?")
    #expect(substitute("\u{9B}") == "?")
    #expect(substitute("\u{1B}") == "?")
    #expect(substitute("") == "?")
    let hostile = ["\u{85}", "\u{2028}", "\u{202E}", "ÿ", "\u{FEFF}"]
    #expect(
      hostile.allSatisfy {
        AsciiSubstitute.bytes(for: $0[...].utf8, width: 1).allSatisfy { $0 >= 0x20 && $0 < 0x7F }
      })
  }

  @Test func textKeepsLineBreaksAndWidths() {
    #expect(AsciiSubstitute.text("plain text") == "plain text")
    #expect(AsciiSubstitute.text("a…b\n日x café") == "a.b\n??x cafe")
  }
}
