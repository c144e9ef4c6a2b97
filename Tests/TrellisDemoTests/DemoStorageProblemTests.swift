import Foundation
import Testing
import TrellisTesting

/// The demo's storage fails: the app never pretends a change was kept, and says why in
/// words a user can act on, also after the screen is gone.
@Suite struct DemoStorageProblemTests {
  @Test func aChangeThatCannotBeSavedBeforeQuittingIsSaidOnStandardErrorWithStatus1() throws {
    let runner = DemoCommandTests()
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-locked-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let setup = try runner.demo(
      DemoCommandTests.keepingData(in: home, ["--headless", "80x12", "--route", "counters"]),
      home: home)
    #expect(setup.status == 0, "\(setup.errors)")

    let path = DemoCommandTests.databasePath(home: home)
    let holder = try DatabaseLockProcess(path: path, exclusive: true, atMost: 60)
    let run = try runner.demo(
      DemoCommandTests.keepingData(
        in: home, ["--headless", "80x12", "--route", "counters", "--keys", "a wait:200 q"]),
      home: home)
    try holder.release()
    #expect(run.status == 1, "\(run.errors)")
    #expect(
      run.errors.contains(
        "saving the counters failed as the app ended, so it was not kept: "
          + "The counters could not be saved:"), "\(run.errors)")
    #expect(run.errors.contains("locked"), "\(run.errors)")

    let restart = try runner.demo(
      DemoCommandTests.keepingData(
        in: home, ["--headless", "80x12", "--route", "counters", "--print-screen"]),
      home: home)
    #expect(restart.output.contains("No counters yet"), "\(restart.output)")
  }

  @Test func aDatabaseThatCannotBeOpenedLeavesItsPluginsOutWithTheRealReason() throws {
    let runner = DemoCommandTests()
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-nodb-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    // A folder where the database file should be: SQLite cannot open it.
    let path = DemoCommandTests.databasePath(home: home)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)

    let list = try runner.demo(
      DemoCommandTests.keepingData(in: home, ["--list-plugins"]), home: home)
    let counters = try #require(list.lines.first { $0.hasPrefix("counters") })
    #expect(
      counters.contains(
        "failed: plugin counters was left out: the service it needs (trellis.database) could "
          + "not be started: The database \(path) could not be opened: it is not a regular file"),
      "\(counters)")
    #expect(!list.output.contains("which is not registered"))

    let run = try runner.demo(
      DemoCommandTests.keepingData(
        in: home, ["--headless", "100x12", "--route", "repos/search", "--keys", "q"]),
      home: home)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.errors.contains(
        "The storage could not be opened, so the plugins that keep data are left out: "
          + "The database \(path) could not be opened"), "\(run.errors)")
  }
}
