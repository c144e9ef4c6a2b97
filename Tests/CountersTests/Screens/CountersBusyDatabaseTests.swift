import Counters
import Foundation
import Testing
import Trellis
import TrellisTesting

/// Another process holds the database's write lock: the screen goes on drawing and taking
/// keys while the saves wait, and every change lands once the lock is let go.
@MainActor
@Suite(.serialized) struct CountersBusyDatabaseTests {
  @Test func aBusyDatabaseNeverFreezesTheScreenAndLosesNothing() async throws {
    let folder = try TestFolder()
    defer { withExtendedLifetime(folder) {} }
    let database = try Database(path: folder.databasePath)
    defer { database.close() }
    let services = ServiceContainer()
    services.register(.database, database)
    let ids = SequentialIDs()
    let harness = AppHarness(
      plugins: [CountersPlugin(makeID: { ids.next() })], services: services,
      size: TerminalSize(width: 70, height: 12), clock: .real)
    #expect(
      await harness.waitUntil {
        (harness.navigator.visibleScreen as? DeferredScreen<StoredCounters>)?.content != nil
      })

    let holder = try DatabaseLockProcess(path: folder.databasePath)
    try harness.send(keys: "a")
    let pending = harness.app.pendingWork
    #expect(await harness.waitUntil { !pending.pending.isEmpty })
    // The save waits for the other process; the screen does not wait for the save.
    let framesBefore = harness.frameCount
    try harness.send(keys: "+ + +")
    #expect(await harness.waitFor(text: "number is 3"))
    #expect(harness.frameCount > framesBefore)
    #expect(!pending.pending.isEmpty)
    // The app's own reads do not wait either: they see the last commit.
    #expect(try database.query("SELECT value FROM counters_items").isEmpty)

    try holder.release()
    #expect(await harness.waitUntil { pending.pending.isEmpty })
    #expect(try storedValues(at: folder.databasePath) == [3])
  }

  /// The values in the file, read through a connection of its own.
  private func storedValues(at path: String) throws -> [Int] {
    let reader = try Database(path: path)
    defer { reader.close() }
    return try reader.query("SELECT value FROM counters_items ORDER BY position").map {
      try $0.int("value")
    }
  }
}
