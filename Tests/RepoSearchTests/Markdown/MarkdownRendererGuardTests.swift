import Testing
import Trellis

@testable import RepoSearch

/// The defences against inputs on which libcmark-gfm 0.29 or a naive layout takes
/// quadratic time. Each test would take tens of seconds without its defence.
@Suite("MarkdownRenderer against slow inputs") struct MarkdownRendererGuardTests {
  @Test func ordinaryDocumentsPassUnchanged() {
    let document = MarkdownRendererTests.variedDocument
    #expect(ParserGuard.defuse(document) == document)
    let links = String(repeating: "- [a](b) *c*\n", count: 5_000)
    #expect(ParserGuard.defuse(links) == links)  // Each item is a paragraph of its own.
  }

  @Test func linksAmongManyDelimitersInOneParagraphShowAsText() {
    let crowded = String(repeating: "*[a](b)", count: 2_000)
    let markdown = "See [x](y).\n\n" + crowded + "\n\n- [z](w)"
    let defused = ParserGuard.defuse(markdown)
    #expect(
      defused == "See [x](y).\n\n" + String(repeating: "*\\[a](b)", count: 2_000) + "\n\n- [z](w)")
    let lines = texts(markdown, width: 80)
    #expect(lines.first == "See x (y).")
    #expect(lines.last == "• z (w)")
    #expect(lines[2].hasPrefix("[a](b)[a](b)"))
  }

  @Test func aCrowdedTableCellShowsItsLinksAsText() {
    let row = "| " + String(repeating: "*[a](b)", count: 2_000) + " |"
    let markdown = "| h |\n|---|\n| [x](y) |\n" + row
    let escapedRow = "| " + String(repeating: "*\\[a](b)", count: 2_000) + " |"
    #expect(ParserGuard.defuse(markdown) == "| h |\n|---|\n| [x](y) |\n" + escapedRow)
  }

  @Test func escapedBracketsStayEscaped() {
    let crowded = String(repeating: "*\\[a](b)\\\\[c](d)", count: 1_000)
    let defused = ParserGuard.defuse(crowded)
    #expect(defused == String(repeating: "*\\[a](b)\\\\\\[c](d)", count: 1_000))
  }

  @Test func linesAreSplitAsCmarkSplitsThem() {
    let lines = ParserGuard.lineRanges(of: Array("a\r\nb\rc\n".utf8))
    #expect(lines == [0..<1, 3..<4, 5..<6, 7..<7])
  }

  @Test func aRowOfVeryManyColumnsIsNoTable() {
    let columns = ParserGuard.maximumPipes
    let wide =
      String(repeating: "| x ", count: columns) + "|\n" + String(repeating: "|---", count: columns)
      + "|"
    let lines = texts(wide, width: 40)
    #expect(lines.first?.hasPrefix("| x | x |") == true)  // Text, with its pipes.
    let narrow =
      String(repeating: "| x ", count: 20) + "|\n" + String(repeating: "|---", count: 20) + "|"
    #expect(texts(narrow, width: 40).first?.hasPrefix("x │ x │") == true)
  }

  @Test func aTableWiderThanThePageLaysOutOnlyWhatCanShow() {
    let columns = 100
    let markdown =
      String(repeating: "| h ", count: columns) + "|\n"
      + String(repeating: "|---", count: columns) + "|\n"
      + String(repeating: "| c ", count: columns) + "|"
    let lines = MarkdownRenderer.render(markdown, width: 20)
    #expect(
      lines.map(\.text) == ["h │ h │ h │ h │ h │…", "──┼───┼───┼───┼───┼…", "c │ c │ c │ c │ c │…"])
  }

  @Test func aVeryLongWordIsBrokenAcrossLines() {
    let word = String(repeating: "x", count: 200_000)
    let lines = MarkdownRenderer.render("a " + word + " b", width: 80)
    #expect(lines.count == 2_502)
    #expect(lines.first?.text == "a")
    #expect(lines[1].text == String(repeating: "x", count: 80))
    #expect(lines.last?.text == "b")
  }
}
