import Foundation
import Testing
import TrellisServices
import TrellisTesting
import TrellisUI

@testable import TrellisCore

/// A hostile plugin walks, with `Mirror`, everything the host hands it — its context, its
/// resolver, its database namespace, its settings and section, the notifier it resolves —
/// looking for the app's container, database, settings, folders, registry, log, shell, or
/// a notifier posting as someone else. None is reachable.
@MainActor
@Suite struct ReflectionWallTests {
  /// What a plugin must never reach, and what it is.
  static func forbidden(_ value: Any) -> String? {
    switch value {
    case is ServiceContainer: return "the app's service container"
    case is Database: return "the app's database"
    case is Settings: return "the app's settings"
    case is AppDirectories: return "the app's folders"
    case is PluginRegistry: return "the loaded plugins' registry"
    case is MessageLog: return "the app's message log"
    case is AppShell: return "the shell"
    case let notifier as AppNotifier where notifier.source != "thief":
      return "a notifier posting as \(notifier.source)"
    default: return nil
    }
  }

  /// Everything the plugin `thief` got, by name.
  private func handedToThief() throws -> [(String, Any)] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-reflection-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let services = ServiceContainer()
    services.register(
      .database, try Database(path: folder.appendingPathComponent("app.sqlite").path))
    services.register(
      .settings,
      try Settings(
        app: "room", path: folder.appendingPathComponent("settings.json").path, environment: [:]))
    var handed: [(String, Any)] = []
    let thief = HostTestPlugin("thief", services: ["trellis.notifier"]) { context in
      handed.append(("context", context))
      handed.append(("context.services", context.services))
      handed.append(("context.database", try context.database))
      handed.append(("context.settings", try context.settings))
      handed.append(("context.settings.section", try context.settings.section))
      handed.append(("notifier", try context.services.resolve(.notifier)))
      context.route("thief", title: "Thief") { _, environment in
        handed.append(("environment", environment))
        return Screen(title: "Thief", view: Label("mine"))
      }
    }
    let app = App(name: "Room", version: "1.0.0", plugins: [thief], services: services)
    #expect(app.report.status(of: "thief") == .loaded)
    let navigator = Navigator(
      router: app.registry.router, tabs: app.registry.tabs,
      environment: ScreenEnvironment(services: app.services))
    #expect(navigator.start(at: "thief"))
    return handed
  }

  @Test func nothingRawIsReachableByMirror() throws {
    let walk = ReflectionWalk(isForbidden: Self.forbidden)
    let handed = try handedToThief()
    #expect(handed.count == 7)
    for (name, value) in handed {
      let findings = walk.findings(from: value, named: name)
      #expect(findings.isEmpty, "plugin thief reaches \(findings.joined(separator: "; "))")
    }
  }

  @Test func theWalkFindsWhatIsThere() throws {
    // The walk itself works: an unsealed holder of the container is found.
    final class Holder {
      let services = ServiceContainer()
    }
    let findings = ReflectionWalk(isForbidden: Self.forbidden).findings(
      from: [Holder()], named: "holder")
    #expect(findings == ["holder.0.services: the app's service container"])
  }
}
