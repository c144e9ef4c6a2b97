import Testing
import TrellisTerminal

/// Clusters whose width terminals disagree on, and neighbours a terminal would join.
extension RendererTests {
  /// Renders `frame` over a blank screen of its size; returns the frame's bytes (after the
  /// full repaint's prefix) and the terminal, checked to show `frame` exactly.
  static func joinRoundTrip(_ frame: Buffer) -> (String, HeadlessTerminal) {
    let terminal = HeadlessTerminal(
      width: frame.width, height: frame.height, capabilities: plainTerminal)
    terminal.render(Buffer(width: frame.width, height: frame.height))
    terminal.render(frame)
    for row in 0..<frame.height {
      for column in 0..<frame.width {
        #expect(
          terminal.buffer.symbol(column: column, row: row)
            == frame.symbol(column: column, row: row), "cell \(column),\(row)")
        #expect(terminal.cell(atColumn: column, row: row).width == frame[column, row].width)
      }
    }
    #expect(terminal.anomalies == [])
    return (readable(terminal.lastFrameBytes), terminal)
  }

  @Test func aLoneSkinToneAfterAnEmojiIsNotWrittenInItsRun() {
    var frame = Buffer(width: 8, height: 1)
    frame.write("👍", column: 0, row: 0)
    frame[2, 0] = Cell(symbol: "🏽")
    frame.write("x", column: 4, row: 0)
    let (bytes, _) = RendererTests.joinRoundTrip(frame)
    #expect(bytes == "⎋[H👍⎋[1;3H🏽x")
  }

  @Test func twoLoneRegionalIndicatorsAreNotWrittenAsOneRun() {
    var frame = Buffer(width: 6, height: 1)
    frame[0, 0] = Cell(symbol: "🇩")
    frame[1, 0] = Cell(symbol: "🇪")
    frame[2, 0] = Cell(symbol: "x")
    let (bytes, _) = RendererTests.joinRoundTrip(frame)
    #expect(bytes == "⎋[H🇩⎋[1;2H🇪⎋[1;3Hx")
  }

  @Test func aLoneMarkCannotBeACell() {
    // What shows nothing on its own could only join the cell before it: a cell shows U+FFFD
    // instead, and writing skips it.
    #expect(Cell(symbol: "\u{301}").symbol == "\u{FFFD}")
    var frame = Buffer(width: 6, height: 1)
    frame.write("e", column: 0, row: 0)
    #expect(frame.write("\u{301}", column: 1, row: 0) == 1)
    #expect(frame.lines == ["e"])
  }

  @Test func aSpacingMarkTakesACellOfItsOwnAndIsWrittenAfterACursorMove() {
    // Terminals give a spacing mark (Devanagari's vowel sign ा) a column of its own, even
    // after its letter: a cell, which a terminal that joins clusters must not join.
    #expect(Cell(symbol: "\u{93E}").symbol == "\u{93E}")
    var frame = Buffer(width: 6, height: 1)
    #expect(frame.write("का!", column: 0, row: 0) == 3)
    #expect(frame.symbol(column: 1, row: 0) == "\u{93E}")
    let (bytes, _) = RendererTests.joinRoundTrip(frame)
    #expect(bytes == "⎋[Hक⎋[1;2Hा!")
  }

  @Test(arguments: ["1️⃣", "❤️", "👩‍💻", "🇫🇷", "👍🏽", "e\u{301}", "👨‍👩‍👧‍👦"])
  func afterAClusterOfUncertainWidthTheCursorMovesAbsolutely(cluster: String) {
    var frame = Buffer(width: 6, height: 2)
    frame.write(cluster + "ab", column: 0, row: 0)
    frame.write("c", column: 0, row: 1)
    let columns = DisplayWidth.of(Character(cluster))
    let (bytes, terminal) = RendererTests.joinRoundTrip(frame)
    #expect(bytes == "⎋[H\(cluster)⎋[1;\(columns + 1)Hab␍␊c")
    #expect(terminal.lines == [cluster + "ab", "c"])
  }

  @Test func keycapsAreTwoColumnsWide() {
    var frame = Buffer(width: 6, height: 1)
    let end = frame.write("#️⃣1️⃣x", column: 0, row: 0)
    #expect(end == 5)
    #expect(frame[1, 0].isContinuation && frame[3, 0].isContinuation)
    let (bytes, _) = RendererTests.joinRoundTrip(frame)
    #expect(bytes == "⎋[H#️⃣⎋[1;3H1️⃣⎋[1;5Hx")
  }

  @Test func theEmulatorJoinsAModifierWrittenStraightAfterItsBase() {
    let terminal = HeadlessTerminal(width: 6, height: 1)
    terminal.write(Array("👍".utf8))
    terminal.write(Array("🏽x".utf8))
    #expect(terminal.lines == ["👍🏽x"])
    #expect(terminal.buffer.symbol(column: 0, row: 0) == "👍🏽")
    #expect(terminal.cursor.column == 3)
    #expect(terminal.anomalies.count == 1)
  }

  @Test func theEmulatorJoinsRegionalIndicatorsIntoAFlag() {
    let terminal = HeadlessTerminal(width: 6, height: 1)
    terminal.write(Array("🇩".utf8) + Array("\u{1B}[31m".utf8) + Array("🇪".utf8))
    #expect(terminal.buffer.symbol(column: 0, row: 0) == "🇩🇪")
    #expect(terminal.cell(atColumn: 0, row: 0).width == 2)
    #expect(terminal.cursor.column == 2)
  }

  @Test func aCursorMoveKeepsTheEmulatorFromJoining() {
    let terminal = HeadlessTerminal(width: 6, height: 1)
    terminal.write(Array("👍\u{1B}[1;3H🏽".utf8))
    #expect(terminal.buffer.symbol(column: 0, row: 0) == "👍")
    #expect(terminal.buffer.symbol(column: 2, row: 0) == "🏽")
    #expect(terminal.anomalies == [])
  }
}
