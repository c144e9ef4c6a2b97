import Testing
import TrellisTerminal
import TrellisUI

@testable import TrellisCore

/// The shell's chrome on a cramped terminal: the help overlay keeps the descriptions, a
/// modal box takes its content's height.
@MainActor
@Suite struct ShellSmallTerminalTests {
  /// A view as tall as it says.
  final class Rows: View {
    let count: Int
    init(_ count: Int) {
      self.count = count
      super.init()
    }
    override func sizeThatFits(_ available: Size) -> Size {
      Size(width: available.width, height: Swift.min(count, available.height))
    }
  }

  /// The text inside the box on each row of `lines` that has one, trailing spaces trimmed.
  private func insides(_ lines: [String]) -> [String] {
    lines.compactMap { line in
      guard let first = line.firstIndex(of: "│"), let last = line.lastIndex(of: "│"),
        first < last
      else { return nil }
      var inside = String(line[line.index(after: first)..<last])
      while inside.last == " " { inside.removeLast() }
      return inside
    }
  }

  private let sections = [
    HelpSection(
      title: "App",
      hints: [
        KeyHint("esc or backspace", "back"), KeyHint("q", "quit"),
        KeyHint("tab, shift-tab", "next, previous field"),
      ])
  ]

  @Test func theHelpOverlayShowsEachHintOnARowWhenThereIsRoom() {
    let window = Window(rootView: View(), size: Size(width: 60, height: 10))
    window.present(HelpOverlay(sections: sections), placement: .centered, modal: true)
    #expect(
      insides(window.render().lines) == [
        " App", "   esc or backspace  back", "   q                 quit",
        "   tab, shift-tab    next, previous field",
      ])
  }

  @Test func aNarrowHelpOverlayWrapsKeysAndDescriptionsAndCutsNeither() {
    let window = Window(rootView: View(), size: Size(width: 30, height: 10))
    window.present(HelpOverlay(sections: sections), placement: .centered, modal: true)
    // The key column narrows to its longest word; the descriptions wrap in what is left.
    #expect(
      insides(window.render().lines) == [
        " App", "   esc or     back", "   backspace", "   q          quit",
        "   tab,       next,", "   shift-tab  previous", "              field",
      ])
  }

  @Test func aModalBoxIsAsTallAsItsContentWithinTheWindow() {
    let window = Window(rootView: View(), size: Size(width: 60, height: 24))
    let frame = ModalScreenFrame(content: Rows(5), title: "Form")
    window.present(frame, placement: .centered, modal: true)
    _ = window.render()
    // Five rows and the box's edges, centered; as wide as the window less 4 a side.
    #expect(frame.frame == Rect(x: 4, y: 8, width: 52, height: 7))
    #expect(frame.content.frame == Rect(x: 5, y: 9, width: 50, height: 5))
    // Taller content is capped by the window less two rows above and below.
    let tall = ModalScreenFrame(content: Rows(100), title: "Long")
    window.present(tall, placement: .centered, modal: true)
    _ = window.render()
    #expect(tall.frame == Rect(x: 4, y: 2, width: 52, height: 20))
    // On a small window the margins shrink: one row, and the columns the width allows.
    window.resize(Size(width: 40, height: 10))
    _ = window.render()
    #expect(tall.frame == Rect(x: 4, y: 1, width: 32, height: 8))
    // A view that does not say its size gets the largest box.
    let plain = ModalScreenFrame(content: View(), title: "Plain")
    window.present(plain, placement: .centered, modal: true)
    _ = window.render()
    #expect(plain.frame == Rect(x: 4, y: 1, width: 32, height: 8))
  }

  @Test func theStatusBarKeepsHelpAndQuitAndShowsAMessagesFirstLine() throws {
    let fixture = CoreTestShellFixture(width: 40, height: 10)
    fixture.shell.window.focus(fixture.counter)
    fixture.counterHints = [KeyHint("+", "add one"), KeyHint("-", "take one")]
    fixture.settle()
    #expect(fixture.lines[9] == "+ add one  - take one  ? help  q quit")
    // An error of several lines: its first line, and where to read the rest.
    fixture.shell.status.error("Could not sync\nthe server said 500\nretrying in 5 s")
    fixture.settle()
    #expect(fixture.lines[9] == "? help  q quit  Could not… (m: messages)")
    // In a text field `m` types: the marker says how to get there instead.
    fixture.shell.window.focus(fixture.field)
    fixture.settle()
    #expect(fixture.lines[9].hasSuffix("(ctrl-p, Messages)"))
    fixture.shell.window.focus(fixture.counter)
    fixture.settle()
    // A toast sits above the status bar, never over it.
    fixture.shell.toast("Counter deleted", action: KeyHint("u", "undo"))
    fixture.settle()
    #expect(fixture.lines[8].contains("Counter deleted  u undo"))
    #expect(fixture.lines[9].hasPrefix("? help  q quit"))
  }
}
