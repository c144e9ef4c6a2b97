import Counters
import Foundation
import Testing
import TrellisCore
import TrellisServices
import TrellisTerminal
import TrellisTesting
import TrellisUI

/// The counters screen's bindings to storage, through AppHarness on real database files: a
/// restart is a new app on the same file.
@MainActor
@Suite struct CountersScreenTests {
  @Test func aRestartShowsTheSameCounters() throws {
    let folder = try TestFolder()
    let first = try CountersHarness(databasePath: folder.databasePath)
    try first.harness.send(keys: "a + + a - a + a")
    try first.harness.send(keys: "k d")  // the third (1) goes
    let shown = first.labels
    #expect(shown == ["number is 2", "number is -1", "number is 0"])
    first.database.close()

    let second = try CountersHarness(databasePath: folder.databasePath)
    #expect(second.labels == shown)
    #expect(try CountersHarness.stored(at: folder.databasePath).map(\.value) == [2, -1, 0])
    try second.harness.send(keys: "+")  // the first row is selected at start
    #expect(second.labels.first == "number is 3")
  }

  @Test func twoAppsOnOneFileKeepEachOthersCounters() throws {
    let folder = try TestFolder()
    let first = try CountersHarness(databasePath: folder.databasePath)
    try first.harness.send(keys: "a +")
    let second = try CountersHarness(
      databasePath: folder.databasePath, ids: SequentialIDs(startingAfter: 100))
    #expect(second.labels == ["number is 1"])

    try first.harness.send(keys: "a")
    try second.harness.send(keys: "a + +")
    let stored = try CountersHarness.stored(at: folder.databasePath)
    #expect(stored.map(\.id) == [SequentialIDs.id(1), SequentialIDs.id(2), SequentialIDs.id(101)])
    #expect(stored.map(\.value) == [1, 0, 2])

    try first.harness.send(keys: "d")  // the first app's new counter, selected
    #expect(try CountersHarness.stored(at: folder.databasePath).map(\.value) == [1, 2])
    first.database.close()
    second.database.close()
  }

  @Test func savesStillWaitingForTheDatabaseAreWaitedForWhenTheAppEnds() async throws {
    let folder = try TestFolder()
    let database = try Database(path: folder.databasePath)
    defer { database.close() }
    _ = try CounterStore(database: database).load()
    let services = ServiceContainer()
    services.register(.database, database)
    let harness = AppHarness(
      plugins: [CountersPlugin()], services: services, size: TerminalSize(width: 70, height: 12),
      clock: .real)
    // The list shows once the counters are read (off the main thread).
    #expect(await harness.waitFor(text: "No counters yet"))
    // Another program holds the write lock for half a second: the saves wait for it.
    let released = try LockHolder.hold(folder.databasePath, seconds: 0.5)
    try harness.send(keys: "a a q")
    #expect(harness.didQuit)
    let report = harness.app.finishPendingWork()
    #expect(report.isClean, "\(report.lines)")
    #expect(try CountersHarness.stored(at: folder.databasePath).count == 2)
    released.wait()
  }

  @Test func anUndoneDeleteIsStoredAgainInItsPlace() throws {
    let folder = try TestFolder()
    let first = try CountersHarness(databasePath: folder.databasePath)
    try first.harness.send(keys: "a + a + + a + + +")
    try first.harness.send(keys: "g d")
    #expect(try CountersHarness.stored(at: folder.databasePath).map(\.value) == [2, 3])
    try first.harness.send(keys: "u")
    let stored = try CountersHarness.stored(at: folder.databasePath)
    #expect(stored.map(\.value) == [1, 2, 3])
    first.database.close()

    let second = try CountersHarness(databasePath: folder.databasePath)
    #expect(second.labels == ["number is 1", "number is 2", "number is 3"])
  }

  @Test func aDatabaseErrorShowsInTheStatusBarAndTheCountersStayOnScreen() throws {
    let folder = try TestFolder()
    let app = try CountersHarness(
      databasePath: folder.databasePath, size: .init(width: 100, height: 10))
    try app.harness.send(keys: "a +")
    // From now on the connection refuses writes, as a read-only file would.
    try app.database.execute("PRAGMA query_only = ON")
    try app.harness.send(keys: "+ a")
    #expect(app.labels == ["number is 2", "number is 0"])
    let message = try #require(app.harness.statusMessage)
    #expect(message.kind == .error)
    #expect(message.text.hasPrefix("The counters could not be saved: "))
    #expect(message.text.contains("read-only"))
    #expect(app.harness.screen[9].contains("The counters could not be saved"))
    #expect(try CountersHarness.stored(at: folder.databasePath).map(\.value) == [1])

    // Once the file takes writes again, the next change saves everything on screen.
    try app.database.execute("PRAGMA query_only = OFF")
    try app.harness.send(keys: "-")
    #expect(app.labels == ["number is 2", "number is -1"])
    app.database.close()
    let restarted = try CountersHarness(databasePath: folder.databasePath)
    #expect(restarted.labels == ["number is 2", "number is -1"])
  }

  @Test func aDamagedRowIsAnErrorAtOpenAndTheStoredCountersAreKept() throws {
    let folder = try TestFolder()
    let setup = try Database(path: folder.databasePath)
    let store = try CounterStore(database: setup)
    _ = try store.load()
    try store.save([Counter(id: SequentialIDs.id(1), value: 5)])
    try store.namespace.execute(
      "INSERT INTO counters_items (id, value, position) VALUES ('garbage', 1, 1)")
    setup.close()

    let app = try CountersHarness(
      databasePath: folder.databasePath, size: .init(width: 120, height: 10))
    let message = try #require(app.harness.statusMessage)
    #expect(message.kind == .error)
    #expect(message.text.contains("The counters could not be loaded: stored counter 2 is damaged"))
    #expect(app.labels.isEmpty)
    try app.harness.send(keys: "a + +")  // no counters screen: nothing is written
    app.database.close()
    let check = try Database(path: folder.databasePath)
    defer { check.close() }
    #expect(try check.query("SELECT value FROM counters_items ORDER BY position").count == 2)
  }
}
