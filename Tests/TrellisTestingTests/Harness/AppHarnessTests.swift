import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite struct AppHarnessTests {
  private func makeHarness(route: String? = nil) -> AppHarness {
    AppHarness(
      plugins: [HarnessTestCountersPlugin(), HarnessTestNotesPlugin()],
      size: TerminalSize(width: 60, height: 12), route: route)
  }

  @Test func bootsOnTheFirstTab() {
    let harness = makeHarness()
    #expect(harness.currentRoute == "counters")
    #expect(harness.screen[0] == " Counters │ Notes │ Plugins │ Help")
    #expect(harness.screen[1] == "Count: 0")
    #expect(harness.screen[11] == "+ add  o open  e edit  : palette  ? help  q quit")
    #expect(harness.frameCount == 1)
    #expect(!harness.didQuit)
  }

  @Test func tabsSwitchByNumberAltNumberAndMouse() {
    let harness = makeHarness()
    try? harness.send(keys: "2")
    #expect(harness.currentRoute == "notes")
    #expect(harness.screen[1] == "write a note")
    try? harness.send(keys: "alt-1")  // from inside the notes field
    #expect(harness.currentRoute == "counters")
    #expect(harness.click(text: "Plugins"))
    #expect(harness.currentRoute == "plugins")
    #expect(harness.click(text: "Help"))
    #expect(harness.currentRoute == "help")
    #expect(harness.terminal.style(atColumn: 30, row: 0).attributes.contains(.reverse))
  }

  @Test func theScreenKeepsItsStateAcrossTabs() throws {
    let harness = makeHarness()
    try harness.send(keys: "+ + + 2 h i alt-1")
    #expect(harness.screen[1] == "Count: 3")
    try harness.send(keys: "alt-2")
    #expect(harness.screen[1] == "hi")
    #expect(harness.screen[2] == "Note: hi")
  }

  @Test func thePaletteFindsAndOpensARouteByFuzzyText() throws {
    let harness = makeHarness()
    try harness.send(keys: ": n t s")
    #expect(harness.screenText.contains("Go to"))
    #expect(harness.shell.palette?.rowTitles.first == "Notes")
    try harness.send(keys: "enter")
    #expect(harness.currentRoute == "notes")
    #expect(!harness.screenText.contains("Go to"))
  }

  @Test func thePaletteOpensADeepLinkTyped() throws {
    let harness = makeHarness()
    try harness.send(keys: "ctrl-p c o u n t e r s / 4 2 enter")
    #expect(harness.currentRoute == "counters/42")
    #expect(harness.screen[1] == "Detail of 42")
    #expect(harness.navigator.stack.count == 2)
  }

  @Test func anUnknownRouteInThePaletteShowsAnErrorInTheStatusBar() throws {
    let harness = makeHarness()
    try harness.send(keys: ": n o / s u c h enter")
    #expect(harness.statusMessage?.kind == .error)
    let message = harness.statusMessage?.text ?? ""
    #expect(message.contains("no/such"))
    #expect(harness.screen[11].contains("no screen is registered"))
    #expect(harness.currentRoute == "counters")
    #expect(!harness.didQuit)
    // A bad parameter is an error too, never a crash.
    try harness.send(keys: ": c o u n t e r s / x enter")
    #expect(harness.statusMessage?.kind == .error)
    #expect(harness.currentRoute == "counters")
    // Moving on clears it.
    try harness.send(keys: "2")
    #expect(harness.statusMessage == nil)
  }

  @Test func helpListsTheHintsInForce() throws {
    let harness = makeHarness()
    try harness.send(keys: "?")
    let help = try #require(harness.shell.help)
    #expect(help.lineTexts.contains("+  add"))
    #expect(help.lineTexts.contains("e  edit"))
    #expect(help.lineTexts.contains("ctrl-s  Show seven"))
    #expect(harness.screenText.contains("Keys"))
    try harness.send(keys: "esc")
    #expect(harness.shell.help == nil)
    #expect(harness.currentRoute == "counters")
  }

  @Test func qQuitsAndTheHarnessReportsIt() throws {
    let harness = makeHarness()
    try harness.send(keys: "2 q")
    #expect(!harness.didQuit)  // typed into the notes field
    try harness.send(keys: "alt-1 q")
    #expect(harness.didQuit)
    #expect(harness.exitStatus == 0)
    let frames = harness.frameCount
    try harness.send(keys: "+")
    #expect(harness.frameCount == frames)
  }

  @Test func ctrlCQuits() throws {
    let harness = makeHarness()
    try harness.send(keys: "2 ctrl-c")
    #expect(harness.didQuit)
  }

  @Test func escGoesBack() throws {
    let harness = makeHarness()
    try harness.send(keys: "+ + o")
    #expect(harness.currentRoute == "counters/2")
    #expect(harness.screen[1] == "Detail of 2")
    try harness.send(keys: "esc")
    #expect(harness.currentRoute == "counters")
    #expect(harness.screen[1] == "Count: 2")
    try harness.send(keys: "esc")  // nothing below the root
    #expect(harness.currentRoute == "counters")
    try harness.send(keys: "o backspace")
    #expect(harness.currentRoute == "counters")
  }

  @Test func aModalReturnsItsResult() throws {
    let harness = makeHarness()
    try harness.send(keys: "e")
    #expect(harness.currentRoute == "counters/edit")
    #expect(harness.screenText.contains("Edit counter"))
    // The tab bar shows around the modal's box.
    #expect(harness.screen[0] == " Counters │ Notes │ Plugins │ Help")
    try harness.send(keys: "4 2 enter")
    #expect(harness.currentRoute == "counters")
    #expect(harness.screen[1] == "Count: 42")
    #expect(!harness.screenText.contains("Edit counter"))
  }

  @Test func escDismissesAModalWithoutAResult() throws {
    let harness = makeHarness()
    try harness.send(keys: "+ e 9 esc")
    #expect(harness.currentRoute == "counters")
    #expect(harness.screen[1] == "Count: 1")
  }

  @Test func aBurstOfKeysDrawsOneFrame() throws {
    let harness = makeHarness()
    let before = harness.frameCount
    try harness.send(keys: Array(repeating: "+", count: 100).joined(separator: " "))
    #expect(harness.frameCount == before + 1)
    #expect(harness.screen[1] == "Count: 100")
  }

  @Test func resizeRedraws() {
    let harness = makeHarness()
    harness.resize(to: TerminalSize(width: 40, height: 10))
    #expect(harness.terminal.width == 40)
    #expect(harness.screen.count == 10)
    #expect(harness.screen[9].hasPrefix("+ add"))
    #expect(harness.screen[1] == "Count: 0")
    #expect(harness.bytesWritten.count > 0)
    #expect(harness.terminal.anomalies.isEmpty)
  }

  @Test func pastesGoToTheFocusedField() throws {
    let harness = makeHarness()
    try harness.send(keys: "2")
    harness.send(paste: "line one\nline \u{1B}[31mtwo")
    #expect(harness.screen[1] == "line one line [31mtwo")
    #expect(harness.terminal.anomalies.isEmpty)
  }

  @Test func commandKeysAndCommandErrors() throws {
    let harness = makeHarness()
    try harness.send(keys: "ctrl-s")
    #expect(harness.currentRoute == "counters/7")
    try harness.send(keys: ": b r e a k enter")
    #expect(harness.statusMessage == .error("the counters are broken"))
  }

  @Test func routeOpensAtBoot() {
    let harness = makeHarness(route: "counters/5")
    #expect(harness.currentRoute == "counters/5")
    #expect(harness.navigator.stack.count == 2)
    let bad = makeHarness(route: "nowhere")
    #expect(bad.currentRoute == "counters")
    #expect(bad.statusMessage?.kind == .error)
  }

  @Test func noticesFadeInVirtualTime() {
    let harness = makeHarness()
    harness.shell.status.notice("Saved")
    harness.settle()
    #expect(harness.screen[11].hasSuffix("Saved"))
    harness.advance(by: .seconds(5))
    #expect(!harness.screen[11].contains("Saved"))
  }

  @Test func waitForMovesVirtualTime() async {
    let harness = makeHarness()
    harness.shell.toast("Later", duration: .seconds(2))
    harness.settle()
    #expect(await harness.waitUntil(timeout: 3) { !harness.screenText.contains("Later") })
    #expect(await !harness.waitFor(text: "never shown", timeout: 0.05))
  }

  @Test func badKeyScriptsSendNothing() {
    let harness = makeHarness()
    #expect(throws: KeyScriptError.self) { try harness.send(keys: "+ + bogus") }
    #expect(harness.screen[1] == "Count: 0")
  }

  @Test func thePluginsScreenShowsTheLoadReport() throws {
    let harness = AppHarness(
      plugins: [HarnessTestCountersPlugin(), HarnessTestBrokenPlugin(), HarnessTestNotesPlugin()],
      disabledPlugins: ["notes"], size: TerminalSize(width: 100, height: 12), route: "plugins")
    let text = harness.screenText
    #expect(harness.screen[1].hasPrefix("2 loaded, 1 disabled, 1 failed · Trellis "))
    #expect(text.contains("▸ on   trellis   0.9.0  Trellis shell  loaded"))
    #expect(text.contains("  on   counters  1.0.0  Counters       loaded"))
    #expect(text.contains("  on   broken    0.1.0  Broken         failed"))
    #expect(text.contains("  off  notes     2.0.0  Notes          disabled"))
    #expect(text.contains("Always on: the shell's own screens."))
    // The selected plugin's whole report: the failure in full, wrapped.
    try harness.send(keys: "down down")
    #expect(harness.screenText.contains("Left out: "))
    #expect(harness.screenText.contains("the database is missing"))
    try harness.send(keys: "down")
    #expect(harness.screenText.contains("Left out by the app itself, not by a setting"))
    #expect(harness.screen[0] == " Counters │ Plugins │ Help")
    try harness.send(keys: ": b r o k e n enter")
    #expect(harness.statusMessage?.kind == .error)
  }

  @Test func realTimeRunsOnTheMainScheduler() async throws {
    let harness = AppHarness(
      plugins: [HarnessTestCountersPlugin()], size: TerminalSize(width: 50, height: 10),
      clock: .real)
    #expect(await harness.waitFor(text: "Count: 0"))
    try harness.send(keys: "+ + +")
    #expect(await harness.waitFor(text: "Count: 3"))
    try harness.send(keys: "e")
    #expect(await harness.waitFor(text: "Edit counter"))
    try harness.send(keys: "1 2 enter")
    #expect(await harness.waitFor(text: "Count: 12"))
    #expect(await harness.waitUntilSettled())
    #expect(harness.currentRoute == "counters")
  }
}
