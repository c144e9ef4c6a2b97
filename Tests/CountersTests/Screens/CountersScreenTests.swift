import Counters
import Foundation
import Testing
import Trellis
import TrellisTesting

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
    let released = try DatabaseLockHolder.hold(folder.databasePath, seconds: 0.5)
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

  @Test func aFailedSaveShowsInTheStatusBarAndIsTriedAgainUntilTheFileTakesIt() throws {
    let folder = try TestFolder()
    let app = try CountersHarness(
      databasePath: folder.databasePath, size: .init(width: 220, height: 10))
    try app.harness.send(keys: "a +")
    // From now on the connection refuses writes, as a read-only file would.
    try app.database.execute("PRAGMA query_only = ON")
    try app.harness.send(keys: "+ a")
    #expect(app.labels == ["number is 2", "number is 0"])
    let message = try #require(app.harness.statusMessage)
    #expect(message.kind == .error)
    #expect(message.text.hasPrefix("The counters could not be saved: "))
    #expect(message.text.contains("read-only"))
    #expect(message.text.hasSuffix("stay on screen; saving is tried again every second."))
    #expect(app.harness.screen[9].contains("The counters could not be saved"))
    app.harness.advance(by: .seconds(3))
    #expect(try CountersHarness.stored(at: folder.databasePath).map(\.value) == [1])

    // Once the file takes writes again, the next try saves everything on screen, with no
    // change needed, and the status bar says so.
    try app.database.execute("PRAGMA query_only = OFF")
    app.harness.advance(by: .seconds(1))
    #expect(try CountersHarness.stored(at: folder.databasePath).map(\.value) == [2, 0])
    #expect(app.harness.statusMessage == .notice("The counters are saved now."))
    try app.harness.send(keys: "-")
    #expect(app.labels == ["number is 2", "number is -1"])
    app.database.close()
    let restarted = try CountersHarness(databasePath: folder.databasePath)
    #expect(restarted.labels == ["number is 2", "number is -1"])
  }

  @Test func tabMovesBetweenTheListTheAddButtonAndTheTabBarNotThroughEveryRow() throws {
    let folder = try TestFolder()
    let app = try CountersHarness(databasePath: folder.databasePath)
    // No counters: only adding acts, and only it is offered.
    #expect(!app.harness.screen[11].contains("change"), "\(app.harness.screen[11])")
    #expect(!app.harness.screen[11].contains("delete"), "\(app.harness.screen[11])")
    #expect(app.harness.screen[11].contains("a add"), "\(app.harness.screen[11])")
    try app.harness.send(keys: "a a a")
    let window = app.harness.shell.window
    let list = try #require(window.focusedView as? ListView)
    // Enter does nothing in the counters: no `enter select`; d deletes and says so.
    #expect(!app.harness.screen[11].contains("enter"), "\(app.harness.screen[11])")
    #expect(app.harness.screen[11].contains("d delete"), "\(app.harness.screen[11])")
    try app.harness.send(keys: "tab")
    #expect((window.focusedView as? Button)?.title == "add")
    try app.harness.send(keys: "tab")
    #expect(window.focusedView is TabBar)
    try app.harness.send(keys: "tab")
    #expect(window.focusedView is ListView)
    // A row's button that has the focus (a click gives it): Tab goes on from its list.
    let cell = try #require(list.cellForRow(at: IndexPath(row: 1, section: 0)) as? CounterCell)
    #expect(window.focus(cell.minusButton))
    try app.harness.send(keys: "tab")
    #expect((window.focusedView as? Button)?.title == "add")
  }

  @Test func aDamagedRowShowsAsDamagedAndTheOthersStayUsable() throws {
    let folder = try TestFolder()
    let setup = try Database(path: folder.databasePath)
    let store = try CounterStore(database: setup)
    _ = try store.load()
    try store.save([Counter(id: SequentialIDs.id(11), value: 5), Counter(id: SequentialIDs.id(12))])
    try store.namespace.execute("UPDATE counters_items SET value = 'abc' WHERE position = 0")
    setup.close()

    let app = try CountersHarness(
      databasePath: folder.databasePath, size: .init(width: 120, height: 10))
    #expect(app.labels == ["number is 0"])
    #expect(app.harness.screen.contains { $0.contains("Stored counter 1 is damaged (") })
    #expect(app.harness.screen.contains { $0.contains("1 counter (1 damaged)") })
    #expect(app.harness.statusMessage?.text.hasPrefix("1 stored counter is damaged") == true)
    try app.harness.send(keys: "+ + a")
    #expect(app.labels == ["number is 2", "number is 0"])
    // The damaged row sits after the counters, without buttons; its keys do nothing, and
    // the status bar does not offer them there.
    try app.harness.send(keys: "down down")
    #expect(!app.harness.screen[9].contains("+- change"), "\(app.harness.screen[9])")
    #expect(!app.harness.screen.contains { $0.contains("Stored counter") && $0.contains("[ + ]") })
    try app.harness.send(keys: "+ d")
    #expect(app.labels == ["number is 2", "number is 0"])
    app.database.close()
    let check = try Database(path: folder.databasePath)
    defer { check.close() }
    let values = try check.query(
      "SELECT CAST(value AS TEXT) AS value FROM counters_items ORDER BY rowid"
    ).map { try $0.string("value") }
    #expect(values == ["abc", "2", "0"])
  }
}
