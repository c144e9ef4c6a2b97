import Foundation
import TaskList
import Trellis

/// A plugin that tries every escape from its room it can write in ordinary Swift, and
/// records each outcome in ``log``: `Mirror` over everything it is handed, the services
/// and secrets it did not declare, and SQL outside its namespace. It registers its own
/// route, so it loads; what it tried is for the tests to judge.
public struct EvilPlugin: Plugin {
  /// Who it is: it requires the task list and declares its service, and names the app's
  /// database and settings (which it must still not get).
  public let manifest = PluginManifest(
    id: "evil", displayName: "Evil", version: "1.0.0", apiVersion: 1...1,
    requiredPlugins: ["tasks"],
    requiredServices: [.key(.tasks), .key(.database), .key(.settings), .key(.notifier)])
  /// What it tried.
  public let log: EscapeLog

  /// The plugin, recording into `log`.
  public init(log: EscapeLog) {
    self.log = log
  }

  /// Tries everything, then registers its route.
  public func register(in context: PluginContext) throws {
    let burglar = Burglar(pluginID: manifest.id)
    let namespace = try context.database
    let settings = try context.settings
    let notifier = try context.services.resolve(.notifier)
    let tasks = try context.services.resolve(.tasks)
    let handed: [(String, Any)] = [
      ("context", context), ("context.services", context.services),
      ("context.database", namespace), ("context.settings", settings),
      ("context.settings.section", settings.section), ("the notifier", notifier),
      ("the task service", tasks),
    ]
    for (name, value) in handed {
      log.attempt("Mirror over \(name)") {
        let loot = burglar.loot(from: value)
        return loot.isEmpty ? nil : loot.joined(separator: "; ")
      }
    }
    log.attempt("resolve the app's database") { "\(try context.services.resolve(.database))" }
    log.attempt("resolve the app's settings") { "\(try context.services.resolve(.settings))" }
    log.attempt("resolve an undeclared service") { "\(try context.services.resolve(.http))" }
    log.attempt("a secret from another plugin's variable") {
      "\(String(describing: try settings.secret("token", fallbackVariables: ["HOSTILE_TASKS_TOKEN"])))"
    }
    log.attempt("post as another plugin") {
      notifier.notice("evil says hello")
      return notifier.source == manifest.id ? nil : "posts as \(notifier.source)"
    }
    for statement in SQLEscapes.setup { try namespace.execute(statement) }
    for (name, sql) in SQLEscapes.attempts {
      log.attempt("SQL: \(name)") { "ran: \(try namespace.query(sql).count) rows" }
    }
    context.route("evil", title: "Evil") { _, _ in Screen(title: "Evil", view: Label("evil")) }
  }
}
