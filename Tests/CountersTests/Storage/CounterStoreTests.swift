import Counters
import Foundation
import Testing
import Trellis
import TrellisRxTest

@Suite struct CounterStoreTests {
  private let sample = [
    Counter(id: SequentialIDs.id(1), value: 3), Counter(id: SequentialIDs.id(2), value: -7),
    Counter(id: SequentialIDs.id(3), value: 0),
  ]

  @Test func aNewFileHasNoCountersAndGetsItsTable() throws {
    let folder = try TestFolder()
    let database = try Database(path: folder.databasePath)
    let store = try CounterStore(database: database)
    #expect(try store.load() == [])
    #expect(try store.namespace.appliedMigrations() == [1])
    #expect(try store.load() == [])  // loading again migrates nothing
  }

  @Test func savedCountersComeBackInOrderFromANewConnection() throws {
    let folder = try TestFolder()
    let database = try Database(path: folder.databasePath)
    _ = try CounterStore(database: database).load()
    try CounterStore(database: database).save(sample)
    database.close()

    let reopened = try Database(path: folder.databasePath)
    #expect(try CounterStore(database: reopened).load() == sample)
  }

  @Test func savingReplacesWhatWasStored() throws {
    let folder = try TestFolder()
    let store = try CounterStore(database: Database(path: folder.databasePath))
    _ = try store.load()
    try store.save(sample)
    let changed = [sample[2], Counter(id: SequentialIDs.id(9), value: 12), sample[0]]
    try store.save(changed)
    #expect(try store.load() == changed)
    try store.save([])
    #expect(try store.load() == [])
  }

  @Test func twoStoresOnOneFileKeepEachOthersCounters() throws {
    let folder = try TestFolder()
    let first = try CounterStore(database: Database(path: folder.databasePath))
    let second = try CounterStore(database: Database(path: folder.databasePath))
    let shared = Counter(id: SequentialIDs.id(1), value: 5)
    _ = try first.load()
    try first.save([shared])
    #expect(try second.load() == [shared])

    // Each adds a counter of its own; the second also changes the shared one.
    let firsts = Counter(id: SequentialIDs.id(2), value: 0)
    let seconds = Counter(id: SequentialIDs.id(3), value: 1)
    try first.save([shared, firsts])
    try second.save([Counter(id: shared.id, value: 6), seconds])
    #expect(
      try CountersHarness.stored(at: folder.databasePath)
        == [Counter(id: shared.id, value: 6), firsts, seconds])

    // A delete takes only the counter deleted.
    try second.save([Counter(id: shared.id, value: 6)])
    #expect(
      try CountersHarness.stored(at: folder.databasePath)
        == [Counter(id: shared.id, value: 6), firsts])
  }

  @Test func aSaveWritesOnlyWhatChangedAndKeepsPositionsInListOrder() throws {
    let folder = try TestFolder()
    let first = try CounterStore(database: Database(path: folder.databasePath))
    let second = try CounterStore(database: Database(path: folder.databasePath))
    _ = try first.load()
    try first.save(sample)
    _ = try second.load()
    // The second instance changes the last counter; the first, not knowing, changes the
    // first one and deletes the middle one: the last keeps the second's value.
    try second.save([sample[0], sample[1], Counter(id: sample[2].id, value: 40)])
    try first.save([Counter(id: sample[0].id, value: 4), sample[2]])
    #expect(
      try CountersHarness.stored(at: folder.databasePath)
        == [Counter(id: sample[0].id, value: 4), Counter(id: sample[2].id, value: 40)])
    let positions = try first.namespace.query(
      "SELECT position FROM counters_items ORDER BY position")
    #expect(try positions.map { try $0.int("position") } == [0, 1])
  }

  @Test func extremeValuesRoundTrip() throws {
    let folder = try TestFolder()
    let store = try CounterStore(database: Database(path: folder.databasePath))
    _ = try store.load()
    let extremes = [
      Counter(id: SequentialIDs.id(1), value: Int.max),
      Counter(id: SequentialIDs.id(2), value: Int.min),
    ]
    try store.save(extremes)
    #expect(try store.load() == extremes)
  }

  @Test func damagedRowsAreListedApartAndSavesLeaveThemAlone() throws {
    let folder = try TestFolder()
    let database = try Database(path: folder.databasePath)
    let store = try CounterStore(database: database)
    _ = try store.load()
    try store.save(sample)
    try store.namespace.execute(
      "INSERT INTO counters_items (id, value, position) VALUES ('not-a-uuid', 1, 5)")
    try store.namespace.execute("UPDATE counters_items SET value = 'abc' WHERE position = 1")

    let loaded = try store.loadAll()
    #expect(loaded.counters == [sample[0], sample[2]])
    #expect(loaded.damaged.map(\.position) == [1, 3])
    #expect(loaded.damaged[0].reason.contains("value"))
    #expect(loaded.damaged[1].reason == "its id is not a UUID")
    #expect(loaded.damaged[1].message.hasPrefix("Stored counter 4 is damaged (its id is not"))

    // The others stay usable: changing, adding and deleting them never touches the damaged.
    let fresh = Counter(id: SequentialIDs.id(7), value: 9)
    try store.save([Counter(id: sample[2].id, value: 40), fresh])
    let rows = try store.namespace.query(
      "SELECT id, CAST(value AS TEXT) AS value FROM counters_items ORDER BY rowid")
    let pairs = try rows.map { try "\($0.string("id").prefix(8))=\($0.string("value"))" }
    #expect(pairs.contains("\(sample[1].id.uuidString.prefix(8))=abc"))
    #expect(pairs.contains("not-a-uu=1"))
    #expect(try store.load() == [Counter(id: sample[2].id, value: 40), fresh])
  }

  @Test func aReadOnlyDatabaseFailsTheSaveAndKeepsWhatWasStored() throws {
    let folder = try TestFolder()
    let database = try Database(path: folder.databasePath)
    let store = try CounterStore(database: database)
    _ = try store.load()
    try store.save(sample)
    // The connection refuses writes as a read-only file does (tests may run as root, for
    // whom file permissions deny nothing).
    try database.execute("PRAGMA query_only = ON")
    do {
      try store.save([])
      Issue.record("saved to a read-only database")
    } catch {
      guard case .cannotSave(let cause) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(cause.hint.contains("read-only"))
      #expect(error.message.hasPrefix("The counters could not be saved: "))
      // The status bar says they stay on screen; the message itself, also printed after
      // the app has closed, does not speak of the screen.
      #expect(!error.message.contains("screen"))
      #expect(error.statusBarMessage.hasPrefix(error.message))
      #expect(
        error.statusBarMessage.hasSuffix("stay on screen; saving is tried again every second."))
    }
    #expect(try store.load() == sample)
  }

  @Test func aClosedDatabaseFailsTheLoadWithAClearMessage() throws {
    let folder = try TestFolder()
    let database = try Database(path: folder.databasePath)
    let store = try CounterStore(database: database)
    database.close()
    #expect(throws: CountersError.cannotLoad(.closed(path: database.path))) {
      try store.load()
    }
  }

  @Test func savingWritesEachListInOrderAndRetriesAFailedOneUntilItIsStored() throws {
    let folder = try TestFolder()
    let database = try Database(path: folder.databasePath)
    let store = try CounterStore(database: database)
    _ = try store.load()
    let scheduler = TestScheduler(initialClock: 0)
    let lists = scheduler.createHotObservable([
      .next(210, [sample[0]]), .next(220, [sample[0], sample[1]]), .next(240, sample),
    ])
    scheduler.scheduleAt(225) {
      #expect((try? store.load()) == [sample[0], sample[1]])
    }
    let events = scheduler.start { store.saving(lists.asObservable(), on: scheduler) }
    #expect(events.events.isEmpty)
    #expect(try store.load() == sample)

    // The file refuses writes from 205 to 230: the list sent at 210 fails once (one event),
    // is tried again each second, and is stored as soon as the file takes writes.
    let second = TestScheduler(initialClock: 0)
    let more = second.createHotObservable([.next(210, [sample[1]])])
    second.scheduleAt(205) { _ = try? database.execute("PRAGMA query_only = ON") }
    second.scheduleAt(230) { _ = try? database.execute("PRAGMA query_only = OFF") }
    second.scheduleAt(229) { #expect((try? store.load()) == sample) }
    let reported = second.start { store.saving(more.asObservable(), on: second) }
    #expect(reported.events.map(\.time) == [211, 231])
    #expect(reported.events.first?.value.element.map(Self.isFailure) == true)
    #expect(reported.events.last?.value.element == .recovered)
    #expect(try store.load() == [sample[1]])
  }

  @Test func aNewerListTakesOverFromAFailedOneAndTheAppIsToldIfTheLastTryFails() throws {
    let folder = try TestFolder()
    let database = try Database(path: folder.databasePath)
    let store = try CounterStore(database: database)
    _ = try store.load()
    let pending = PendingWork()
    let scheduler = TestScheduler(initialClock: 0)
    let lists = scheduler.createHotObservable([
      .next(210, [sample[0]]), .next(215, [sample[0], sample[1]]),
    ])
    scheduler.scheduleAt(205) { _ = try? database.execute("PRAGMA query_only = ON") }
    scheduler.scheduleAt(240) { scheduler.stop() }  // it would try again forever
    scheduler.scheduleAt(216) {
      // The first list gave way to the second, which is still failing: one piece of work.
      #expect(pending.pending == ["saving the counters"])
    }
    let events = scheduler.start(disposed: 220) {
      store.saving(lists.asObservable(), on: scheduler, tracking: pending)
    }
    #expect(events.events.count == 1)
    // The app ends while the file still refuses writes: the report says so, with why.
    let report = pending.waitUntilDone(limit: 0)
    #expect(report.unfinished.isEmpty)
    #expect(report.failures.map(\.label) == ["saving the counters"])
    #expect(report.failures.first?.message.hasPrefix("The counters could not be saved") == true)
    #expect(
      report.lines.first?.hasPrefix(
        "saving the counters failed as the app ended, so it was not kept") == true)
    _ = try? database.execute("PRAGMA query_only = OFF")
    scheduler.advanceTo(scheduler.clock + 2)
    #expect(pending.pending.isEmpty)
    #expect(try store.load() == [sample[0], sample[1]])
  }

  private static func isFailure(_ event: CounterSaveEvent) -> Bool {
    if case .failed = event { return true }
    return false
  }

  @Test func aSaveThatFailsAsTheAppEndsIsReportedWithoutSpeakingOfTheScreen() throws {
    let folder = try TestFolder()
    let database = try Database(path: folder.databasePath)
    let store = try CounterStore(database: database)
    _ = try store.load()
    try database.execute("PRAGMA query_only = ON")  // refuses writes, as a read-only file
    let pending = PendingWork()
    pending.beginEnding()
    let scheduler = TestScheduler(initialClock: 0)
    let lists = scheduler.createHotObservable([.next(210, sample)])
    scheduler.scheduleAt(300) { scheduler.stop() }  // it would try again forever
    _ = scheduler.start { store.saving(lists.asObservable(), on: scheduler, tracking: pending) }
    let lines = pending.waitUntilDone(limit: 0).lines
    #expect(lines.count == 1, "\(lines)")
    #expect(
      lines.first?.hasPrefix("saving the counters failed as the app ended, so it was not kept: ")
        == true)
    #expect(lines.first?.contains("The counters could not be saved") == true, "\(lines)")
    #expect(lines.allSatisfy { !$0.contains("screen") }, "\(lines)")
  }

  @Test func listsSentBeforeTheSubscriptionEndsAreStillSavedAfterIt() throws {
    let folder = try TestFolder()
    let database = try Database(path: folder.databasePath)
    let store = try CounterStore(database: database)
    _ = try store.load()
    let pending = PendingWork()
    let scheduler = TestScheduler(initialClock: 0)
    let lists = scheduler.createHotObservable([
      .next(210, [sample[0]]), .next(212, sample), .next(220, [sample[2]]),
    ])
    // The screen closes at 212, just after the last list was sent and before its save ran.
    let failures = scheduler.start(disposed: 212) {
      store.saving(lists.asObservable(), on: scheduler, tracking: pending)
    }
    #expect(failures.events.isEmpty)
    #expect(try store.load() == sample)  // saved after the subscription ended; 220 never sent
    #expect(pending.pending.isEmpty)
    #expect(pending.waitUntilDone(limit: 1).isClean)  // nothing dropped
  }
}
