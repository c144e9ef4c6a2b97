import Testing
import TrellisTerminal
import TrellisTesting
import TrellisUI

@testable import TrellisCore

/// Ctrl-C, Ctrl-Z and `q` reach the shell before any view: a screen whose view keeps every
/// key cannot keep the user in the app. `q` still types in a text field.
@MainActor
@Suite struct ShellKeysBeforeViewsTests {
  private func swallowingApp() -> (AppHarness, SwallowingTestView) {
    let view = SwallowingTestView()
    var plugin = LifecycleTestPlugin("hog", routePrefixes: ["swallow"])
    plugin.onRegister = { context in
      context.route("swallow", title: "Swallow") { _, _ in
        Screen(title: "Swallow", view: view)
      }
    }
    let harness = AppHarness(
      plugins: [plugin], size: TerminalSize(width: 60, height: 10), route: "swallow")
    return (harness, view)
  }

  @Test func ctrlCQuitsThoughTheFocusedViewKeepsEveryKey() throws {
    let (harness, view) = swallowingApp()
    #expect(harness.shell.window.focusedView === view)
    try harness.send(keys: "x")
    #expect(view.swallowed == [.character("x")])
    try harness.send(keys: "ctrl-c")
    #expect(harness.didQuit)
    #expect(harness.exitStatus == 0)
  }

  @Test func qQuitsThoughTheFocusedViewKeepsEveryKey() throws {
    let (harness, view) = swallowingApp()
    #expect(harness.shell.window.focusedView === view)
    try harness.send(keys: "q")
    #expect(harness.didQuit)
  }

  @Test func ctrlZSuspendsThoughTheFocusedViewKeepsEveryKey() throws {
    let (harness, view) = swallowingApp()
    var suspended = 0
    harness.session.loop.onSuspend = { suspended += 1 }
    try harness.send(keys: "ctrl-z")
    #expect(suspended == 1)
    #expect(view.swallowed.isEmpty)
    #expect(!harness.didQuit)
  }

  @Test func qStillTypesInATextField() throws {
    let field = TextField(placeholder: "type")
    var plugin = LifecycleTestPlugin("typing", routePrefixes: ["field"])
    plugin.onRegister = { context in
      context.route("field", title: "Field") { _, _ in Screen(title: "Field", view: field) }
    }
    let harness = AppHarness(
      plugins: [plugin], size: TerminalSize(width: 60, height: 10), route: "field")
    try harness.send(keys: "q")
    #expect(!harness.didQuit)
    #expect(field.text == "q")
    try harness.send(keys: "ctrl-c")
    #expect(harness.didQuit)
  }
}
