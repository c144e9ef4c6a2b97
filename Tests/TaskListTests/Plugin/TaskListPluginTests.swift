import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TaskList

/// The plugin as an app loads it: its storage, kept across restarts of the app on the same
/// SQLite file, and what happens without it.
@MainActor
@Suite struct TaskListPluginTests {
  @Test func aRestartShowsWhatWasKeptOnTheSameFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    do {
      let app = try TaskListHarness(folder: folder)
      try app.harness.send(keys: "n W a t e r space t h e space p l a n t s enter")
      try app.harness.send(keys: "j space")  // "Go to …" is done
      try app.harness.send(keys: "g d y")  // "Water the plants" is deleted…
      try app.harness.send(keys: "n R e p o t space t h e m enter")  // …and another added
      try app.harness.send(keys: "q")
      #expect(app.harness.didQuit)
      app.stop()
    }
    let restarted = try TaskListHarness(folder: folder)
    #expect(restarted.harness.screen[1] == "Tasks: 3 to do, 1 done")
    #expect(
      restarted.listLines == [
        "To do", "[ ] Repot them", "[ ] Star repositories I am interested in",
        "[ ] Make a pull request", "Done", "[x] Go to https://github.com/devxoul",
      ])
  }

  @Test func withoutStorageThePluginIsLeftOutAndSaysWhy() throws {
    let harness = AppHarness(plugins: [TaskListPlugin()])
    #expect(harness.app.report.status(of: "tasks") != .loaded)
    #expect(harness.app.listPlugins().joined().contains("trellis.database"))
    #expect(!harness.screen[0].contains("Tasks"))

    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let database = try folder.openDatabase()
    database.close()
    let services = ServiceContainer()
    services.register(.database, database)
    let closed = AppHarness(plugins: [TaskListPlugin()], services: services)
    let line = closed.app.listPlugins().first { $0.hasPrefix("tasks") } ?? ""
    #expect(line.contains("The task storage could not be opened"))
  }
}
