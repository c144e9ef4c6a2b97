import Testing
import TrellisTerminal
import TrellisUI

/// Styled lines: wrapping keeps styles and widths, drawing cuts with `…` and sanitizes.
@Suite struct StyledLineTests {
  static let bold = Style(attributes: .bold)
  static let code = Style(foreground: .yellow)

  @Test func wrapsAtSpacesKeepingEachRunsStyle() {
    let line = StyledLine([
      StyledSpan("Use the "), StyledSpan("trellis-demo", style: Self.code),
      StyledSpan(" command to ", style: .plain), StyledSpan("start", style: Self.bold),
      StyledSpan(" quickly."),
    ])
    let lines = line.wrapped(toWidth: 16)
    #expect(lines.map(\.text) == ["Use the", "trellis-demo", "command to start", "quickly."])
    #expect(lines[1].spans == [StyledSpan("trellis-demo", style: Self.code)])
    #expect(lines[2].spans == [StyledSpan("command to "), StyledSpan("start", style: Self.bold)])
    #expect(lines.allSatisfy { $0.width <= 16 })
  }

  @Test func continuationLinesHangUnderTheIndent() {
    let lines = StyledLine("• one two three four five").wrapped(toWidth: 10, indent: "  ")
    #expect(lines.map(\.text) == ["• one two", "  three", "  four", "  five"])
  }

  @Test func aWordLongerThanTheLineIsBrokenBetweenClusters() {
    let lines = StyledLine("ab 漢字漢字漢字 cd").wrapped(toWidth: 5)
    #expect(lines.map(\.text) == ["ab", "漢字", "漢字", "漢字", "cd"])
    #expect(lines.allSatisfy { $0.width <= 5 })
  }

  @Test func leadingSpacesOfTheFirstLineStay() {
    #expect(StyledLine("    code here").wrapped(toWidth: 20).map(\.text) == ["    code here"])
    #expect(StyledLine("").wrapped(toWidth: 5) == [StyledLine([])])
    #expect(StyledLine("x").wrapped(toWidth: 0).isEmpty)
  }

  @Test func controlCharactersAreSanitizedBeforeMeasuring() {
    let lines = StyledLine("a\u{1B}[2Jb c").wrapped(toWidth: 80)
    #expect(!lines[0].text.contains("\u{1B}"))
    #expect(lines[0].width == DisplayWidth.of(lines[0].text))
  }

  @Test func drawCutsWithAnEllipsisInTheCutRunsStyle() {
    var buffer = Buffer(width: 8, height: 1)
    let line = StyledLine([StyledSpan("abc"), StyledSpan("defghij", style: Self.bold)])
    let end = line.draw(in: &buffer, column: 0, row: 0, clip: buffer.area)
    #expect(buffer.line(0) == "abcdefg…")
    #expect(end == 8)
    #expect(buffer[7, 0].style == Self.bold)
    #expect(buffer[1, 0].style == .plain)
  }

  @Test func drawWritesWholeLinesThatFit() {
    var buffer = Buffer(width: 10, height: 1)
    StyledLine([StyledSpan("ab"), StyledSpan("\u{1B}c", style: Self.code)])
      .draw(in: &buffer, column: 1, row: 0, clip: buffer.area)
    #expect(buffer.line(0).hasPrefix(" ab"))
    #expect(!buffer.line(0).contains("\u{1B}"))
  }

  @Test func aWordIsOneWordWhateverItsStyles() {
    let line = StyledLine([
      StyledSpan("aaa "), StyledSpan("bbb", style: Self.bold), StyledSpan(", ccc"),
    ])
    // "bbb," is one word: the comma stays with it.
    #expect(line.wrapped(toWidth: 7).map(\.text) == ["aaa", "bbb,", "ccc"])
  }

  @Test func aVeryLongWordIsBrokenIntoFullLines() {
    let word = String(repeating: "x", count: 100_000)
    let lines = StyledLine("a " + word).wrapped(toWidth: 80, indent: "  ")
    #expect(lines.first?.text == "a")
    #expect(lines.dropFirst().allSatisfy { $0.width <= 80 })
    #expect(lines.dropFirst().dropLast().allSatisfy { $0.width == 80 })
    // Every x is kept: each continuation line starts with the two-space indent.
    let kept = lines.dropFirst().map { $0.text.count - 2 }.reduce(0, +)
    #expect(kept == 100_000)
  }
}
