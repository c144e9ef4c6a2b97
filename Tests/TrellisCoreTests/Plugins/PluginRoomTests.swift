import Foundation
import Testing
import TrellisServices
import TrellisUI

@testable import TrellisCore

/// A hostile plugin tries to leave its room: each attempt is refused with a message, and
/// what is its own works.
@MainActor
@Suite struct PluginRoomTests {
  struct Stolen: Error {}

  private func app(_ plugins: [Plugin], settings: Settings? = nil) throws -> (App, ServiceContainer)
  {
    let services = ServiceContainer()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-room-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    services.register(
      .database, try Database(path: folder.appendingPathComponent("app.sqlite").path))
    services.register(
      .settings,
      try settings
        ?? Settings(
          app: "room", path: folder.appendingPathComponent("settings.json").path,
          environment: ["ROOM_VICTIM_TOKEN": "victims-secret", "ROOM_THIEF_TOKEN": "own-secret"]))
    services.register(.notifier, AppNotifier())
    let app = App(name: "Room", version: "1.0.0", plugins: plugins, services: services)
    return (app, services)
  }

  @Test func aPluginResolvesOnlyWhatItsManifestDeclares() throws {
    var outcomes: [String] = []
    let thief = HostTestPlugin("thief", services: ["trellis.notifier"]) { context in
      outcomes.append(
        context.services.resolveIfPresent(.notifier) == nil ? "no notifier" : "notifier")
      do {
        _ = try context.services.resolve(.http)
      } catch {
        outcomes.append("\(error)")
      }
      do {
        _ = try context.services.resolve(.database)
      } catch {
        outcomes.append("\(error)")
      }
      do {
        _ = try context.services.resolve(.settings)
      } catch {
        outcomes.append("\(error)")
      }
    }
    let (app, _) = try app([thief])
    #expect(app.report.status(of: "thief") == .loaded)
    #expect(outcomes[0] == "notifier")
    #expect(
      outcomes[1]
        == "plugin thief resolves service trellis.http, which its manifest does not declare; "
        + "add it to the manifest's requiredServices or optionalServices")
    #expect(
      outcomes[2].hasPrefix("plugin thief asked for trellis.database, which only the app may use"))
    #expect(
      outcomes[3].hasPrefix("plugin thief asked for trellis.settings, which only the app may use"))
  }

  @Test func screensOfAPluginResolveOnlyWhatItDeclares() throws {
    var resolved: [Bool] = []
    let plugin = HostTestPlugin("viewer", services: ["trellis.notifier"]) { context in
      context.route("viewer", title: "Viewer") { _, environment in
        resolved.append(environment.services.resolveIfPresent(.notifier) != nil)
        resolved.append(environment.services.resolveIfPresent(.database) != nil)
        return Screen(title: "Viewer", view: Label("hi"))
      }
    }
    let (app, _) = try app([plugin])
    let navigator = Navigator(
      router: app.registry.router, tabs: app.registry.tabs,
      environment: ScreenEnvironment(services: app.services))
    #expect(navigator.start(at: "viewer"))
    #expect(resolved == [true, false])
  }

  @Test func aPluginHasItsOwnSettingsAndSecretsOnly() throws {
    var seen: [String?] = []
    let thief = HostTestPlugin("thief", services: ["trellis.settings"]) { context in
      let settings = try context.settings
      seen.append(settings.section.name)
      seen.append(try settings.secret("token")?.reveal())
      try settings.section.set("note", "mine")
    }
    let (app, services) = try app([thief])
    #expect(app.report.status(of: "thief") == .loaded)
    #expect(seen == ["thief", "own-secret"])
    #expect(try services.resolve(.settings).section("thief").get("note", default: "") == "mine")
  }

  @Test func aPluginsDatabaseIsItsOwnNamespace() throws {
    var names: [String] = []
    let plugin = HostTestPlugin("repo-search", services: ["trellis.database"]) { context in
      let namespace = try context.database
      names.append(namespace.name)
      try namespace.execute("CREATE TABLE repo_search_notes (text TEXT)")
    }
    let (app, _) = try app([plugin])
    #expect(app.report.status(of: "repo-search") == .loaded, "\(app.report)")
    #expect(names == ["repo_search"])
  }

  @Test func aPluginCannotTouchAnotherPluginsTables() throws {
    var refusals: [String] = []
    let victim = HostTestPlugin("victim", services: ["trellis.database"]) { context in
      try context.database.execute("CREATE TABLE victim_items (text TEXT)")
      try context.database.execute("INSERT INTO victim_items VALUES ('kept')")
    }
    let thief = HostTestPlugin("thief", requires: ["victim"], services: ["trellis.database"]) {
      context in
      let database = try context.database
      for sql in [
        "DELETE FROM victim_items", "SELECT * FROM sqlite_master", "SELECT * FROM sqlite_sequence",
        "ATTACH DATABASE ':memory:' AS other", "PRAGMA writable_schema = 1",
        "SELECT load_extension('x')",
        "CREATE TRIGGER thief_t AFTER INSERT ON victim_items BEGIN DELETE FROM victim_items; END",
      ] {
        do {
          try database.execute(sql)
          refusals.append("ran: \(sql)")
        } catch {
          refusals.append("refused")
        }
      }
    }
    let (app, services) = try app([victim, thief])
    #expect(app.report.status(of: "thief") == .loaded)
    #expect(refusals == Array(repeating: "refused", count: 7), "\(refusals)")
    let rows = try services.resolve(.database).query("SELECT text FROM victim_items")
    #expect(rows.count == 1)
  }

  @Test func pluginIDsFollowTheNamespaceRule() {
    for id in ["tasks", "repo-search", "a1", "photos2"] { #expect(PluginManifest.isValidID(id)) }
    for id in ["repo_search", "repo.search", "1abc", "repo--search", "repo-", "Tasks", ""] {
      #expect(!PluginManifest.isValidID(id), "\(id)")
    }
  }

  @Test func aPluginCannotReplaceAServiceTheAppOrAnotherPluginProvides() throws {
    let first = HostTestPlugin("first") { context in context.provide(ServiceKey<Int>("answer"), 42)
    }
    let second = HostTestPlugin("second") { context in
      context.provide(ServiceKey<Int>("answer"), 0)
    }
    let notifierThief = HostTestPlugin("nthief") { context in
      context.provide(.notifier, AppNotifier())
    }
    let (app, services) = try app([first, second, notifierThief])
    #expect(try services.resolve(ServiceKey<Int>("answer")) == 42)
    #expect(app.report.status(of: "second") != .loaded)
    #expect(app.report.status(of: "nthief") != .loaded)
  }

  @Test func twoPluginsWhoseSettingsWouldShareVariablesAreRefused() throws {
    let (app, _) = try app([HostTestPlugin("repo"), HostTestPlugin("repo-search")])
    #expect(app.report.status(of: "repo") == .loaded)
    #expect(
      app.report.status(of: "repo-search")
        == .failed(
          .settingsConflict(plugin: "repo-search", other: "repo", prefix: "ROOM_REPO_SEARCH_")))
    #expect(
      PluginError.settingsConflict(
        plugin: "repo-search", other: "repo", prefix: "ROOM_REPO_SEARCH_"
      )
      .description.hasPrefix("plugin repo-search's settings would share environment variables"))
  }

  @Test func theManifestStatesTheAPIVersionsItWorksWith() throws {
    let offered = TrellisCore.pluginAPIVersion
    let wide = HostTestPlugin("wide", apiVersion: offered) { _ in }
    var range = wide.manifest
    range.apiVersion = (offered - 1)...(offered + 1)
    #expect(range.apiVersion.contains(offered))
    #expect(
      TrellisCore.version.description
        == "Trellis \(TrellisCore.version.semantic) (plugin API \(offered))")
  }
}
