import TaskList
import Testing
import Trellis
import TrellisTesting

/// A plugin that declares `tasks.service` gets the task list's operations and events, and
/// nothing more: `Mirror` on the service it resolves reaches no namespace, database,
/// settings, container, store or subject it could post fake events to.
@MainActor
@Suite struct TaskServiceWallTests {
  private static func forbidden(_ value: Any) -> String? {
    switch value {
    case is DatabaseNamespace: return "a database namespace"
    case is Database: return "the app's database"
    case is Settings: return "the app's settings"
    case is ServiceContainer: return "the app's service container"
    case is TaskStore: return "the task store"
    case is PublishSubject<TaskItem>: return "a subject of task events"
    default: return nil
    }
  }

  @Test func theResolvedServiceLeadsNowhereRaw() throws {
    let folder = try TemporaryFolder()
    let services = ServiceContainer()
    let database = try folder.openDatabase()
    defer { database.close() }
    services.register(.database, database)
    var resolved: TaskService?
    let snoop = Snoop { context in resolved = try context.services.resolve(.tasks) }
    let app = App(plugins: [TaskListPlugin(), snoop], services: services)
    #expect(app.report.status(of: "snoop") == .loaded)
    let service = try #require(resolved)
    let findings = ReflectionWalk(isForbidden: Self.forbidden).findings(
      from: service, named: "service")
    #expect(findings.isEmpty, "plugin snoop reaches \(findings.joined(separator: "; "))")
    // What it may do still works.
    #expect(try service.task(id: 1).title.isEmpty == false)
  }
}

/// A plugin that requires the task list and its service.
private struct Snoop: Plugin {
  let manifest = PluginManifest(
    id: "snoop", displayName: "Snoop", version: "1.0.0", apiVersion: 1...1,
    requiredPlugins: ["tasks"], requiredServices: [.key(.tasks)])
  let body: (PluginContext) throws -> Void

  func register(in context: PluginContext) throws {
    try body(context)
  }
}
