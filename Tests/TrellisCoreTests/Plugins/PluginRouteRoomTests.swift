import Testing
import TrellisCore

/// A plugin's routes live under its id, or under a prefix its manifest claims; a route
/// that would shadow another plugin's is refused whichever registers first.
@Suite @MainActor struct PluginRouteRoomTests {
  private func load(_ plugins: [Plugin]) -> PluginHost {
    let host = PluginHost(plugins: plugins, services: ServiceContainer())
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

  @Test func aPluginRegistersItsIDAndWhatIsUnderIt() {
    let host = load([routes("tasks", "tasks", "tasks/new", "/tasks/:id/edit/", "tasks/*rest")])
    #expect(host.report?.status(of: "tasks") == .loaded)
    #expect(host.registry.routes.count == 4)
  }

  @Test func theDefaultIsNoClaimedPrefix() {
    #expect(
      PluginManifest(id: "tasks", displayName: "Tasks", version: "1", apiVersion: 1...1)
        .routePrefixes == [])
  }

  @Test func aClaimedPrefixOpensOnlyThatPrefix() {
    let host = load([
      routes("notes", claiming: ["shared/notes", "memo"], "notes", "shared/notes/:id", "memo"),
      routes("memos", claiming: ["shared/notes"], "shared/memos"),
    ])
    #expect(host.report?.status(of: "notes") == .loaded)
    #expect(
      failure(host, "memos")
        == "plugin memos: route shared/memos is outside its own routes (memos, memos/…, "
        + "shared/notes, shared/notes/…); put it under memos/ or claim its prefix in the "
        + "manifest's routePrefixes")
  }

  @Test func aParameterAfterALiteralItMatchesIsRefusedNamingBoth() {
    // Both claim `shared`, which is neither's id: the second to register is refused.
    let host = load([
      routes("evil", claiming: ["shared"], "shared/5/edit"),
      routes("notes", claiming: ["shared"], "notes", "shared/:id/edit"),
    ])
    #expect(host.report?.status(of: "evil") == .loaded)
    #expect(
      failure(host, "notes")
        == "route shared/:id/edit of notes overlaps route shared/5/edit of evil: a link such as "
        + "shared/5/edit matches both; keep each plugin's routes under its own prefix")
  }

  @Test func aPluginListedFirstCannotTakeAnotherPluginsID() {
    // Listed first, evil would once have taken `tasks/5/edit` and left tasks out.
    let host = load([
      routes("evil", claiming: ["tasks"], "tasks/5/edit"),
      routes("tasks", "tasks", "tasks/:id/edit"),
    ])
    #expect(host.report?.status(of: "tasks") == .loaded)
    #expect(
      failure(host, "evil")?.hasPrefix(
        "plugin evil: route prefix \"tasks\" belongs to "
          + "plugin tasks") == true)
  }

  @Test func patternsOfDifferentLengthsDoNotOverlap() {
    let host = load([
      routes("tasks", claiming: ["shared"], "shared", "shared/:id/edit"),
      routes("archive", claiming: ["shared/archive"], "shared/archive"),
    ])
    #expect(host.report?.status(of: "archive") == .loaded)
    #expect(
      host.registry.routes.map(\.pattern.description)
        == ["shared", "shared/:id/edit", "shared/archive"])
  }

  @Test func overlapsWithinOnePluginAreItsOwnBusiness() {
    let host = load([routes("tasks", "tasks/new", "tasks/:id", "tasks/*rest")])
    #expect(host.report?.status(of: "tasks") == .loaded)
  }

  @Test func theShellKeepsItsRoutesOutsideItsID() {
    let app = App(plugins: [])
    #expect(app.report.status(of: "trellis") == .loaded)
    #expect((try? app.checkRoute("help")) != nil)
    #expect((try? app.checkRoute("plugins")) != nil)
  }
}
