import Testing
import TrellisTerminal

@Suite struct HeadlessTerminalTests {
  static func bytes(_ text: String) -> [UInt8] {
    Array(text.replacingEscapes.utf8)
  }

  @Test func showsTextStylesAndTheCursor() {
    let terminal = HeadlessTerminal(width: 12, height: 3)
    var frame = Buffer(width: 12, height: 3)
    frame.write("Name:", column: 0, row: 0, style: Style(attributes: .bold))
    frame.write("日本 ok", column: 1, row: 1, style: Style(foreground: .rgb(10, 20, 30)))
    terminal.render(frame, cursor: .visible(column: 6, row: 0))
    #expect(terminal.lines == ["Name:", " 日本 ok", ""])
    #expect(terminal.screen == "Name:\n 日本 ok\n")
    #expect(terminal.style(atColumn: 0, row: 0) == Style(attributes: .bold))
    #expect(terminal.style(atColumn: 3, row: 1).foreground == .rgb(10, 20, 30))
    #expect(terminal.cell(atColumn: 1, row: 1).width == 2)
    #expect(terminal.cell(atColumn: 2, row: 1).isContinuation)
    #expect(terminal.cursor == .visible(column: 6, row: 0))
    #expect(terminal.buffer.lines == terminal.lines)
    #expect(terminal.anomalies == [])
  }

  @Test func aCursorOutsideTheScreenIsKeptOnIt() {
    let terminal = HeadlessTerminal(width: 5, height: 2)
    terminal.render(Buffer(width: 5, height: 2), cursor: .visible(column: 9, row: -3))
    #expect(terminal.cursor == .visible(column: 4, row: 0))
    #expect(terminal.anomalies == [])
  }

  @Test func keepsEveryByteAndTheLastFrames() {
    let terminal = HeadlessTerminal(width: 5, height: 1)
    var frame = Buffer(width: 5, height: 1)
    frame.write("ab", column: 0, row: 0)
    terminal.render(frame)
    let first = terminal.lastFrameBytes
    frame.write("c", column: 3, row: 0)
    terminal.render(frame)
    #expect(readable(terminal.lastFrameBytes) == "⎋[?2026h c⎋[?2026l")
    #expect(terminal.bytesWritten == first + terminal.lastFrameBytes)
    terminal.render(frame)
    #expect(terminal.lastFrameBytes == [])
    #expect(terminal.frameCount == 3)
    #expect(terminal.lines == ["ab c"])
  }

  @Test func aResizeRepaintsTheWholeScreen() {
    let terminal = HeadlessTerminal(width: 6, height: 2)
    var frame = Buffer(width: 6, height: 2)
    frame.write("abcdef", column: 0, row: 0)
    frame.write("ghijkl", column: 0, row: 1)
    terminal.render(frame)
    terminal.resize(width: 4, height: 3)
    frame.resize(width: 4, height: 3)
    frame.write("xy", column: 0, row: 2)
    terminal.render(frame)
    #expect(readable(terminal.lastFrameBytes).hasPrefix("⎋[?2026h⎋[0m⎋[2J⎋[Habcd"))
    #expect(terminal.lines == ["abcd", "ghij", "xy"])
    #expect(terminal.anomalies == [])
  }

  @Test func theEmulatorBlanksTheOtherHalfOfAnOverwrittenWideGlyph() {
    let terminal = HeadlessTerminal(width: 6, height: 1)
    terminal.write(HeadlessTerminalTests.bytes("日本\r a"))
    #expect(terminal.lines == [" a本"])
    terminal.write(HeadlessTerminalTests.bytes("⎋[1;4Hb"))
    #expect(terminal.lines == [" a b"])
    #expect(terminal.cell(atColumn: 2, row: 0) == .blank)
  }

  @Test func theEmulatorReadsSGR() {
    let terminal = HeadlessTerminal(width: 6, height: 1)
    terminal.write(
      HeadlessTerminalTests.bytes("⎋[1;4;38;5;200;48;2;1;2;3mA⎋[22;39;49mB⎋[mC⎋[97;104mD"))
    #expect(
      terminal.style(atColumn: 0, row: 0)
        == Style(
          foreground: .indexed(200), background: .rgb(1, 2, 3), attributes: [.bold, .underline]))
    #expect(terminal.style(atColumn: 1, row: 0) == Style(attributes: .underline))
    #expect(terminal.style(atColumn: 2, row: 0) == .plain)
    #expect(
      terminal.style(atColumn: 3, row: 0) == Style(foreground: .ansi(15), background: .ansi(12)))
    #expect(terminal.anomalies == [])
  }

  @Test func theEmulatorErasesWithTheBackground() {
    let terminal = HeadlessTerminal(width: 4, height: 2)
    terminal.write(HeadlessTerminalTests.bytes("abcd⎋[2;1Hefgh⎋[1;3H⎋[44m⎋[K"))
    #expect(terminal.lines == ["ab", "efgh"])
    #expect(terminal.style(atColumn: 3, row: 0) == Style(background: .blue))
    terminal.write(HeadlessTerminalTests.bytes("⎋[0m⎋[2J"))
    #expect(terminal.lines == ["", ""])
  }

  @Test func theEmulatorReportsWhatARealTerminalMightDoDifferently() {
    let wrapping = HeadlessTerminal(width: 3, height: 1, autowrap: true)
    wrapping.write(HeadlessTerminalTests.bytes("abcd"))
    #expect(wrapping.lines == ["d"])
    #expect(wrapping.anomalies.count == 2)  // a wrap, then a scroll

    let clipped = HeadlessTerminal(width: 3, height: 1, autowrap: false)
    clipped.write(HeadlessTerminalTests.bytes("abcd⎋[5;5H⎋[3q\u{7}"))
    #expect(clipped.lines == ["abd"])
    #expect(clipped.anomalies.count == 3)
  }

  @Test func theEmulatorFollowsModes() {
    let terminal = HeadlessTerminal(width: 3, height: 1)
    terminal.write(HeadlessTerminalTests.bytes("⎋[?1049h⎋[?25l⎋[?7h⎋[?2026h"))
    #expect(terminal.privateModes == [1049])
    #expect(!terminal.cursor.isVisible)
    #expect(terminal.autowrap)
    #expect(terminal.isInSynchronizedUpdate)
    terminal.write(HeadlessTerminalTests.bytes("⎋[?2026l⎋[?1049l⎋[?25h"))
    #expect(terminal.privateModes == [])
    #expect(terminal.cursor.isVisible)
    #expect(!terminal.isInSynchronizedUpdate)
  }
}

extension String {
  /// This text with `⎋` replaced by ESC.
  fileprivate var replacingEscapes: String {
    String(String.UnicodeScalarView(unicodeScalars.map { $0 == "⎋" ? "\u{1B}" : $0 }))
  }
}
