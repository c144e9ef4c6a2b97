import Foundation
import HostilePlugin
import TaskList
import Testing
import Trellis
import TrellisTesting

/// The hostile plugin, built outside the Trellis package as a third party would build it,
/// runs beside the task list in a real app over a real database file; every escape it
/// tries is refused, with a message naming it (`evil`), and the task list keeps its room.
@MainActor
@Suite struct HostilePluginTests {
  /// An app of the task list and `plugins` over a database and settings in a new folder.
  private func app(_ plugins: [Plugin], before: Bool = false) throws -> App {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("hostile-plugin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let services = ServiceContainer()
    services.register(
      .database, try Database(path: folder.appendingPathComponent("app.sqlite").path))
    services.register(
      .settings,
      try Settings(
        app: "hostile", path: folder.appendingPathComponent("settings.json").path,
        environment: ["HOSTILE_TASKS_TOKEN": "the task list's secret"]))
    let all = before ? plugins + [TaskListPlugin()] : [TaskListPlugin()] + plugins
    return App(name: "Hostile", version: "1.0.0", plugins: all, services: services)
  }

  @Test func everyEscapeThroughMirrorTheAPIOrSQLIsRefusedNamingThePlugin() throws {
    let log = EscapeLog()
    let app = try app([EvilPlugin(log: log)])
    #expect(app.report.status(of: "evil") == .loaded)
    #expect(app.report.status(of: "tasks") == .loaded)
    let expectedCount = 7 + 5 + SQLEscapes.attempts.count
    #expect(log.attempts.count == expectedCount)
    for attempt in log.attempts {
      #expect(attempt.leak == nil, "\(attempt)")
      guard let refusal = attempt.refusal, !attempt.name.hasPrefix("Mirror") else { continue }
      if attempt.name == "post as another plugin" { continue }
      #expect(refusal.contains("evil"), "\(attempt)")
    }
    // Its notice went into the log under its own name.
    #expect(app.messages.entries.contains { $0.source == "evil" && $0.text == "evil says hello" })
    #expect(!app.messages.entries.contains { $0.source != "evil" && $0.text == "evil says hello" })
    // The task list's tables and service are intact.
    let service = try app.services.resolve(.tasks)
    #expect(try service.task(id: 1).title.isEmpty == false)
  }

  @Test(arguments: RoomThief.all)
  func aPluginListedBeforeTheTaskListCannotTakeItsRoom(_ thief: RoomThief) throws {
    let app = try app([thief], before: true)
    #expect(app.report.status(of: "tasks") == .loaded, "\(thief)")
    guard case .failed(let error) = app.report.status(of: "evil") else {
      Issue.record("evil loaded despite trying to \(thief)")
      return
    }
    #expect(error.message.hasPrefix("plugin evil"), "\(error)")
    #expect(app.registry.tabs.contains { $0.title == "Tasks" && $0.pluginID == "tasks" })
    #expect(app.registry.routes.allSatisfy { $0.pluginID != "evil" })
  }
}
