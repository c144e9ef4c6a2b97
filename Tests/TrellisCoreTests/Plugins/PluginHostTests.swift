import Testing
import TrellisCore

@Suite @MainActor struct PluginHostTests {
  private struct HostTestFailure: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
  }

  private static let storeKey = ServiceKey<String>("store")

  private func host(
    _ plugins: [Plugin], services: ServiceContainer = ServiceContainer(),
    disabled: Set<String> = []
  ) -> (PluginHost, PluginLoadReport) {
    let host = PluginHost(plugins: plugins, services: services, disabled: disabled)
    return (host, host.load())
  }

  private func failure(_ report: PluginLoadReport, _ id: String) -> String? {
    if case .failed(let error) = report.status(of: id) { return error.message }
    return nil
  }

  @Test func ordersPluginsByTheirRequirementsKeepingTheAppsOrderOtherwise() {
    let log = NavTestLog()
    let plugins = ["tasks:storage", "ui:", "storage:", "sync:tasks,storage", "help:"].map {
      spec -> Plugin in
      let parts = spec.split(separator: ":", omittingEmptySubsequences: false)
      let id = String(parts[0])
      let requires = parts[1].split(separator: ",").map(String.init)
      return HostTestPlugin(id, requires: requires) { _ in log.append(id) }
    }
    let (_, report) = host(plugins)
    #expect(log.entries == ["storage", "tasks", "ui", "sync", "help"])
    #expect(report.loadOrder == log.entries)
    #expect(report.loaded.map(\.id) == ["tasks", "ui", "storage", "sync", "help"])
    #expect(report.failed.isEmpty)
  }

  @Test func refusesAMissingRequirementNamingBoth() {
    let (_, report) = host([HostTestPlugin("tasks", requires: ["storage"]), HostTestPlugin("ui")])
    #expect(
      failure(report, "tasks") == "plugin tasks requires plugin storage, which is not installed")
    #expect(report.status(of: "ui") == .loaded)
  }

  @Test func refusesACycleListingTheLoopAndWhatDependsOnIt() {
    let (_, report) = host([
      HostTestPlugin("d", requires: ["a"]),
      HostTestPlugin("a", requires: ["b"]),
      HostTestPlugin("b", requires: ["c"]),
      HostTestPlugin("c", requires: ["a"]),
      HostTestPlugin("e"),
    ])
    let loop = "plugins require each other in a cycle: a → b → c → a"
    #expect(failure(report, "a") == loop)
    #expect(failure(report, "b") == loop)
    #expect(failure(report, "c") == loop)
    #expect(failure(report, "d") == "plugin d requires plugin a, which failed to load")
    #expect(report.loadOrder == ["e"])
  }

  @Test func aPluginRequiringItselfIsACycle() {
    let (_, report) = host([HostTestPlugin("a", requires: ["a"])])
    #expect(failure(report, "a") == "plugins require each other in a cycle: a → a")
  }

  @Test func refusesAnotherPluginAPIVersion() {
    let (_, report) = host([
      HostTestPlugin("x", apiVersion: TrellisCore.pluginAPIVersion + 1),
      HostTestPlugin("y", requires: ["x"]),
    ])
    let offered = TrellisCore.pluginAPIVersion
    #expect(
      failure(report, "x")
        == "plugin x works with plugin API \(offered + 1), but this Trellis offers \(offered); "
        + "use a version of the plugin built for plugin API \(offered)")
    #expect(failure(report, "y") == "plugin y requires plugin x, which failed to load")
  }

  @Test func refusesInvalidAndDuplicateIDs() {
    let (_, report) = host([
      HostTestPlugin("tasks", name: "Tasks"),
      HostTestPlugin("tasks", name: "Other Tasks"),
      HostTestPlugin("Bad Id"),
      HostTestPlugin(""),
    ])
    #expect(report.entries.map(\.id) == ["tasks", "tasks", "Bad Id", ""])
    #expect(report.entries[0].status == .loaded)
    #expect(
      report.entries[1].status
        == .failed(.duplicateID(id: "tasks", kept: "Tasks", refused: "Other Tasks")))
    #expect(
      PluginError.duplicateID(id: "tasks", kept: "Tasks", refused: "Other Tasks").message
        == "plugin id tasks is used by both Tasks and Other Tasks; Other Tasks is left out")
    #expect(report.entries[2].status == .failed(.invalidID("Bad Id")))
    #expect(report.entries[3].status == .failed(.invalidID("")))
  }

  @Test func disabledPluginsDoNotRegisterAndTheirDependentsSaySo() {
    let log = NavTestLog()
    let (host, report) = host(
      [
        HostTestPlugin("storage") { _ in log.append("storage") },
        HostTestPlugin("tasks", requires: ["storage"]) { _ in log.append("tasks") },
        HostTestPlugin("notes") { context in
          log.append("notes")
          context.route("notes", title: "Notes", screen: RouterTestScreens.plain)
        },
      ], disabled: ["storage", "nonexistent"])
    #expect(log.entries == ["notes"])
    #expect(report.status(of: "storage") == .disabled)
    #expect(report.disabled.map(\.id) == ["storage"])
    #expect(failure(report, "tasks") == "plugin tasks requires plugin storage, which is disabled")
    #expect(host.registry.routes.map(\.pattern.description) == ["notes"])
  }

  @Test func aRequiredServiceMustBeRegistered() {
    let services = ServiceContainer()
    services.register(ServiceKey<Int>("clock"), 1)
    let (_, report) = host(
      [
        HostTestPlugin("tasks", services: ["clock", "database"]),
        HostTestPlugin("timer", services: ["clock"]),
      ], services: services)
    #expect(
      failure(report, "tasks") == "plugin tasks requires service database, which is not registered")
    #expect(report.status(of: "timer") == .loaded)
  }

  @Test func aServiceProvidedByARequiredPluginSatisfiesARequirement() throws {
    let services = ServiceContainer()
    let (host, report) = host(
      [
        HostTestPlugin("tasks", requires: ["storage"], services: ["store"]) { context in
          let store = try context.services.resolve(Self.storeKey)
          context.route("tasks", title: store, screen: RouterTestScreens.plain)
        },
        HostTestPlugin("storage") { context in context.provide(Self.storeKey, "sqlite") },
      ], services: services)
    #expect(report.loadOrder == ["storage", "tasks"])
    #expect(try services.resolve(Self.storeKey) == "sqlite")
    #expect(host.registry.serviceProviders == ["store": "storage"])
    #expect(host.registry.routes.first?.title == "sqlite")
  }

  @Test func aPluginThatThrowsIsLeftOutWithAllItsRegistrationsRolledBack() throws {
    let services = ServiceContainer()
    let (host, report) = host(
      [
        HostTestPlugin("first") { context in
          context.route("first", title: "First", screen: RouterTestScreens.plain)
          context.tab(title: "First", route: "first")
        },
        HostTestPlugin("broken", routePrefixes: ["shared"]) { context in
          context.route("shared/:id", title: "Shared", screen: RouterTestScreens.plain)
          context.route("broken", title: "Broken", screen: RouterTestScreens.plain)
          context.command(Command(id: "shared.new", title: "New", key: "ctrl-n", route: "broken"))
          context.tab(title: "Shared", route: "broken")
          context.provide(Self.storeKey, "broken store")
          throw HostTestFailure()
        },
        // Claims everything the broken plugin had claimed: free again after the rollback.
        HostTestPlugin("later", routePrefixes: ["shared"]) { context in
          context.route("shared/:key", title: "Shared", screen: RouterTestScreens.plain)
          context.command(Command(id: "shared.new", title: "New", key: "ctrl-n", route: "shared/1"))
          context.tab(title: "Shared", route: "shared/1")
          context.provide(Self.storeKey, "later store")
        },
      ], services: services)
    #expect(failure(report, "broken") == "plugin broken failed to register: the disk is full")
    #expect(report.loadOrder == ["first", "later"])
    let registry = host.registry
    #expect(registry.routes.map(\.pattern.description) == ["first", "shared/:key"])
    #expect(registry.routes.allSatisfy { $0.pluginID != "broken" })
    #expect(registry.commands.map(\.pluginID) == ["later"])
    #expect(registry.tabs.map(\.pluginID) == ["first", "later"])
    #expect(try services.resolve(Self.storeKey) == "later store")
    #expect(registry.serviceProviders == ["store": "later"])
  }

  @Test func aServiceOfAThrowingPluginIsRemoved() {
    let services = ServiceContainer()
    let (_, report) = host(
      [
        HostTestPlugin("broken") { context in
          context.provide(Self.storeKey, "x")
          throw HostTestFailure()
        }
      ], services: services)
    #expect(report.status(of: "broken") != .loaded)
    #expect(!services.contains(name: "store"))
  }

  @Test func aPluginRequiringOneThatFailedToRegisterFailsToo() {
    let (_, report) = host([
      HostTestPlugin("storage") { _ in throw HostTestFailure() },
      HostTestPlugin("tasks", requires: ["storage"]),
    ])
    #expect(
      failure(report, "tasks") == "plugin tasks requires plugin storage, which failed to load")
  }

  @Test func loadsOnce() {
    let log = NavTestLog()
    let host = PluginHost(
      plugins: [HostTestPlugin("a") { _ in log.append("a") }], services: ServiceContainer())
    let first = host.load()
    let second = host.load()
    #expect(first == second)
    #expect(host.report == first)
    #expect(log.entries == ["a"])
  }

  @Test func registrationsAfterRegisterReturnedAreIgnored() {
    @MainActor final class Escaped { var context: PluginContext? }
    let escaped = Escaped()
    let (host, report) = host([HostTestPlugin("sneaky") { escaped.context = $0 }])
    #expect(report.status(of: "sneaky") == .loaded)
    escaped.context?.route("late", title: "Late", screen: RouterTestScreens.plain)
    escaped.context?.tab(title: "Late", route: "late")
    #expect(host.registry.routes.isEmpty)
    #expect(host.registry.tabs.isEmpty)
  }
}
