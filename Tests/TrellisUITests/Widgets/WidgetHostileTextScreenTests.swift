import Testing
import TrellisRx
import TrellisRxTest
import TrellisTerminal

@testable import TrellisUI

/// A whole screen of widgets showing hostile text, drawn through the real renderer into a
/// headless terminal: the payload shows as placeholders and none of it reaches the bytes.
@Suite struct WidgetHostileTextScreenTests {
  /// Clears the screen, sets the window title, a C1 CSI, a right-to-left override.
  private let payload = "x\u{1B}[2J\u{1B}]0;pwned\u{07}\u{9B}31m\u{202E}y"
  private let shown = "x␛[2J␛]0;pwned␇\u{FFFD}31m\u{FFFD}y"

  @Test @MainActor func noEscapeFromDataReachesTheTerminal() {
    let label = Label(payload)
    let button = Button(payload)
    let field = TextField(text: payload)
    let tabs = TabBar(titles: [payload])
    let spinner = ActivityIndicator(frames: [payload], text: payload)
    spinner.startAnimating()
    let status = StatusBar(hints: [KeyHint(payload, payload)], message: .error(payload))
    let stack = StackView(
      axis: .vertical,
      [label, button, field, tabs, spinner, status].map { ($0 as View, SizeRule.fixed(1)) })
    let window = Window(rootView: stack, size: Size(width: 80, height: 20))
    window.focus(field)
    let scheduler = TestScheduler(initialClock: 0)
    Toast(payload, action: KeyHint("u", payload)).show(in: window, scheduler: scheduler)
    let dialog = Dialog(title: payload, message: payload, options: [.init(payload)])
    dialog.present(in: window)

    let terminal = HeadlessTerminal(width: 80, height: 20)
    // A first, blank frame: the renderer's own full redraw (which erases the screen) is
    // out of the way, and the next frame's bytes are the widgets' alone.
    terminal.render(Buffer(width: 80, height: 20))
    let cursor = window.cursorPosition.map {
      CursorState(column: $0.column, row: $0.row, isVisible: true)
    }
    terminal.render(window.render(), cursor: cursor ?? .hidden)

    let lines = terminal.lines
    for row in 0..<6 {
      #expect(lines[row].contains(shown), "row \(row): \(lines[row])")
    }
    let dialogRows = lines.indices.filter { lines[$0].contains("┌") }
    #expect(dialogRows.count == 1)
    if let top = dialogRows.first {
      #expect(lines[top].contains(shown))
      #expect(lines[top + 1].contains(shown))
      #expect(lines[top + 3].contains("[ " + shown + " ]"))
    }
    #expect(lines[18].contains(shown))
    #expect(terminal.anomalies.isEmpty)

    let bytes = terminal.lastFrameBytes
    #expect(!bytes.isEmpty)
    func contains(_ needle: [UInt8]) -> Bool {
      guard needle.count <= bytes.count else { return false }
      return (0...(bytes.count - needle.count)).contains {
        Array(bytes[$0..<($0 + needle.count)]) == needle
      }
    }
    #expect(!contains(Array("\u{1B}[2J".utf8)))
    #expect(!contains(Array("\u{1B}]0;".utf8)))
    #expect(!contains([0x07]))
    #expect(!contains(Array("\u{9B}".utf8)))
    #expect(!contains(Array("\u{202E}".utf8)))
  }
}
