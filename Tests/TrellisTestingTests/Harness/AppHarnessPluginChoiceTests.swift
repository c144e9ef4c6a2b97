import Foundation
import Testing
import Trellis
import TrellisTesting

/// The Plugins screen turns a plugin off or on for the next start, in a real settings file.
@MainActor
@Suite struct AppHarnessPluginChoiceTests {
  @Test func spaceTurnsAPluginOffForTheNextStartAndBackOn() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-plugin-choice-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("settings.json").path

    func start() throws -> AppHarness {
      let services = ServiceContainer()
      services.register(.settings, try Settings(app: "choice", path: path, environment: [:]))
      return AppHarness(
        plugins: [HarnessTestCountersPlugin(), HarnessTestNotesPlugin()], services: services,
        size: TerminalSize(width: 90, height: 16), route: "plugins")
    }

    let first = try start()
    #expect(first.screen[1].hasPrefix("3 loaded, 0 disabled, 0 failed"))
    try first.send(keys: "down space")
    #expect(first.screenText.contains("▸ off  counters"))
    #expect(first.screenText.contains("Off at the next start"))
    // The screen went on: the counters are still loaded in this session.
    #expect(first.app.report.status(of: "counters") == .loaded)
    // Saved off the main thread, on the settings' queue.
    #expect(settingsFile(at: path) { $0.contains("disabledPlugins") && $0.contains("counters") })

    let second = try start()
    #expect(second.app.report.status(of: "counters") == .disabled)
    #expect(second.screen[1].hasPrefix("2 loaded, 1 disabled, 0 failed"))
    #expect(second.screenText.contains("  off  counters"))
    try second.send(keys: "down space")
    #expect(second.screenText.contains("▸ on   counters"))
    #expect(settingsFile(at: path) { !$0.contains("counters") })
    let third = try start()
    #expect(third.app.report.status(of: "counters") == .loaded)
  }

  /// Whether the file at `path` comes to satisfy `condition` within 10 seconds of real time.
  private func settingsFile(at path: String, _ condition: (String) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      if let text = try? String(contentsOfFile: path, encoding: .utf8), condition(text) {
        return true
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return false
  }
}
