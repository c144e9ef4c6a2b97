import Testing
import TrellisCore
import TrellisTerminal
import TrellisTesting

@Suite @MainActor struct AppTests {
  private func makeTasks() -> CoreTestPlugin {
    CoreTestPlugin(
      manifest: PluginManifest(
        id: "tasks", displayName: "Tasks", version: "1.2.0", apiVersion: 1...1),
      routes: [("tasks", "Tasks"), ("tasks/:id/edit", "Edit task"), ("tasks/new", "New task")],
      tabs: [("Tasks", "tasks")],
      commands: [Command(id: "tasks.new", title: "New task", key: "ctrl-n", route: "tasks/new")])
  }

  @Test func theShellPluginLoadsFirstAndItsTabsComeLast() {
    let app = App(plugins: [makeTasks()])
    #expect(app.report.loadOrder == ["trellis", "tasks"])
    #expect(app.tabs.map(\.title) == ["Tasks", "Plugins", "Help"])
    #expect(app.displayName(ofPlugin: "tasks") == "Tasks")
    #expect(app.displayName(ofPlugin: "unknown") == "unknown")
    let bare = App(plugins: [makeTasks()], builtinTabs: false)
    #expect(bare.tabs.map(\.title) == ["Tasks"])
    #expect((try? bare.checkRoute("plugins")) != nil)
  }

  @Test func listsPluginsAndRoutes() {
    let broken = CoreTestPlugin(
      manifest: PluginManifest(
        id: "needy", displayName: "Needy", version: "0.1.0", apiVersion: 1...1,
        requiredPlugins: ["absent"]))
    let app = App(plugins: [makeTasks(), broken], disabledPlugins: ["tasks"])
    let plugins = app.listPlugins()
    #expect(plugins.count == 3)
    #expect(plugins[0].hasPrefix("trellis"))
    #expect(plugins[0].hasSuffix("loaded"))
    #expect(plugins[1].hasPrefix("tasks") && plugins[1].hasSuffix("disabled"))
    #expect(plugins[2].hasPrefix("needy") && plugins[2].contains("failed: "))
    #expect(plugins[2].contains("absent"))
    let enabled = App(plugins: [makeTasks()])
    #expect(
      enabled.listRoutes() == [
        "plugins         Plugins    trellis",
        "help            Help       trellis",
        "messages        Messages   trellis",
        "tasks           Tasks      tasks",
        "tasks/:id/edit  Edit task  tasks",
        "tasks/new       New task   tasks",
      ])
  }

  @Test func theShellsRoutesAndTabsAreReserved() {
    // A claimed prefix does not beat the shell's route.
    let manifest = PluginManifest(
      id: "thief", displayName: "Thief", version: "1.0.0", apiVersion: 1...1,
      routePrefixes: ["help"])
    let thief = CoreTestPlugin(manifest: manifest, routes: [("help", "My help")])
    let app = App(plugins: [thief])
    guard case .failed(let error) = app.report.status(of: "thief") else {
      Issue.record("the plugin claiming `help` loaded")
      return
    }
    #expect(error.message.contains("trellis"))
    #expect(error.message.contains("thief"))
  }

  @Test func checksRoutes() {
    let app = App(plugins: [makeTasks()])
    #expect((try? app.checkRoute("tasks/3/edit")) != nil)
    #expect(throws: NavigationError.self) { try app.checkRoute("nowhere") }
    #expect(throws: NavigationError.self) { try app.checkRoute("tasks/%zz") }
  }

  @Test func parsesScreenSizes() throws {
    #expect(try App.size(from: "100x30") == TerminalSize(width: 100, height: 30))
    #expect(try App.size(from: "1X1") == TerminalSize(width: 1, height: 1))
    for bad in [
      "", "100", "x30", "100x", "0x10", "10x0", "1001x10", "-5x10", "10x10x10", "ten x ten",
      "１0x10",
    ] {
      #expect(throws: AppError.badSize(bad)) { try App.size(from: bad) }
    }
    #expect("\(AppError.badSize("\u{1B}[2J"))".contains("\u{1B}") == false)
  }

  @MainActor
  @Test func thePaletteListsRoutesAndCommands() throws {
    let harness = AppHarness(
      plugins: [makeTasks()], size: TerminalSize(width: 80, height: 16))
    try harness.send(keys: ":")
    let palette = try #require(harness.shell.palette)
    #expect(
      palette.rowTitles == [
        "Plugins", "Help", "Messages", "Tasks", "Edit task", "New task", "New task",
      ])
    #expect(palette.matches.map(\.entry.detail).last == "Tasks · ctrl-n")
    try harness.send(keys: "e d i t enter")
    #expect(harness.shell.palette?.query == "tasks/")
    try harness.send(keys: "3 / e d i t enter")
    #expect(harness.currentRoute == "tasks/3/edit")
    #expect(harness.navigator.stack.count == 2)
    try harness.send(keys: "esc ctrl-n")
    #expect(harness.currentRoute == "tasks/new")
  }

  @MainActor
  @Test func theHelpScreenListsKeysTabsCommandsAndRoutes() throws {
    let harness = AppHarness(
      plugins: [makeTasks()], size: TerminalSize(width: 80, height: 40), route: "help")
    let text = harness.screenText
    #expect(harness.screen[1] == "Test app 0.0.0")
    #expect(text.contains("  : or ctrl-p"))
    #expect(text.contains("  1  Tasks"))
    #expect(text.contains("  ctrl-n  New task  tasks"))
    #expect(text.contains("  tasks/:id/edit  Edit task  tasks"))
    try harness.send(keys: "G")
    #expect(harness.currentRoute == "help")
  }

  @MainActor
  @Test func theHelpScreenWrapsDescriptionsOnANarrowTerminalInsteadOfCuttingThem() throws {
    let harness = AppHarness(
      plugins: [makeTasks()], size: TerminalSize(width: 40, height: 40), route: "help")
    let lines = harness.screen
    #expect(!lines.contains { $0.hasSuffix("…") }, "\(lines)")
    // The Messages key's description runs over three lines, each under its column.
    let first = try #require(lines.firstIndex { $0.hasPrefix("  m ") }, "\(lines)")
    #expect(lines[first].contains("messages: every"), "\(lines)")
    let rest = lines[(first + 1)...].prefix(3).joined(separator: " ")
    #expect(rest.contains("in full"), "\(lines)")
    #expect(lines[first + 1].hasPrefix("      "), "\(lines)")
  }
}
