import Foundation
import Testing
import Trellis
import TrellisTesting

/// The Messages screen (`m`): every message of the session, in full, with its time, level
/// and source, while the status bar shows the latest.
@MainActor
@Suite struct AppHarnessMessagesTests {
  @Test func mListsEveryMessageInFullWithItsSourceNewestFirst() throws {
    let app = App(plugins: [HarnessTestNotifyingPlugin()])
    app.notifier.warning("The database was moved aside.", repeatsAtExit: true)
    let harness = AppHarness(app: app, size: TerminalSize(width: 70, height: 10))
    try harness.send(keys: "s l")
    try harness.send(keys: "m")
    #expect(harness.currentRoute == "messages")
    let rows = harness.screen[1...5].map { $0 }
    let time = #"^\d\d:\d\d:\d\d  "#
    #expect(
      rows[0].range(of: time + "error    notify   The save failed.$", options: .regularExpression)
        != nil, "\(rows)")
    #expect(rows[1] == String(repeating: " ", count: 28) + "The disk is full: free some space.")
    #expect(
      rows[2].range(of: time + "notice   notify   Saved$", options: .regularExpression) != nil)
    #expect(
      rows[3].range(
        of: time + "warning  trellis  The database was moved aside.$", options: .regularExpression)
        != nil)
    // A message posted while the screen shows joins it at the top.
    app.notifier.notice("Synced")
    harness.settle()
    #expect(harness.screen[1].hasSuffix("trellis  Synced"))
    #expect(app.messages.entries.map(\.source) == ["trellis", "notify", "notify", "trellis"])
    #expect(app.messages.exitMessages.map(\.text) == ["The database was moved aside."])
  }

  @Test func theShellsOwnErrorsAreKeptToo() throws {
    let harness = AppHarness(
      plugins: [HarnessTestNotifyingPlugin()], size: TerminalSize(width: 80, height: 8),
      route: "nowhere")
    let entry = try #require(harness.app.messages.entries.last)
    #expect(entry.level == .error)
    #expect(entry.source == "trellis")
    #expect(entry.text.contains("nowhere"))
  }

  @Test func aPluginLeftOutBecauseItsServiceFailedSaysTheServicesReason() throws {
    let services = ServiceContainer()
    services.registerUnavailable(.database, reason: "the file /data/db.sqlite is read-only")
    let needy = HarnessTestServicePlugin()
    let app = App(plugins: [needy], services: services)
    let line = try #require(app.listPlugins().first { $0.hasPrefix("needs") })
    #expect(
      line.hasSuffix(
        "failed: plugin needs was left out: the service it needs (trellis.database) could "
          + "not be started: the file /data/db.sqlite is read-only"), "\(line)")
    #expect(
      throws: ServiceError.unavailable(
        name: "trellis.database", reason: "the file /data/db.sqlite is read-only")
    ) {
      try services.resolve(.database)
    }
  }
}

/// A plugin that requires a service the app registers itself.
private struct HarnessTestServicePlugin: Plugin {
  let manifest = PluginManifest(
    id: "needs", displayName: "Needs", version: "1.0.0", apiVersion: 1...1,
    requiredServices: [.key(.database)])

  func register(in context: PluginContext) throws {}
}
