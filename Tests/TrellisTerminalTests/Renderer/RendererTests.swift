import Testing
import TrellisTerminal

/// Exact bytes for small diffs. Frames here are not synchronized (so the bytes are short)
/// and the first frame (a full repaint, which also hides the cursor) is rendered before the
/// frame under test.
@Suite struct RendererTests {
  static let plainTerminal = TerminalCapabilities(colorDepth: .trueColor, synchronizedOutput: false)

  /// A renderer that has painted `first` (blank by default), ready for the frame under test.
  static func renderer(
    _ first: Buffer = Buffer(width: 10, height: 3),
    capabilities: TerminalCapabilities = plainTerminal
  ) -> Renderer {
    var renderer = Renderer(capabilities: capabilities)
    renderer.render(first)
    return renderer
  }

  @Test func theFirstFrameClearsTheScreenAndHidesTheCursor() {
    var renderer = Renderer(capabilities: RendererTests.plainTerminal)
    var frame = Buffer(width: 10, height: 3)
    frame.write("hi", column: 0, row: 0)
    #expect(readable(renderer.render(frame)) == "⎋[?25l⎋[0m⎋[2J⎋[Hhi")
  }

  @Test func anUnchangedFrameWritesNothing() {
    var frame = Buffer(width: 10, height: 3)
    frame.write("hello", column: 2, row: 1, style: Style(foreground: .red))
    var renderer = RendererTests.renderer(frame)
    var copy = Buffer(width: 10, height: 3)
    copy.write("hello", column: 2, row: 1, style: Style(foreground: .red))
    #expect(renderer.render(copy) == [])
    #expect(renderer.bytes == [])
  }

  @Test func oneChangedCellIsOneMoveAndOneByte() {
    var renderer = RendererTests.renderer()
    var frame = Buffer(width: 10, height: 3)
    frame.write("x", column: 3, row: 1)
    #expect(readable(renderer.render(frame)) == "⎋[2;4Hx")
  }

  @Test func adjacentChangedCellsShareOneMove() {
    var renderer = RendererTests.renderer()
    var frame = Buffer(width: 10, height: 3)
    frame.write("xy", column: 3, row: 1)
    #expect(readable(renderer.render(frame)) == "⎋[2;4Hxy")
  }

  @Test(arguments: [
    (1, "⎋[2;2Hx y"), (3, "⎋[2;2Hx   y"), (4, "⎋[2;2Hx⎋[4Cy"), (6, "⎋[2;2Hx⎋[6Cy"),
  ])
  func aShortGapIsWrittenOverALongerOneMovedOver(gap: Int, expected: String) {
    var renderer = RendererTests.renderer()
    var frame = Buffer(width: 10, height: 3)
    frame.write("x", column: 1, row: 1)
    frame.write("y", column: 2 + gap, row: 1)
    #expect(readable(renderer.render(frame)) == expected)
  }

  @Test func aGapInAnotherStyleIsMovedOver() {
    var first = Buffer(width: 10, height: 3)
    first.write("-", column: 2, row: 1, style: Style(background: .blue))
    var renderer = RendererTests.renderer(first)
    var frame = first
    frame.write("x", column: 1, row: 1)
    frame.write("y", column: 3, row: 1)
    // Back from column 3 to 1, the pen's blue background reset, then over the blue "-".
    #expect(readable(renderer.render(frame)) == "⎋[2D⎋[0mx⎋[Cy")
  }

  @Test func theNextRowStartsWithCarriageReturnLineFeed() {
    var renderer = RendererTests.renderer()
    var frame = Buffer(width: 10, height: 3)
    frame.write("x", column: 8, row: 1)
    frame.write("y", column: 0, row: 2)
    #expect(readable(renderer.render(frame)) == "⎋[2;9Hx␍␊y")
  }

  @Test func downOneRowIsARelativeMoveWhenShorter() {
    var renderer = RendererTests.renderer()
    var frame = Buffer(width: 10, height: 3)
    frame.write("x", column: 5, row: 0)
    frame.write("y", column: 7, row: 1)
    // After x the cursor is at column 6: down one row and write the blank at column 6.
    #expect(readable(renderer.render(frame)) == "⎋[1;6Hx⎋[B y")
  }

  @Test func afterTheLastColumnTheCursorColumnIsNotTrusted() {
    var renderer = RendererTests.renderer()
    var frame = Buffer(width: 10, height: 3)
    frame.write("x", column: 9, row: 1)
    frame.write("y", column: 9, row: 2)
    // Not `⎋[B⎋[D`-style moves from column 10: a carriage return, then forward.
    #expect(readable(renderer.render(frame)) == "⎋[2;10Hx␍␊⎋[9Cy")
  }

  @Test func theLastCellOfTheScreenIsWrittenInPlace() {
    for autowrap in [false, true] {
      let terminal = HeadlessTerminal(
        width: 4, height: 2, capabilities: RendererTests.plainTerminal, autowrap: autowrap)
      var frame = Buffer(width: 4, height: 2)
      frame.write("abcd", column: 0, row: 0)
      frame.write("efgh", column: 0, row: 1)
      terminal.render(frame)
      frame.write("Z", column: 0, row: 0)
      terminal.render(frame, cursor: .visible(column: 1, row: 0))
      #expect(terminal.lines == ["Zbcd", "efgh"])
      #expect(terminal.anomalies == [])
      #expect(terminal.cursor == .visible(column: 1, row: 0))
    }
  }

  @Test func theFramesCursorIsPlacedAndShown() {
    var renderer = RendererTests.renderer()
    var frame = Buffer(width: 10, height: 3)
    frame.write("x", column: 5, row: 1)
    // Back to column 2: a carriage return and two blanks is shorter than `⎋[4D`.
    #expect(
      readable(renderer.render(frame, cursor: .visible(column: 2, row: 1)))
        == "⎋[2;6Hx␍  ⎋[?25h")
    #expect(renderer.render(frame, cursor: .visible(column: 2, row: 1)) == [])
    #expect(readable(renderer.render(frame, cursor: .visible(column: 0, row: 0))) == "⎋[H")
    #expect(readable(renderer.render(frame)) == "⎋[?25l")
  }

  @Test func aCellHoldsOneClusterWithControlsShownAsPlaceholders() {
    var renderer = RendererTests.renderer()
    var frame = Buffer(width: 10, height: 3)
    frame[0, 0] = Cell(symbol: "\u{1B}")
    frame[1, 0] = Cell(symbol: "\u{9B}")
    frame[2, 0] = Cell(symbol: "a\u{7}")
    frame[3, 0] = Cell(symbol: "")
    frame[4, 0] = Cell(symbol: "0123456789abcdef\u{1B}")
    frame[5, 0] = Cell(symbol: "\u{301}")
    #expect(readable(renderer.render(frame)) == "⎋[H\u{241B}\u{FFFD}a 0\u{FFFD}")
  }

  @Test func forceFullRedrawClearsAndRepaints() {
    var frame = Buffer(width: 4, height: 2)
    frame.write("ab", column: 0, row: 0)
    frame.write("c", column: 3, row: 1, style: Style(foreground: .green))
    var renderer = RendererTests.renderer(frame)
    renderer.forceFullRedraw()
    #expect(readable(renderer.render(frame)) == "⎋[?25l⎋[0m⎋[2J⎋[Hab⎋[B ⎋[32mc")
    #expect(renderer.render(frame) == [])
  }

  @Test func aNewSizeRepaintsEverything() {
    var renderer = RendererTests.renderer(Buffer(width: 4, height: 2))
    var frame = Buffer(width: 3, height: 2)
    frame.write("a", column: 0, row: 1)
    #expect(readable(renderer.render(frame)) == "⎋[0m⎋[2J⎋[2Ha")
  }

  @Test func framesAreWrappedInSynchronizedOutput() {
    let capabilities = TerminalCapabilities(colorDepth: .trueColor, synchronizedOutput: true)
    var renderer = RendererTests.renderer(capabilities: capabilities)
    var frame = Buffer(width: 10, height: 3)
    frame.write("x", column: 0, row: 0)
    #expect(readable(renderer.render(frame)) == "⎋[?2026h⎋[Hx⎋[?2026l")
    // Nothing changed: no bytes at all; only the cursor changed: no synchronized update.
    #expect(renderer.render(frame) == [])
    #expect(readable(renderer.render(frame, cursor: .visible(column: 0, row: 0))) == "␍⎋[?25h")
  }

  @Test func theFirstSynchronizedFrameIsWrappedWhole() {
    let capabilities = TerminalCapabilities(colorDepth: .trueColor, synchronizedOutput: true)
    var renderer = Renderer(capabilities: capabilities)
    var frame = Buffer(width: 3, height: 1)
    frame.write("ab", column: 0, row: 0)
    #expect(readable(renderer.render(frame)) == "⎋[?2026h⎋[0m⎋[2J⎋[Hab⎋[?25l⎋[?2026l")
  }

  @Test func rowsThatBecomeBlankAreErasedToTheirEnd() {
    var first = Buffer(width: 10, height: 2)
    first.write("some text", column: 0, row: 0)
    first.write("more text", column: 0, row: 1)
    var renderer = RendererTests.renderer(first)
    var frame = Buffer(width: 10, height: 2)
    frame.write("so", column: 0, row: 0)
    frame.write("more tex", column: 0, row: 1)
    #expect(readable(renderer.render(frame)) == "⎋[1;3H⎋[K⎋[2;9H ")
  }

  @Test func aRunOfChangesIntoABlankRowEndErasesIt() {
    var first = Buffer(width: 10, height: 1)
    first.write("abcdefgh", column: 0, row: 0)
    var renderer = RendererTests.renderer(first)
    var frame = Buffer(width: 10, height: 1)
    frame.write("xy", column: 0, row: 0)
    #expect(readable(renderer.render(frame)) == "␍xy⎋[K")
  }

  @Test func aRenderedCopyIsTheSameScreen() {
    let terminal = HeadlessTerminal(width: 6, height: 2)
    var frame = Buffer(width: 6, height: 2)
    frame.write("ab日", column: 0, row: 0, style: Style(foreground: .rgb(1, 2, 3)))
    terminal.render(frame)
    #expect(terminal.lines == ["ab日", ""])
    #expect(terminal.style(atColumn: 2, row: 0).foreground == .rgb(1, 2, 3))
  }
}
