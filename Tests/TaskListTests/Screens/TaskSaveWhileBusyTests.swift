import Foundation
import TaskList
import Testing
import Trellis
import TrellisTesting

/// A save while another program holds the database's write lock (a second connection to the
/// real file, as `sqlite3` with `BEGIN EXCLUSIVE` would): the form says at once that it
/// waits, and the error comes within the busy timeout of the save, every time — not after
/// the writes asked before it have each waited theirs. Real time: the waits are SQLite's;
/// what is asserted are conditions, with bounds generous enough for a busy machine. (A
/// notice shown for a second could be drawn over before a busy machine draws a frame, so the
/// screen is checked for it where the wait lasts until the test ends it;
/// `TaskEditSaveNoticeTests` checks the order of what the form is told.)
@MainActor
@Suite struct TaskSaveWhileBusyTests {
  /// The app over a database at `folder` whose writes wait at most `busyTimeout`.
  private func makeApp(_ folder: TemporaryFolder, busyTimeout: Duration) throws -> (
    AppHarness, Database
  ) {
    let database = try Database(
      path: folder.databasePath, options: DatabaseOptions(busyTimeout: busyTimeout))
    let services = ServiceContainer()
    services.register(.database, database)
    let harness = AppHarness(
      plugins: [TaskListPlugin(today: { testToday })], services: services,
      size: TerminalSize(width: 72, height: 16), clock: .real)
    return (harness, database)
  }

  /// The lines of the modal form (inside its box), without the status bar.
  private func form(_ harness: AppHarness) -> String {
    harness.screen.filter { $0.contains("│") }.joined(separator: "\n")
  }

  /// Opens the new task form and types a title.
  private func typeNewTask(_ harness: AppHarness) async throws {
    try harness.send(keys: "n")
    #expect(await harness.waitUntil { !harness.navigator.modals.isEmpty })
    try harness.send(keys: "B u y")
    #expect(await harness.waitFor(text: "Buy"))
  }

  @Test func aSaveThatWaitsForTheDatabaseSaysSoWhileItWaits() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (harness, database) = try makeApp(folder, busyTimeout: .seconds(60))
    defer { database.close() }
    #expect(await harness.waitFor(text: "Tasks: 3 to do, 0 done"))
    try await typeNewTask(harness)
    let letGo = DispatchSemaphore(value: 0)
    let released = try DatabaseLockHolder.hold(folder.databasePath, until: letGo, atMost: 60)
    try harness.send(keys: "enter")
    // The notice shows as long as the other connection holds the lock.
    #expect(await harness.waitUntil { form(harness).contains("the database is busy") })
    // How long at most: the busy timeout, less what already passed since Enter.
    #expect(form(harness).contains(" s at most."))
    #expect(harness.navigator.modals.count == 1)
    // Let go: the save goes through, the form closes, the list shows the task.
    letGo.signal()
    released.wait()
    #expect(await harness.waitUntil { harness.navigator.modals.isEmpty })
    #expect(await harness.waitFor(text: "[ ] Buy"))
  }

  @Test func aSaveAskedBehindWaitingWritesFailsWithinTheBusyTimeout() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let busyTimeout = Duration.seconds(2)
    let (harness, database) = try makeApp(folder, busyTimeout: busyTimeout)
    defer { database.close() }
    #expect(await harness.waitFor(text: "Tasks: 3 to do, 0 done"))
    let letGo = DispatchSemaphore(value: 0)
    let released = try DatabaseLockHolder.hold(folder.databasePath, until: letGo, atMost: 60)
    defer {
      letGo.signal()
      released.wait()
    }
    // Eight toggles wait for the lock, one after the other's turn; then the save is asked.
    try harness.send(keys: "space space space space space space space space")
    try await typeNewTask(harness)
    try harness.send(keys: "enter")
    let asked = ContinuousClock.now
    #expect(await harness.waitUntil { form(harness).contains("Could not save the task") })
    // Within the busy timeout of the save, with room for a busy machine: not after the
    // eight toggles' timeouts and its own (nine of them).
    let waited = ContinuousClock.now - asked
    #expect(waited < busyTimeout * 4, "the save failed after \(waited)")
  }
}
