import Foundation
import TaskList
import Testing
import TrellisServices
import TrellisTerminal
import TrellisTesting

/// A save while another program holds the database's write lock (a second connection to the
/// real file, as `sqlite3` with `BEGIN EXCLUSIVE` would): the form says at once that it
/// waits, and the error comes within the busy timeout of the save, every time — not after
/// the writes asked before it have each waited theirs. Real time: the waits are SQLite's.
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

  @Test func aSaveThatWaitsForTheDatabaseSaysSoBeforeItFails() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let (harness, database) = try makeApp(folder, busyTimeout: .seconds(2))
    defer { database.close() }
    #expect(await harness.waitFor(text: "Tasks: 3 to do, 0 done"))
    try await typeNewTask(harness)
    let letGo = DispatchSemaphore(value: 0)
    let released = try LockHolder.hold(folder.databasePath, until: letGo, atMost: 60)
    defer {
      letGo.signal()
      released.wait()
    }
    try harness.send(keys: "enter")
    // The wait shows while it lasts, before the error replaces it.
    #expect(await harness.waitUntil { form(harness).contains("the database is busy") })
    #expect(!form(harness).contains("Could not save"))
    #expect(await harness.waitUntil { form(harness).contains("Could not save the task") })
    #expect(!form(harness).contains("the database is busy"))
    #expect(harness.navigator.modals.count == 1, "the form stays, with what was typed")
  }

  @Test func aSaveAskedBehindWaitingWritesFailsWithinTheBusyTimeout() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let busyTimeout = Duration.seconds(1)
    let (harness, database) = try makeApp(folder, busyTimeout: busyTimeout)
    defer { database.close() }
    #expect(await harness.waitFor(text: "Tasks: 3 to do, 0 done"))
    let letGo = DispatchSemaphore(value: 0)
    let released = try LockHolder.hold(folder.databasePath, until: letGo, atMost: 60)
    defer {
      letGo.signal()
      released.wait()
    }
    // Six toggles wait for the lock, one after the other's turn; then the save is asked.
    try harness.send(keys: "space space space space space space")
    try await typeNewTask(harness)
    try harness.send(keys: "enter")
    let asked = ContinuousClock.now
    // Asked while other writes wait: it says so at once, before it is even scheduled.
    #expect(await harness.waitUntil { form(harness).contains("the database is busy") })
    #expect(!form(harness).contains("Could not save"))
    #expect(await harness.waitUntil { form(harness).contains("Could not save the task") })
    // Within the busy timeout of the save, with room for a busy machine: not after the
    // six toggles' timeouts and its own (seven of them).
    let waited = ContinuousClock.now - asked
    #expect(waited < busyTimeout * 4, "the save failed after \(waited)")
  }
}
