import Foundation
import Testing
import TrellisTesting

/// Another program holds the demo's database for the whole run: the app never pretends a
/// change was kept.
@Suite struct DemoLockedDatabaseTests {
  @Test func aChangeThatCannotBeSavedBeforeQuittingIsSaidOnStandardErrorWithStatus1() throws {
    let runner = DemoCommandTests()
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-locked-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let setup = try runner.demo(["--headless", "80x12", "--route", "counters"], home: home)
    #expect(setup.status == 0, "\(setup.errors)")

    let path = try DemoCommandTests.databasePath(home: home)
    let holder = try DatabaseLockProcess(path: path, exclusive: true, atMost: 60)
    let run = try runner.demo(
      ["--headless", "80x12", "--route", "counters", "--keys", "a wait:200 q"], home: home)
    try holder.release()
    #expect(run.status == 1, "\(run.errors)")
    #expect(
      run.errors.contains(
        "saving the counters failed as the app ended, so it was not kept: "
          + "The counters could not be saved:"), "\(run.errors)")
    #expect(run.errors.contains("locked"), "\(run.errors)")

    let restart = try runner.demo(
      ["--headless", "80x12", "--route", "counters", "--print-screen"], home: home)
    #expect(restart.output.contains("No counters yet"), "\(restart.output)")
  }
}
