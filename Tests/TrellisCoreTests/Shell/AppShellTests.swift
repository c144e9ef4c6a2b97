import TerminalTestSupport
import Testing
import TrellisCore
import TrellisTerminal
import TrellisUI

@MainActor
@Suite struct AppShellTests {
  @Test func drawsTheTabsTheScreenAndTheStatusBar() {
    let fixture = CoreTestShellFixture()
    let lines = fixture.lines
    #expect(lines[0] == " Counters │ Tasks │ Plugins")
    #expect(lines[1] == "name")
    #expect(lines[2] == "count: 0")
    // The field has the focus: its caret shows, and the hints leave out the keys it would
    // type (`: palette  ? help  q quit`), keeping those that act there.
    #expect(lines[11] == "ctrl-u clear  ctrl-w word  ctrl-p palette  ctrl-c quit")
    #expect(fixture.target.terminal.cursor == .visible(column: 0, row: 1))
  }

  @Test func numberKeysSelectTabsOutsideTextFields() throws {
    let fixture = CoreTestShellFixture()
    try fixture.send("2")
    #expect(fixture.selectedTabs.isEmpty)  // the field typed it
    #expect(fixture.field.text == "2")
    fixture.shell.window.focus(fixture.counter)
    try fixture.send("3 1 9")
    #expect(fixture.selectedTabs == [2, 0])
    #expect(fixture.shell.selectedTab == 0)
  }

  @Test func altNumberSelectsATabFromAnywhere() throws {
    let fixture = CoreTestShellFixture()
    try fixture.send("alt-2")
    #expect(fixture.selectedTabs == [1])
    #expect(fixture.field.text.isEmpty)
    #expect(fixture.lines[0] == " Counters │ Tasks │ Plugins")
    #expect(fixture.target.terminal.style(atColumn: 12, row: 0).attributes.contains(.reverse))
  }

  @Test func aClickOnATitleSelectsItsTab() {
    let fixture = CoreTestShellFixture()
    fixture.send(.mouse(MouseEvent(.press, button: .left, column: 22, row: 0)))
    #expect(fixture.selectedTabs == [2])
  }

  @Test func qQuitsUnlessATextFieldTakesIt() throws {
    let fixture = CoreTestShellFixture()
    try fixture.send("q")
    #expect(fixture.quits == 0)
    #expect(fixture.field.text == "q")
    fixture.shell.window.focus(fixture.counter)
    try fixture.send("q")
    #expect(fixture.quits == 1)
  }

  @Test func ctrlCQuitsFromAnywhere() throws {
    let fixture = CoreTestShellFixture()
    try fixture.send("ctrl-c")
    fixture.shell.window.focus(fixture.counter)
    try fixture.send(": ctrl-c")
    #expect(fixture.shell.palette != nil)
    try fixture.send("esc ? ctrl-c")
    #expect(fixture.quits == 3)
  }

  @Test func escAndBackspaceGoBack() throws {
    let fixture = CoreTestShellFixture()
    try fixture.send("esc")
    #expect(fixture.backs == 1)
    try fixture.send("a backspace")  // the field deletes the a
    #expect(fixture.backs == 1)
    fixture.shell.window.focus(fixture.counter)
    try fixture.send("backspace")
    #expect(fixture.backs == 2)
  }

  @Test func thePaletteOpensWithColonOrCtrlPAndCloses() throws {
    let fixture = CoreTestShellFixture()
    fixture.shell.window.focus(fixture.counter)
    try fixture.send(":")
    let palette = try #require(fixture.shell.palette)
    #expect(palette.rowTitles == ["Counters", "Edit task", "Reset counters", "Plugins"])
    #expect(fixture.lines.contains { $0.contains("Go to") })
    #expect(fixture.lines[11].hasPrefix("↑↓ select  enter choose  esc close"))
    try fixture.send("esc")
    #expect(fixture.shell.palette == nil)
    #expect(fixture.shell.window.focusedView === fixture.counter)
    #expect(!fixture.lines.contains { $0.contains("Go to") })
    try fixture.send("ctrl-p")
    #expect(fixture.shell.palette != nil)
  }

  @Test func thePaletteMatchesAsYouTypeAndRunsTheChoice() throws {
    let fixture = CoreTestShellFixture()
    fixture.shell.window.focus(fixture.counter)
    try fixture.send(": r s t")
    let palette = try #require(fixture.shell.palette)
    #expect(palette.rowTitles.first == "Reset counters")
    try fixture.send("enter")
    #expect(fixture.ran == ["reset"])
    #expect(fixture.shell.palette == nil)
  }

  @Test func escInThePaletteClearsTheTextFirstThenCloses() throws {
    let fixture = CoreTestShellFixture()
    fixture.shell.window.focus(fixture.counter)
    try fixture.send(": r s t")
    #expect(fixture.lines[11].hasPrefix("↑↓ select  enter choose  esc clear"))
    try fixture.send("esc")
    let palette = try #require(fixture.shell.palette)
    #expect(palette.query == "")
    #expect(palette.rowTitles.count == 4)
    try fixture.send("esc")
    #expect(fixture.shell.palette == nil)
  }

  @Test func aTypedRouteThatOpensComesFirstSoEnterGoesWhereTheUserTyped() throws {
    let fixture = CoreTestShellFixture()
    fixture.shell.window.focus(fixture.counter)
    fixture.shell.isOpenableRoute = { $0 == "tasks/edit" }
    try fixture.send(": t a s k s / e d i t")
    let palette = try #require(fixture.shell.palette)
    #expect(palette.rowTitles.first == "Open route: tasks/edit")
    #expect(palette.rowTitles.contains("Edit task"))  // the fuzzy matches follow
    try fixture.send("enter")
    #expect(fixture.openedRoutes == ["tasks/edit"])
    // Below it, the matches are chosen as before.
    try fixture.send(": t a s k s / e d i t down enter")
    #expect(fixture.shell.palette?.query == "tasks/")
  }

  @Test func upAndDownMoveThePaletteSelection() throws {
    let fixture = CoreTestShellFixture()
    try fixture.send("ctrl-p down down up down")
    #expect(fixture.shell.palette?.selectedIndex == 2)
    try fixture.send("enter")
    #expect(fixture.ran == ["reset"])
  }

  @Test func aRouteWithParametersFillsTheField() throws {
    let fixture = CoreTestShellFixture()
    try fixture.send("ctrl-p e d i t enter")
    let palette = try #require(fixture.shell.palette)
    #expect(palette.query == "tasks/")
    try fixture.send("3 / e d i t enter")
    #expect(fixture.openedRoutes == ["tasks/3/edit"])
    #expect(fixture.shell.palette == nil)
  }

  @Test func textMatchingNothingOpensAsARoute() throws {
    let fixture = CoreTestShellFixture()
    try fixture.send("ctrl-p n o w h e r e")
    #expect(fixture.shell.palette?.rowTitles == ["Open route: nowhere"])
    try fixture.send("enter")
    #expect(fixture.openedRoutes == ["nowhere"])
  }

  @Test func helpListsTheBindingsInForce() throws {
    let fixture = CoreTestShellFixture()
    fixture.shell.window.focus(fixture.counter)
    fixture.counterHints = [KeyHint("+", "add one")]
    try fixture.send("?")
    let help = try #require(fixture.shell.help)
    let texts = help.lineTexts
    #expect(texts.contains("+  add one"))
    #expect(texts.contains("q or ctrl-c  quit"))
    #expect(texts.contains("2 or alt-2  Tasks"))
    #expect(fixture.lines.contains { $0.contains("Keys") })
    #expect(fixture.lines.contains { $0.contains("+") && $0.contains("add one") })
    try fixture.send("esc")
    #expect(fixture.shell.help == nil)
    #expect(fixture.quits == 0)
  }

  @Test func noticesFadeAndErrorsStay() throws {
    let fixture = CoreTestShellFixture()
    fixture.shell.status.notice("Saved")
    fixture.settle()
    #expect(fixture.lines[11].hasSuffix("Saved"))
    try fixture.send("wait:3900")
    #expect(fixture.lines[11].hasSuffix("Saved"))
    try fixture.send("wait:200")
    #expect(!fixture.lines[11].contains("Saved"))
    fixture.shell.status.error("No route matches 'x'")
    try fixture.send("wait:60000")
    #expect(fixture.lines[11].hasSuffix("No route matches 'x'"))
    #expect(fixture.target.terminal.style(atColumn: 59, row: 11).foreground == .red)
    fixture.shell.status.clearError()
    fixture.settle()
    #expect(!fixture.lines[11].contains("No route"))
  }

  @Test func statusMessagesAreSanitized() {
    let fixture = CoreTestShellFixture()
    fixture.shell.status.error("bad \u{1B}[31mthing\u{07}")
    fixture.settle()
    #expect(!fixture.target.terminal.bytesWritten.includes([0x07]))
    #expect(fixture.target.terminal.anomalies.isEmpty)
  }

  @Test func toastsShowAndTakeTheirAction() throws {
    let fixture = CoreTestShellFixture()
    fixture.shell.window.focus(fixture.counter)
    var undone = 0
    fixture.shell.toast("Task deleted", action: KeyHint("u", "undo")) { undone += 1 }
    fixture.settle()
    #expect(fixture.lines.contains { $0.contains("Task deleted  u undo") })
    try fixture.send("u")
    #expect(undone == 1)
    #expect(!fixture.lines.contains { $0.contains("Task deleted") })
    fixture.shell.toast("Bye", duration: .seconds(1))
    try fixture.send("wait:1100")
    #expect(!fixture.lines.contains { $0.contains("Bye") })
  }

  @Test func aScreenKeepsItsFocusedViewWhenItComesBack() {
    let fixture = CoreTestShellFixture()
    let screen = fixture.shell.view.content
    fixture.shell.window.focus(fixture.counter)
    let other = CoreTestCounterView()
    fixture.shell.show(other)
    #expect(fixture.shell.window.focusedView === other)
    fixture.shell.show(screen)
    #expect(fixture.shell.window.focusedView === fixture.counter)
    fixture.shell.show(nil)
    #expect(fixture.shell.window.focusedView == nil)
  }

  @Test func withoutTabsTheBarIsHiddenAndAPlaceholderShows() {
    let fixture = CoreTestShellFixture(tabs: [])
    fixture.shell.show(nil)
    fixture.settle()
    #expect(fixture.lines[0] == "")
    #expect(fixture.lines.contains { $0.contains("Nothing is open") })
  }
}
