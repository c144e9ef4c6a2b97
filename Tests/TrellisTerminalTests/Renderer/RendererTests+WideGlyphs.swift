import Testing
import TrellisTerminal

extension RendererTests {
  /// Renders `first`, then `next`, on a 6×2 screen; returns the second frame's bytes and
  /// the screen's lines after it.
  static func wideTransition(_ first: String, _ next: String, at column: Int = 0) -> (
    String, [String]
  ) {
    let terminal = HeadlessTerminal(width: 6, height: 2, capabilities: plainTerminal)
    var frame = Buffer(width: 6, height: 2)
    frame.write(first, column: 0, row: 0)
    terminal.render(frame)
    frame.write(next, column: column, row: 0)
    terminal.render(frame)
    #expect(terminal.anomalies == [])
    return (readable(terminal.lastFrameBytes), terminal.lines)
  }

  @Test func wideGlyphsNeedNoMoveBetweenThem() {
    var renderer = RendererTests.renderer(Buffer(width: 4, height: 2))
    var frame = Buffer(width: 4, height: 2)
    frame.write("日本", column: 0, row: 0)
    frame.write("中文", column: 0, row: 1)
    #expect(readable(renderer.render(frame)) == "⎋[H日本␍␊中文")
  }

  @Test func aWideGlyphOverTwoNarrowCells() {
    let (bytes, lines) = RendererTests.wideTransition("ab", "日")
    #expect(bytes == "␍日")
    #expect(lines == ["日", ""])
  }

  @Test func aNarrowCellOverAWideGlyphClearsItsOtherHalf() {
    let (bytes, lines) = RendererTests.wideTransition("日", "a")
    #expect(bytes == "␍a ")
    #expect(lines == ["a", ""])
  }

  @Test func aWideGlyphMovedOneColumnRight() {
    let (bytes, lines) = RendererTests.wideTransition("日", " 日")
    #expect(bytes == "␍ 日")
    #expect(lines == [" 日", ""])
  }

  @Test func aNarrowCellOverTheRightHalfOfAWideGlyph() {
    let (bytes, lines) = RendererTests.wideTransition("日本", "x", at: 1)
    #expect(bytes == "␍ x")
    #expect(lines == [" x本", ""])
  }

  @Test func aWideGlyphOverTheLeftHalfOfAnother() {
    let (bytes, lines) = RendererTests.wideTransition("a日本", "中", at: 2)
    // 中 over 日's right half and 本's left half: 日's left half and 本's right half blank.
    // Back to column 1 by a carriage return and writing "a" again.
    #expect(bytes == "␍a 中 ")
    #expect(lines == ["a 中", ""])
  }

  @Test func emojiAndCJKAreWrittenOnceWithAMoveAfterClustersOfUncertainWidth() {
    let terminal = HeadlessTerminal(width: 8, height: 1, capabilities: RendererTests.plainTerminal)
    var frame = Buffer(width: 8, height: 1)
    frame.write("😀👩‍💻🇫🇷日", column: 0, row: 0)
    terminal.render(frame)
    #expect(readable(terminal.lastFrameBytes) == "⎋[?25l⎋[0m⎋[2J⎋[H😀👩‍💻⎋[1;5H🇫🇷⎋[1;7H日")
    #expect(terminal.lines == ["😀👩‍💻🇫🇷日"])
    #expect(terminal.anomalies == [])
  }
}
