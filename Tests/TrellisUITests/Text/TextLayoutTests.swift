import Testing
import TrellisUI

@Suite struct TextLayoutTests {
  @Test func truncateCutsByColumnsAndNeverSplitsAWideGlyph() {
    #expect(TextLayout.truncate("abc", toWidth: 3) == "abc")
    #expect(TextLayout.truncate("abcd", toWidth: 3) == "ab…")
    #expect(TextLayout.truncate("abcd", toWidth: 1) == "…")
    #expect(TextLayout.truncate("abcd", toWidth: 0) == "")
    #expect(TextLayout.truncate("a日本", toWidth: 4) == "a日…")
    #expect(TextLayout.truncate("a日本", toWidth: 3) == "a…")
    #expect(TextLayout.truncate("a日本", toWidth: 5) == "a日本")
    #expect(TextLayout.truncate("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
  }

  @Test func truncateMarkingMoreAlwaysEndsInTheMark() {
    #expect(TextLayout.truncateMarkingMore("ab", toWidth: 5) == "ab…")
    #expect(TextLayout.truncateMarkingMore("abcde", toWidth: 5) == "abcd…")
    #expect(TextLayout.truncateMarkingMore("abcd", toWidth: 5) == "abcd…")
  }

  @Test func prefixFittingAWidth() {
    let (prefix, rest) = TextLayout.prefix(of: "日本語", fitting: 5)
    #expect(prefix == "日本")
    #expect(rest == "語")
  }

  @Test func wrapBreaksAtSpacesKeepsIndentationAndBreaksLongWords() {
    #expect(TextLayout.wrap("aaa bbb", toWidth: 3) == ["aaa", "bbb"])
    #expect(TextLayout.wrap("a  b", toWidth: 10) == ["a  b"])
    #expect(TextLayout.wrap("a b   ", toWidth: 10) == ["a b"])
    #expect(TextLayout.wrap("  indented text", toWidth: 10) == ["  indented", "text"])
    #expect(TextLayout.wrap("日本語です", toWidth: 4) == ["日本", "語で", "す"])
    #expect(TextLayout.wrap("日", toWidth: 1) == ["日"])
    #expect(TextLayout.wrap("abcdefg", toWidth: 3) == ["abc", "def", "g"])
    #expect(TextLayout.wrap("one\ntwo three", toWidth: 5) == ["one", "two", "three"])
    #expect(TextLayout.wrap("", toWidth: 5) == [""])
    #expect(TextLayout.wrap("   ", toWidth: 5) == [""])
    #expect(TextLayout.wrap("abc", toWidth: 0) == [])
  }

  @Test func alignmentOffsets() {
    #expect(TextAlignment.left.offset(lineWidth: 3, in: 10) == 0)
    #expect(TextAlignment.center.offset(lineWidth: 3, in: 10) == 3)
    #expect(TextAlignment.right.offset(lineWidth: 3, in: 10) == 7)
    #expect(TextAlignment.right.offset(lineWidth: 12, in: 10) == 0)
  }
}

@Suite struct TextLayoutDetailsTests {
  @Test func theTitleKeepsItsRoomAndTheLastDetailsGoFirst() {
    let facts = ["★ 1.2k", "Swift", "3 days ago"]
    // Room for all: the title (12) and the facts (27) in 60 columns.
    #expect(
      TextLayout.details(facts, besideTitleOf: 12, in: 60) == "★ 1.2k · Swift · 3 days ago")
    // In 30 columns the title keeps its 12: the facts that fit in the other 17 (less the
    // gap).
    #expect(TextLayout.details(facts, besideTitleOf: 12, in: 30) == "★ 1.2k · Swift")
    #expect(TextLayout.details(facts, besideTitleOf: 12, in: 20) == "★ 1.2k")
    #expect(TextLayout.details(facts, besideTitleOf: 12, in: 18).isEmpty)
    // A title as wide as the row leaves no room for details; a gap of 1 unless told.
    #expect(TextLayout.details(["due today"], besideTitleOf: 40, in: 40).isEmpty)
    #expect(TextLayout.details(["due today"], besideTitleOf: 30, in: 40) == "due today")
    #expect(TextLayout.details(["due today"], besideTitleOf: 31, in: 40).isEmpty)
    // Empty details are skipped; the separator and the gap are the caller's.
    #expect(
      TextLayout.details(["main", "", "●"], besideTitleOf: 4, in: 20, gap: 2, separator: " ")
        == "main ●")
  }
}

/// Layout reads as far as what it returns: the first lines of any text, however long.
@Suite struct TextLayoutBoundsTests {
  @Test func wrapStopsAtTheLinesAskedFor() {
    #expect(TextLayout.wrap("aaa bbb ccc", toWidth: 3, maximumLines: 2) == ["aaa", "bbb"])
    #expect(TextLayout.wrap("a\nb\nc", toWidth: 3, maximumLines: 2) == ["a", "b"])
    let word = String(repeating: "x", count: 1_000_000)
    #expect(
      TextLayout.wrap("go " + word, toWidth: 10, maximumLines: 3)
        == ["go", "xxxxxxxxxx", "xxxxxxxxxx"])
    #expect(TextLayout.wrap("abc", toWidth: 3, maximumLines: 0) == [])
  }

  @Test func firstLinesCutEachLineAndMarkWhatFollows() {
    #expect(TextLayout.firstLines(of: "abc", count: 1, width: 5) == ["abc"])
    #expect(TextLayout.firstLines(of: "abc\ndef", count: 1, width: 5) == ["abc…"])
    #expect(TextLayout.firstLines(of: "abc\ndef\nghi", count: 2, width: 5) == ["abc", "def…"])
    #expect(TextLayout.firstLines(of: "abcdefgh\nij", count: 2, width: 5) == ["abcd…", "ij"])
    #expect(TextLayout.firstLines(of: "abc\n", count: 1, width: 5) == ["abc…"])
    #expect(TextLayout.firstLines(of: "abc\n", count: 2, width: 5) == ["abc", ""])
    // A line cut before a wide glyph is marked once, not twice.
    #expect(TextLayout.firstLines(of: "日本語テキスト\nmore", count: 1, width: 6) == ["日本…"])
    #expect(TextLayout.firstLines(of: "", count: 1, width: 5) == [""])
    #expect(TextLayout.firstLines(of: "abc", count: 0, width: 5) == [])
  }

  @Test func aLineOfAMillionCharactersIsCutAtTheEdge() {
    let long = String(repeating: "lorem ipsum ", count: 100_000)
    #expect(TextLayout.truncate(long, toWidth: 12) == "lorem ipsum…")
    #expect(TextLayout.truncateMarkingMore(long, toWidth: 6) == "lorem…")
    #expect(TextLayout.firstLines(of: long + "\nnext", count: 2, width: 6) == ["lorem…", "next"])
  }
}
