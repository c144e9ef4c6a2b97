import Testing
import Trellis

@testable import RepoSearch

@Suite("MarkdownRenderer tables") struct MarkdownRendererTableTests {
  private let table = """
    | Name | Stars | Lang |
    |:-----|------:|:----:|
    | trellis | 12 | Swift |
    | b | 1234567 | C |
    """

  @Test func columnsAreAlignedAsTheDelimiterRowSays() {
    #expect(
      texts(table) == [
        "Name    │   Stars │ Lang",
        "────────┼─────────┼──────",
        "trellis │      12 │ Swift",
        "b       │ 1234567 │   C",
      ])
  }

  @Test func theHeaderIsBoldAndTheRulesDimmed() {
    let lines = MarkdownRenderer.render(table, width: 40)
    #expect(
      lines[0]
        == line(
          ("Name", Styles.bold), ("   ", Styles.plain), (" │ ", Styles.dim), ("  ", Styles.plain),
          ("Stars", Styles.bold), (" │ ", Styles.dim), ("Lang", Styles.bold)))
    #expect(lines[1] == line(("────────┼─────────┼──────", Styles.dim)))
  }

  @Test func cellsKeepTheirInlineStyles() {
    let lines = MarkdownRenderer.render("| a | b |\n|---|---|\n| `x` | *y* |", width: 40)
    #expect(
      lines[2] == line(("x", Styles.yellow), (" │ ", Styles.dim), ("y", Styles.italic)))
  }

  @Test func aWideTableShrinksItsWidestColumnAndCutsItsCells() {
    let markdown = "| id | description |\n|---|---|\n| 1 | a very long description here |"
    let lines = MarkdownRenderer.render(markdown, width: 15)
    #expect(lines.map(\.text) == ["id │ descripti…", "───┼───────────", "1  │ a very lo…"])
    #expect(lines.map(\.width) == [15, 15, 15])
    #expect(lines[0].spans.last == StyledSpan("descripti…", style: Styles.bold))
  }

  @Test func aTableThatCannotFitIsCutAtTheEdge() {
    let markdown = "| a | b | c |\n|-|-|-|\n| 1 | 2 | 3 |"
    #expect(texts(markdown, width: 4) == ["a │…", "──┼…", "1 │…"])
  }

  @Test func missingCellsAreEmpty() {
    #expect(texts("| a | b |\n|---|---|\n| 1 |") == ["a │ b", "──┼──", "1 │"])
  }

  @Test func columnFittingCutsTheWidestColumnsToACommonLevel() {
    #expect(TableLayout.fit([4, 20, 10], into: 100) == [4, 20, 10])
    // 6 columns of separators leave 20: levels of 8 give 4 + 8 + 8; no room is left over.
    #expect(TableLayout.fit([4, 20, 10], into: 26) == [4, 8, 8])
    // One column left over goes to the first cut column.
    #expect(TableLayout.fit([4, 20, 10], into: 27) == [4, 9, 8])
    #expect(TableLayout.fit([4, 20, 10], into: 3) == [1, 1, 1])
  }
}
