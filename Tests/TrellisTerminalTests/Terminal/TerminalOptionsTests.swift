import Testing
import TrellisTerminal

@Suite struct TerminalOptionsTests {
  static let esc = "\u{1B}"

  @Test func everyModeStartsInOrder() {
    let expected =
      "\(Self.esc)[?1049h\(Self.esc)[?25l\(Self.esc)[?7l\(Self.esc)[?2004h"
      + "\(Self.esc)[?1000h\(Self.esc)[?1002h\(Self.esc)[?1006h\(Self.esc)[?1004h"
    #expect(TerminalOptions.all.startSequence == Array(expected.utf8))
  }

  @Test func everyModeStopsInReverseAfterSyncOffAndStyleReset() {
    let expected =
      "\(Self.esc)[?2026l\(Self.esc)[0m"
      + "\(Self.esc)[?1004l\(Self.esc)[?1006l\(Self.esc)[?1002l\(Self.esc)[?1000l"
      + "\(Self.esc)[?2004l\(Self.esc)[?7h\(Self.esc)[?25h\(Self.esc)[?1049l"
    #expect(TerminalOptions.all.stopSequence == Array(expected.utf8))
  }

  @Test func eachOptionSelectsItsModes() {
    var options = TerminalOptions.rawOnly
    #expect(options.modes.isEmpty)
    #expect(options.startSequence.isEmpty)
    // Whatever the options, the cursor is shown at the end: a renderer may have hidden it.
    #expect(
      String(decoding: options.stopSequence, as: UTF8.self)
        == "\(Self.esc)[?2026l\(Self.esc)[0m\(Self.esc)[?25h")
    options.mouse = .buttons
    #expect(options.modes == [.mouseButtons, .mouseSGR])
    options.mouse = .buttonsAndDrag
    options.focusEvents = true
    #expect(options.modes == [.mouseButtons, .mouseDrag, .mouseSGR, .focusEvents])
    options = TerminalOptions(hideCursor: false, mouse: .off, focusEvents: false)
    #expect(
      String(decoding: options.stopSequence, as: UTF8.self)
        == "\(Self.esc)[?2026l\(Self.esc)[0m\(Self.esc)[?25h\(Self.esc)[?2004l"
        + "\(Self.esc)[?7h\(Self.esc)[?1049l")
    options = TerminalOptions(alternateScreen: false, mouse: .off)
    #expect(options.modes == [.hiddenCursor, .autowrapOff, .bracketedPaste, .focusEvents])
    #expect(
      String(decoding: options.stopSequence, as: UTF8.self)
        == "\(Self.esc)[?2026l\(Self.esc)[0m\(Self.esc)[?1004l\(Self.esc)[?2004l"
        + "\(Self.esc)[?7h\(Self.esc)[?25h")
  }

  @Test(arguments: [
    (TerminalMode.alternateScreen, "[?1049h", "[?1049l"),
    (.hiddenCursor, "[?25l", "[?25h"),
    (.autowrapOff, "[?7l", "[?7h"),
    (.bracketedPaste, "[?2004h", "[?2004l"),
    (.mouseButtons, "[?1000h", "[?1000l"),
    (.mouseDrag, "[?1002h", "[?1002l"),
    (.mouseSGR, "[?1006h", "[?1006l"),
    (.focusEvents, "[?1004h", "[?1004l"),
    (.synchronizedOutput, "[?2026h", "[?2026l"),
  ])
  func modeSequences(mode: TerminalMode, on: String, off: String) {
    #expect(mode.enableSequence == Array((Self.esc + on).utf8))
    #expect(mode.disableSequence == Array((Self.esc + off).utf8))
  }

  @Test func sizeFromTheEnvironmentNeedsBothPositiveNumbers() {
    #expect(
      TerminalSize(environment: ["COLUMNS": "120", "LINES": "40"]) == .init(width: 120, height: 40))
    #expect(TerminalSize(environment: ["COLUMNS": "120"]) == nil)
    #expect(TerminalSize(environment: ["COLUMNS": "0", "LINES": "40"]) == nil)
    #expect(TerminalSize(environment: ["COLUMNS": "wide", "LINES": "40"]) == nil)
    #expect(TerminalSize.fallback.description == "80x24")
  }

  @Test func errorsSayWhatToDo() {
    #expect(
      TerminalError.notATerminal(fileDescriptor: 1).description.contains(
        "Run the program in a terminal"))
    #expect(TerminalError.writeFailed(errno: 5).description.contains("Input/output error"))
    #expect(TerminalError.tooManyTerminals(limit: 8).description.contains("stop one"))
  }
}
