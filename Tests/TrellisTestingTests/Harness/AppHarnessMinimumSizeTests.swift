import Testing
import Trellis
import TrellisTesting

/// The shell on a terminal smaller than `AppShell.minimumSize`: only a request to make it
/// bigger, only quit acts, and the app comes back as it was.
@MainActor
@Suite struct AppHarnessMinimumSizeTests {
  private func makeHarness() -> AppHarness {
    AppHarness(
      plugins: [HarnessTestCountersPlugin(), HarnessTestNotesPlugin()],
      size: TerminalSize(width: 60, height: 12))
  }

  @Test func theMinimumIsFortyByTen() {
    #expect(AppShell.minimumSize == Size(width: 40, height: 10))
    let harness = makeHarness()
    harness.resize(to: TerminalSize(width: 40, height: 10))
    #expect(harness.screen[1] == "Count: 0")
    harness.resize(to: TerminalSize(width: 39, height: 10))
    #expect(harness.screen[4] == "   Make the terminal at least 40×10")
    harness.resize(to: TerminalSize(width: 40, height: 9))
    #expect(harness.screen[4] == "    Make the terminal at least 40×10")
    #expect(harness.screen.filter { !$0.isEmpty }.count == 1)
  }

  @Test func tooSmallOnlyQuitActsAndMadeBiggerTheAppIsAsItWas() throws {
    let harness = makeHarness()
    try harness.send(keys: "+ + 2 h e l l o")
    #expect(harness.currentRoute == "notes")
    #expect(harness.screen[2] == "Note: hello")

    harness.resize(to: TerminalSize(width: 20, height: 6))
    #expect(harness.screen == ["", "", "Make the terminal at", "    least 40×10", "", ""])
    #expect(harness.shell.window.isBelowMinimumSize)
    #expect(!harness.terminal.cursor.isVisible)
    // Keys that would type, switch tabs, open the palette or the help, or go back: nothing.
    try harness.send(keys: "x 1 : ? esc")
    harness.send(paste: "pasted")
    harness.click(column: 2, row: 0)
    #expect(harness.currentRoute == "notes")
    #expect(harness.shell.palette == nil && harness.shell.help == nil)
    #expect(harness.screen[2] == "Make the terminal at")

    harness.resize(to: TerminalSize(width: 60, height: 12))
    #expect(harness.screen[0] == " Counters │ Notes │ Plugins │ Help")
    #expect(harness.screen[1] == "hello")
    #expect(harness.screen[2] == "Note: hello")
    #expect(harness.terminal.cursor.isVisible)
    try harness.send(keys: "alt-1")
    #expect(harness.screen[1] == "Count: 2")

    // Too small again, q still quits (it would type into a field otherwise).
    try harness.send(keys: "alt-2")
    harness.resize(to: TerminalSize(width: 30, height: 20))
    try harness.send(keys: "q")
    #expect(harness.didQuit)
  }

  @Test func ctrlCQuitsWhileTooSmall() throws {
    let harness = makeHarness()
    harness.resize(to: TerminalSize(width: 10, height: 3))
    try harness.send(keys: "ctrl-c")
    #expect(harness.didQuit)
  }
}
