import Testing
import TrellisCore
import TrellisTerminal
import TrellisTesting
import TrellisUI

/// The hints the shell lists: a key once, with its innermost meaning, and only the keys
/// that act where the input is.
@MainActor
@Suite struct ShellHintsTests {
  @Test func aKeyIsListedOnceWithTheMeaningOfTheViewThatGetsItFirst() throws {
    let fixture = CoreTestShellFixture(width: 80)
    fixture.counterHints = [KeyHint("↑↓", "scroll"), KeyHint("esc", "cancel")]
    fixture.shell.screenHints = {
      [KeyHint("↑↓", "scroll"), KeyHint("esc", "back", importance: .low), KeyHint("?", "ask")]
    }
    fixture.shell.window.focus(fixture.counter)
    try fixture.send("+")
    #expect(fixture.lines[11] == "↑↓ scroll  esc cancel  ? ask  : palette  q quit")
    // The help overlay lists the screen's keys by the same rule.
    let screen = try #require(fixture.shell.helpSections.first { $0.title == "Screen" })
    #expect(screen.hints.map(\.keys) == ["↑↓", "esc", "?"])
    #expect(screen.hints.map(\.action) == ["scroll", "cancel", "ask"])
  }

  @Test func aDialogListsItsKeysAndOnlyTheAppKeysThatGetPastIt() throws {
    let fixture = CoreTestShellFixture(width: 100)
    fixture.shell.screenHints = { [KeyHint("esc", "back", importance: .low)] }
    fixture.shell.window.focus(fixture.counter)
    let dialog = Dialog(
      title: "Discard changes?", message: "The form has changes.",
      options: [
        Dialog.Option("Discard", shortcut: "y"),
        Dialog.Option("Keep editing", shortcut: "n", isCancel: true),
      ], defaultIndex: 1)
    dialog.present(in: fixture.shell.window)
    fixture.settle()
    #expect(
      fixture.lines[11]
        == "enter press  y Discard  n Keep editing  esc Keep editing  ctrl-p palette  ctrl-c quit")
    // What is not listed does nothing there; what is listed acts.
    try fixture.send("q : ?")
    #expect(fixture.quits == 0)
    #expect(fixture.shell.palette == nil)
    #expect(fixture.shell.help == nil)
    #expect(fixture.shell.window.overlays.count == 1)
    try fixture.send("ctrl-p")
    #expect(fixture.shell.palette != nil)
    try fixture.send("esc ctrl-c")
    #expect(fixture.quits == 1)
    // Once the dialog is answered, the app's keys are listed again.
    try fixture.send("n")
    #expect(fixture.shell.window.overlays.isEmpty)
    #expect(fixture.lines[11] == "esc back  : palette  ? help  q quit")
  }

  @Test func aDialogWithNothingToFocusStillKeepsTheAppKeys() throws {
    let fixture = CoreTestShellFixture(width: 80)
    fixture.shell.window.focus(fixture.counter)
    fixture.counterHints = [KeyHint("+", "add")]
    let notice = Dialog(title: "Busy", message: "Saving…", options: [])
    notice.present(in: fixture.shell.window)
    fixture.settle()
    #expect(fixture.shell.window.focusedView == nil)
    #expect(fixture.lines[11] == "ctrl-p palette  ctrl-c quit")
  }

  @Test func theHelpPageListsItsScrollKeysOnce() {
    let harness = AppHarness(plugins: [], size: TerminalSize(width: 80, height: 12), route: "help")
    #expect(harness.currentRoute == "help")
    #expect(harness.screen[11] == "↑↓ scroll  : palette  ? help  q quit")
  }
}
