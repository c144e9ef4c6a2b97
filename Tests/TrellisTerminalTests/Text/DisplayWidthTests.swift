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
