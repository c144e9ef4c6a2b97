import Testing
import Trellis
import TrellisTesting

/// The shell around the screens, driven through the harness: breadcrumbs, the notifier,
/// palette clicks, and screens released as they close.
@MainActor
@Suite struct AppHarnessShellTests {
  @Test func breadcrumbsShowTheStack() throws {
    let harness = AppHarness(
      plugins: [HarnessTestCountersPlugin()], size: TerminalSize(width: 60, height: 10))
    #expect(harness.screen[0] == " Counters │ Plugins │ Help")
    try harness.send(keys: "+ + o")
    #expect(harness.screen[0] == " Counters │ Plugins │ Help              Counters › Counter 2")
    try harness.send(keys: "esc")
    #expect(harness.screen[0] == " Counters │ Plugins │ Help")
  }

  @Test func pluginsSpeakThroughTheNotifier() throws {
    let harness = AppHarness(
      plugins: [HarnessTestNotifyingPlugin()], size: TerminalSize(width: 60, height: 10))
    #expect(harness.app.report.status(of: "notify") == .loaded)
    try harness.send(keys: "s")
    #expect(harness.statusMessage == .notice("Saved"))
    #expect(harness.screen[9].hasSuffix("Saved"))
    try harness.send(keys: "x")
    #expect(harness.statusMessage == .error("Disk full"))
    try harness.send(keys: "t")
    #expect(harness.screenText.contains("Deleted  u undo"))
    try harness.send(keys: "u")
    #expect(!harness.screenText.contains("Deleted"))
    #expect(harness.statusMessage == .notice("Undone"))
    harness.advance(by: .seconds(5))
    #expect(harness.statusMessage == nil)
  }

  @Test func messagesPostedBeforeTheSessionStartsShowWhenItDoes() throws {
    let app = App(plugins: [HarnessTestNotifyingPlugin()])
    app.notifier.error("The database was moved aside.")
    let harness = AppHarness(app: app, size: TerminalSize(width: 60, height: 10))
    #expect(harness.statusMessage == .error("The database was moved aside."))
    #expect(harness.screen[9].hasSuffix("The database was moved aside."))
    // It stays until the user moves on, like any error.
    harness.advance(by: .seconds(5))
    #expect(harness.statusMessage == .error("The database was moved aside."))
    try harness.send(keys: "s")
    #expect(harness.statusMessage == .notice("Saved"))
  }

  @Test func everyErrorPostedBeforeTheSessionStartsIsShown() throws {
    let app = App(plugins: [HarnessTestNotifyingPlugin()])
    app.notifier.notice("Welcome")
    app.notifier.error("Storage is unavailable.")
    app.notifier.error("The settings were reset.")
    app.notifier.toast("Synced")
    let harness = AppHarness(
      app: app, size: TerminalSize(width: 80, height: 10), route: "nowhere")
    // The status bar holds one message: the route's error, then the errors posted before.
    let routeError = try #require(harness.navigator.lastError)
    #expect(
      harness.statusMessage
        == .error(
          StatusCenter.text(of: routeError)
            + " · Storage is unavailable. · The settings were reset."))
    #expect(harness.screenText.contains("Synced"))
    #expect(harness.currentRoute == "notify")
  }

  @Test func aClickOnAPaletteRowChoosesIt() throws {
    let harness = AppHarness(
      plugins: [HarnessTestCountersPlugin(), HarnessTestNotesPlugin()],
      size: TerminalSize(width: 60, height: 16))
    try harness.send(keys: ":")
    let row = try #require(harness.position(of: "→ Notes"))
    harness.click(column: row.column, row: row.row)
    #expect(harness.shell.palette == nil)
    #expect(harness.currentRoute == "notes")
  }

  @Test func closedScreensAreReleased() throws {
    let harness = AppHarness(
      plugins: [HarnessTestCountersPlugin()], size: TerminalSize(width: 60, height: 10))
    weak var detail: Screen?
    weak var detailView: View?
    weak var modal: Screen?
    for _ in 0..<100 {
      try harness.send(keys: "o")
      detail = harness.navigator.visibleScreen
      detailView = detail?.view
      try harness.send(keys: "esc e")
      modal = harness.navigator.visibleScreen
      try harness.send(keys: "esc")
    }
    #expect(harness.currentRoute == "counters")
    #expect(detail == nil)
    #expect(detailView == nil)
    #expect(modal == nil)
    #expect(harness.shell.window.overlays.isEmpty)
  }

  @Test func tinyScreensNeverBreak() throws {
    for (width, height) in [(1, 1), (2, 2), (5, 3), (12, 4), (30, 2)] {
      let harness = AppHarness(
        plugins: [HarnessTestCountersPlugin(), HarnessTestNotesPlugin()],
        size: TerminalSize(width: width, height: height))
      try harness.send(keys: "+ o e 1 2 esc : n o t enter ? down pgdn esc")
      harness.resize(to: TerminalSize(width: height, height: width))
      try harness.send(keys: "ctrl-p x y z enter alt-1 e esc")
      #expect(harness.screen.count == width)
      #expect(harness.terminal.anomalies.isEmpty)
      #expect(!harness.didQuit)
    }
  }
}
