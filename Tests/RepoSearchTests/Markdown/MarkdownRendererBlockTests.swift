import Testing
import Trellis

@testable import RepoSearch

@Suite("MarkdownRenderer blocks") struct MarkdownRendererBlockTests {
  @Test func headingsAreBoldAndTheFirstLevelUnderlined() {
    let lines = MarkdownRenderer.render("# One\n\n## Two\n\n### Three\n\ntext", width: 40)
    #expect(
      lines == [
        line(("One", Styles.heading1)), line(), line(("Two", Styles.bold)), line(),
        line(("Three", Styles.bold)), line(), line(("text", Styles.plain)),
      ])
  }

  @Test func oneBlankLineBetweenBlocksAndNoneAtTheEnds() {
    #expect(texts("\n\n# A\n\n\n\n\npara\n\n\n- x\n\n\n") == ["A", "", "para", "", "• x"])
    #expect(texts("") == [])
  }

  @Test func paragraphsWrapWithSoftBreaksAsSpacesAndHardBreaksAsLines() {
    #expect(texts("alpha beta gamma delta", width: 11) == ["alpha beta", "gamma delta"])
    #expect(texts("one\ntwo") == ["one two"])
    #expect(texts("one  \ntwo\\\nthree") == ["one", "two", "three"])
  }

  @Test func codeBlocksAreIndentedStyledAndCutNotWrapped() {
    let markdown = "```swift\nlet x = 1\n\n\tif y {\n0123456789abcdefghijklmnop\n```"
    let lines = MarkdownRenderer.render(markdown, width: 20)
    #expect(
      lines == [
        line(("  ", Styles.plain), ("swift", Styles.dim)),
        line(("  ", Styles.plain), ("let x = 1", Styles.yellow)),
        line(("  ", Styles.plain)),
        line(("  ", Styles.plain), ("    if y {", Styles.yellow)),
        line(("  ", Styles.plain), ("0123456789abcdefg…", Styles.yellow)),
      ])
    #expect(lines.map(\.width).max() == 20)
    // A line that just fits is not cut; tabs stop every four columns.
    #expect(texts("    ab\tc\n    123456", width: 8) == ["  ab  c", "  123456"])
  }

  @Test func bulletsChangeWithNestingAndIndentTwoPerLevel() {
    let markdown = "- a\n  - b\n    - c\n      - d\n- e"
    #expect(texts(markdown) == ["• a", "  ◦ b", "    ▪ c", "      • d", "• e"])
  }

  @Test func wrappedItemsHangUnderTheirText() {
    #expect(texts("- alpha beta gamma", width: 12) == ["• alpha beta", "  gamma"])
    #expect(texts("1. alpha beta gamma", width: 13) == ["1. alpha beta", "   gamma"])
    #expect(texts("> - alpha beta", width: 12) == ["│ • alpha", "│   beta"])
  }

  @Test func orderedListsKeepTheirStartAndDelimiterAndAlignNumbers() {
    #expect(texts("3. a\n4. b") == ["3. a", "4. b"])
    #expect(texts("1) a\n2) b") == ["1) a", "2) b"])
    #expect(texts("9. a\n10. b c", width: 8) == [" 9. a", "10. b c"])
    #expect(texts("9. a\n10. bb cc", width: 8) == [" 9. a", "10. bb", "    cc"])
  }

  @Test func taskItemsShowTheirBox() {
    let lines = MarkdownRenderer.render("- [x] done\n- [ ] todo\n\n1. [x] first", width: 40)
    #expect(lines.map(\.text) == ["[x] done", "[ ] todo", "", "1. [x] first"])
    #expect(lines[0] == line(("[x] ", Styles.plain), ("done", Styles.plain)))
  }

  @Test func tightListsHaveNoBlankLinesAndLooseListsDo() {
    #expect(texts("- a\n- b\n\npara") == ["• a", "• b", "", "para"])
    #expect(texts("- a\n\n- b") == ["• a", "", "• b"])
    #expect(texts("- a\n\n  more\n- b") == ["• a", "", "  more", "", "• b"])
    #expect(texts("- a\n  - b\n- c") == ["• a", "  ◦ b", "• c"])
  }

  @Test func aMarkerTooWideForTheRoomStartsTheText() {
    // At 8 columns the prefixes may take 4: "1. " fits, "[x] " and "◦ " then go in the text.
    #expect(texts("1. a\n   - [x] task", width: 8) == ["1. a", "   [x]", "   task"])
    #expect(texts("1. a\n   - b cd", width: 8) == ["1. a", "   ◦ b", "   cd"])
    #expect(texts("1. a\n\n   -", width: 8) == ["1. a", "", "   ◦"])
  }

  @Test func anEmptyItemShowsItsMarker() {
    #expect(texts("-\n- b") == ["•", "• b"])
  }

  @Test func blockQuotesPrefixEveryLineAndNest() {
    let lines = MarkdownRenderer.render("> a\n>\n> b\n>> c\n\nd", width: 40)
    #expect(lines.map(\.text) == ["│ a", "│", "│ b", "│", "│ │ c", "", "d"])
    #expect(lines[0] == line(("│ ", Styles.dim), ("a", Styles.plain)))
    #expect(lines[1] == line(("│", Styles.dim)))
    #expect(texts("> alpha beta gamma", width: 12) == ["│ alpha beta", "│ gamma"])
  }

  @Test func aListInsideAQuoteSeparatesFromTheNextBlockInsideTheQuote() {
    #expect(texts("> - a\n> - b\n>\n> para") == ["│ • a", "│ • b", "│", "│ para"])
  }

  @Test func thematicBreakSpansTheWidth() {
    #expect(MarkdownRenderer.render("---", width: 10) == [line(("──────────", Styles.dim))])
    #expect(texts("> ***", width: 6) == ["│ ────"])
  }

  @Test func htmlBlocksShowTheirLiteralTextDimmed() {
    let lines = MarkdownRenderer.render(
      "<div align=\"center\">\n  <img src=\"x.png\">\n</div>", width: 40)
    #expect(
      lines == [
        line(("<div align=\"center\">", Styles.dim)), line(("  <img src=\"x.png\">", Styles.dim)),
        line(("</div>", Styles.dim)),
      ])
  }

  @Test func nestingIsDrawnAtMostEightLevelsDeep() {
    let quotes = String(repeating: ">", count: 12) + " deep"
    #expect(texts(quotes, width: 80) == [String(repeating: "│ ", count: 8) + "deep"])
    let lists = (0..<10).map { String(repeating: "  ", count: $0) + "- \($0)" }
    let lines = texts(lists.joined(separator: "\n"), width: 80)
    #expect(lines.count == 10)
    #expect(lines[7] == String(repeating: " ", count: 14) + "◦ 7")
    // Past eight levels an item keeps its marker but adds no indentation.
    #expect(lines[8] == String(repeating: " ", count: 16) + "▪ 8")
    #expect(lines[9] == String(repeating: " ", count: 16) + "• 9")
  }
}
