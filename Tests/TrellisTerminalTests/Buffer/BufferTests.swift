import Testing
import TrellisTerminal

@Suite struct BufferTests {
  @Test func writesTextOneGraphemeACell() {
    var buffer = Buffer(width: 10, height: 2)
    let end = buffer.write("héllo", column: 1, row: 0)
    #expect(end == 6)
    #expect(buffer.lines == [" héllo", ""])
    #expect(buffer[2, 0].symbol == "é")
  }

  @Test func wideGlyphsTakeTwoColumnsWithAContinuation() {
    var buffer = Buffer(width: 6, height: 1)
    let end = buffer.write("日本", column: 0, row: 0)
    #expect(end == 4)
    #expect(buffer[0, 0].width == 2)
    #expect(buffer[1, 0].isContinuation)
    #expect(buffer.line(0) == "日本  ")
  }

  @Test func aWideGlyphThatWouldCrossTheEdgeIsNotWritten() {
    var buffer = Buffer(width: 5, height: 1)
    let end = buffer.write("ab日本", column: 0, row: 0)
    #expect(end == 4)
    #expect(buffer.line(0) == "ab日 ")
    buffer.set(Cell(symbol: "本"), column: 4, row: 0)
    #expect(buffer[4, 0] == .blank)
  }

  @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
    var buffer = Buffer(width: 6, height: 1)
    buffer.write("日本", column: 0, row: 0)
    buffer.write("x", column: 1, row: 0)
    #expect(buffer.line(0) == " x本  ")
    buffer.write("y", column: 2, row: 0)
    #expect(buffer.line(0) == " xy   ")
    #expect(buffer.cells.allSatisfy { !$0.isContinuation })
  }

  @Test func aWideGlyphOverTheLeftHalfOfAnotherKeepsTheBufferValid() {
    var buffer = Buffer(width: 6, height: 1)
    buffer.write("日本", column: 1, row: 0)
    buffer.write("中", column: 2, row: 0)
    #expect(buffer.line(0) == "  中  ")
    #expect(buffer[2, 0].width == 2 && buffer[3, 0].isContinuation)
    #expect(!buffer[4, 0].isContinuation)
  }

  @Test func mixedTextKeepsClustersWholeAndShowsControlsAsPlaceholders() {
    var buffer = Buffer(width: 12, height: 1)
    let end = buffer.write("ae\u{301}b·日c\r\nd\u{1B}", column: 0, row: 0)
    #expect(end == 11)
    #expect(buffer.line(0) == "aéb·日c\u{240D}\u{240A}d\u{241B} ")
    #expect(buffer[1, 0].symbol == "e\u{301}")
    #expect(buffer[4, 0].width == 2 && buffer[5, 0].isContinuation)
  }

  @Test func asciiTextOverAWideGlyphKeepsTheBufferValid() {
    var buffer = Buffer(width: 4, height: 1)
    buffer.write("日本", column: 0, row: 0)
    buffer.write("x", column: 1, row: 0)
    #expect(buffer.line(0) == " x本")
    #expect(buffer.cells.filter(\.isContinuation).count == 1)
  }

  @Test func clipStopsWriting() {
    var buffer = Buffer(width: 10, height: 1)
    let end = buffer.write("abcdef", column: 2, row: 0, clip: Rect(x: 2, y: 0, width: 3, height: 1))
    #expect(end == 5)
    #expect(buffer.lines == ["  abc"])
  }

  @Test func resizeKeepsTheTopLeft() {
    var buffer = Buffer(width: 4, height: 2)
    buffer.write("ab日", column: 0, row: 0)
    buffer.write("cd", column: 0, row: 1)
    buffer.resize(width: 3, height: 1)
    #expect(buffer.lines == ["ab"])
    #expect(buffer.width == 3 && buffer.height == 1)
  }
}
