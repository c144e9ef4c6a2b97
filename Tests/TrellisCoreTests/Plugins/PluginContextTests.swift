import Testing
import TrellisCore

@Suite @MainActor struct PluginContextTests {
  private func load(_ plugins: [Plugin], services: ServiceContainer = ServiceContainer())
    -> PluginHost
  {
    let host = PluginHost(plugins: plugins, services: services)
    host.load()
    return host
  }

  private func failure(_ host: PluginHost, _ id: String) -> String? {
    if case .failed(let error) = host.report?.status(of: id) { return error.message }
    return nil
  }

  private func routes(_ id: String, claiming prefixes: [String] = [], _ patterns: String...)
    -> Plugin
  {
    HostTestPlugin(id, routePrefixes: prefixes) { context in
      for pattern in patterns {
        context.route(pattern, title: pattern, screen: RouterTestScreens.plain)
      }
    }
  }

  @Test func aRouteClaimedTwiceNamesBothPlugins() {
    // Two plugins may share a prefix that is neither's id; their routes still may not clash.
    let host = load([
      routes("tasks", claiming: ["shared"], "tasks", "shared/:id"),
      routes("notes", claiming: ["shared"], "notes", "shared/:id"),
    ])
    #expect(failure(host, "notes") == "route shared/:id is claimed by both tasks and notes")
    // The loser's other routes are rolled back too.
    #expect(host.registry.routes.map(\.pluginID) == ["tasks", "tasks"])
  }

  @Test func patternsMatchingTheSameRoutesConflictWhateverTheParameterNames() {
    let host = load([
      routes("tasks", claiming: ["shared"], "shared/:id"),
      routes("notes", claiming: ["shared"], "shared/:key"),
    ])
    #expect(failure(host, "notes") == "route shared/:key is claimed by both tasks and notes")
  }

  @Test func aRouteRegisteredTwiceByOnePluginIsRefused() {
    let host = load([routes("tasks", "tasks/:id", "tasks/:other")])
    #expect(failure(host, "tasks") == "route tasks/:other is registered twice by tasks")
  }

  @Test func aBadPatternIsRefusedWithTheReason() {
    let host = load([routes("tasks", "tasks/:id/:id")])
    #expect(
      failure(host, "tasks")
        == "plugin tasks: route pattern \"tasks/:id/:id\" is not valid: parameter id appears twice")
  }

  @Test func commandsConflictByIdAndByKey() {
    let host = load([
      HostTestPlugin("tasks") { context in
        context.command(
          Command(id: "tasks.new", title: "New task", key: "ctrl-n", route: "tasks/new"))
      },
      HostTestPlugin("notes") { context in
        context.command(Command(id: "tasks.new", title: "New note", route: "notes/new"))
      },
      HostTestPlugin("mail") { context in
        context.command(Command(id: "mail.new", title: "New mail", key: "ctrl-n") {})
      },
    ])
    #expect(failure(host, "notes") == "command tasks.new is claimed by both tasks and notes")
    #expect(
      failure(host, "mail") == "key ctrl-n is claimed by both tasks.new (tasks) and mail.new (mail)"
    )
    #expect(host.registry.commands.map(\.id) == ["tasks.new"])
    #expect(host.registry.command(id: "tasks.new")?.route == "tasks/new")
    #expect(host.registry.command(id: "tasks.new")?.pluginID == "tasks")
  }

  @Test func tabsConflictByTitleIgnoringCase() {
    let host = load([
      HostTestPlugin("tasks") { context in
        context.route("tasks", title: "Tasks", screen: RouterTestScreens.plain)
        context.tab(title: "Tasks", route: "tasks")
      },
      HostTestPlugin("todo") { context in
        context.route("todo", title: "Todo", screen: RouterTestScreens.plain)
        context.tab(title: "TASKS", route: "todo")
      },
    ])
    #expect(failure(host, "todo") == "tab TASKS is claimed by both tasks and todo")
    #expect(host.registry.tabs == [PluginTab(title: "Tasks", route: "tasks", pluginID: "tasks")])
  }

  @Test func aTabMustOpenARegisteredRoute() {
    let host = load([
      HostTestPlugin("tasks") { context in
        // Order within register does not matter: the route comes after the tab.
        context.tab(title: "Tasks", route: "tasks?filter=open")
        context.route("tasks", title: "Tasks", screen: RouterTestScreens.plain)
      },
      HostTestPlugin("ghost") { context in context.tab(title: "Ghost", route: "ghost") },
    ])
    #expect(host.report?.status(of: "tasks") == .loaded)
    #expect(
      failure(host, "ghost")
        == "plugin ghost's tab Ghost opens route ghost, which no loaded plugin registers")
  }

  @Test func servicesConflictWithTheAppAndWithOtherPlugins() {
    let services = ServiceContainer()
    services.register(ServiceKey<Int>("http"), 1)
    let host = load(
      [
        HostTestPlugin("net") { context in context.provide(ServiceKey<Int>("http"), 2) },
        HostTestPlugin("storage") { context in context.provide(ServiceKey<Int>("db"), 3) },
        HostTestPlugin("cache") { context in context.provide(ServiceKey<Int>("db"), 4) },
      ], services: services)
    #expect(failure(host, "net") == "service http is provided by both the app and net")
    #expect(failure(host, "cache") == "service db is provided by both storage and cache")
    #expect(services.resolveIfPresent(ServiceKey<Int>("http")) == 1)
    #expect(services.resolveIfPresent(ServiceKey<Int>("db")) == 3)
  }

  @Test func aConflictMidwayRollsBackWhatCameBeforeAndIgnoresWhatComesAfter() {
    let services = ServiceContainer()
    let host = load(
      [
        routes("tasks", claiming: ["shared"], "shared"),
        HostTestPlugin("notes", routePrefixes: ["shared"]) { context in
          context.provide(ServiceKey<String>("notes.store"), "store")
          context.route("notes", title: "Notes", screen: RouterTestScreens.plain)
          context.tab(title: "Notes", route: "notes")
          context.route("shared", title: "Mine", screen: RouterTestScreens.plain)
          context.route("notes/:id", title: "Note", screen: RouterTestScreens.plain)
          context.command(Command(id: "notes.new", title: "New", route: "notes/new"))
        },
      ], services: services)
    #expect(failure(host, "notes") == "route shared is claimed by both tasks and notes")
    #expect(host.registry.routes.map(\.pattern.description) == ["shared"])
    #expect(host.registry.tabs.isEmpty)
    #expect(host.registry.commands.isEmpty)
    #expect(!services.contains(name: "notes.store"))
  }

  @Test func incompleteRegistrationsAreRefused() {
    let host = load([
      HostTestPlugin("a") { $0.route("a", title: "", screen: RouterTestScreens.plain) },
      HostTestPlugin("b") { $0.command(Command(id: "", title: "x", route: "b")) },
      HostTestPlugin("c") { $0.command(Command(id: "c.x", title: "x", key: "", route: "c")) },
      HostTestPlugin("d") { $0.command(Command(id: "d.x", title: "x", route: "d//x")) },
      HostTestPlugin("e") { $0.tab(title: "", route: "e") },
      HostTestPlugin("f") { $0.tab(title: "F", route: "") },
    ])
    #expect(failure(host, "a") == "plugin a: route a has an empty title")
    #expect(failure(host, "b") == "plugin b: a command needs an id and a title")
    #expect(failure(host, "c") == "plugin c: command c.x has an empty key")
    #expect(
      failure(host, "d") == "plugin d: route \"d//x\" cannot be read: it has an empty path segment")
    #expect(failure(host, "e") == "plugin e: a tab needs a title")
    #expect(
      failure(host, "f")
        == "plugin f: the route is empty; give a path such as tasks or tasks/3/edit")
  }

  @Test func theContextShowsTheManifestAndServices() {
    let services = ServiceContainer()
    services.register(ServiceKey<Int>("answer"), 42)
    @MainActor final class Seen {
      var id = ""
      var answer = 0
    }
    let seen = Seen()
    _ = load(
      [
        HostTestPlugin("probe", services: ["answer"]) { context in
          seen.id = context.pluginID + "/" + context.manifest.displayName
          seen.answer = try context.services.resolve(ServiceKey<Int>("answer"))
        }
      ], services: services)
    #expect(seen.id == "probe/Probe")
    #expect(seen.answer == 42)
  }
}
