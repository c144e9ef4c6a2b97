import Testing
import TrellisTerminal
import TrellisTesting
import TrellisUI

@testable import TrellisCore

/// `willAppear()` and `didDisappear()`: the navigator tells a screen when it becomes, and
/// stops being, the visible one.
@MainActor
@Suite struct ScreenAppearanceTests {
  /// A screen that logs its hooks.
  final class LoggingScreen: Screen {
    let log: NavTestLog

    init(_ title: String, log: NavTestLog) {
      self.log = log
      super.init(title: title, view: Label(title))
    }

    override func willAppear() { log.append("\(title) appears") }
    override func didDisappear() { log.append("\(title) disappears") }
    override func didClose() { log.append("\(title) closes") }
  }

  /// Tabs A (with a pushed A/detail) and B, and a modal M.
  private func makeHarness(log: NavTestLog) -> AppHarness {
    var plugin = LifecycleTestPlugin("screens", routePrefixes: ["a", "b", "m"])
    plugin.onRegister = { context in
      for (pattern, title, presentation) in [
        ("a", "A", RoutePresentation.push), ("a/detail", "D", .push), ("b", "B", .push),
        ("m", "M", .modal),
      ] {
        context.route(pattern, title: title, presentation: presentation) { _, _ in
          LoggingScreen(title, log: log)
        }
      }
      context.tab(title: "A", route: "a")
      context.tab(title: "B", route: "b")
    }
    return AppHarness(
      plugins: [plugin], size: TerminalSize(width: 60, height: 10), route: "a",
      builtinTabs: false)
  }

  @Test func theVisibleScreenIsToldAsItChanges() throws {
    let log = NavTestLog()
    let harness = makeHarness(log: log)
    var seen = 0
    func next() -> [String] {
      defer { seen = log.entries.count }
      return Array(log.entries[seen...])
    }
    #expect(next() == ["A appears"])
    harness.navigator.push("a/detail")
    harness.settle()
    #expect(next() == ["D appears", "A disappears"])
    harness.navigator.present("m")
    harness.settle()
    #expect(next() == ["M appears", "D disappears"])
    try harness.send(keys: "esc")  // dismisses the modal
    #expect(next() == ["D appears", "M disappears", "M closes"])
    try harness.send(keys: "3")  // the B tab (the first tab is the plugin's own "screens")
    #expect(harness.currentRoute == "b")
    #expect(next() == ["B appears", "D disappears"])
    try harness.send(keys: "2")
    #expect(next() == ["D appears", "B disappears"])
    try harness.send(keys: "esc")  // pops
    #expect(harness.currentRoute == "a")
    #expect(next() == ["A appears", "D disappears", "D closes"])
    harness.navigator.selectTab(harness.navigator.selectedTabIndex ?? 0)  // no change
    #expect(next().isEmpty)
  }

  @Test func aDeepLinkOverAModalTellsOnlyTheScreensThatWereAndBecomeVisible() throws {
    let log = NavTestLog()
    let harness = makeHarness(log: log)
    harness.navigator.present("m")
    harness.settle()
    #expect(harness.app.open(route: "a/detail"))
    harness.settle()
    #expect(
      log.entries == [
        "A appears", "M appears", "A disappears", "D appears", "M disappears", "M closes",
      ])
  }
}
