import TerminalTestSupport
import Testing
import TrellisCore
import TrellisTerminal
import TrellisTesting

/// Titles from plugins and text typed by the user reach the screen sanitized, wherever the
/// shell shows them: tabs, breadcrumbs, palette, help overlay, Help page, modal boxes,
/// status bar.
@MainActor
@Suite struct AppHostileTextTests {
  @Test func controlCharactersNeverReachTheTerminal() throws {
    let evil = "E\u{1B}]0;pwned\u{07}vil\u{1B}[2J\u{9B}31m"
    let plugin = CoreTestPlugin(
      manifest: PluginManifest(
        id: "evil", displayName: evil, version: "1\u{07}", apiVersion: 1...1),
      routes: [("evil", evil), ("evil/deeper", evil), ("evil/:id", evil)],
      tabs: [(evil, "evil")],
      commands: [Command(id: "evil.run", title: evil, key: "ctrl-e") { throw CoreTestEvilError() }])
    let harness = AppHarness(plugins: [plugin], size: TerminalSize(width: 80, height: 30))
    let start = harness.bytesWritten.count
    try harness.send(keys: "ctrl-p e v i l / d e e p e r enter")
    #expect(harness.currentRoute == "evil/deeper")
    try harness.send(keys: "? esc : e esc esc ctrl-e")
    harness.navigator.present("evil/7")
    harness.settle()
    try harness.send(keys: "esc 3")
    #expect(harness.currentRoute == "help")
    harness.shell.status.notice(evil)
    harness.settle()
    let written = Array(harness.bytesWritten[start...])
    #expect(!written.contains(0x07))
    #expect(!written.includes(Array("\u{1B}]".utf8)))
    #expect(!written.includes(Array("pwned\u{07}".utf8)))
    #expect(harness.terminal.anomalies.isEmpty)
    #expect(!harness.app.listPlugins().joined().contains("\u{1B}"))
    #expect(!harness.app.listRoutes().joined().contains("\u{1B}"))
  }
}
