import CSQLite
import Foundation
import Synchronization
import Testing
import TrellisTesting

@testable import TrellisServices

/// A write's wait for the database has one end: the busy timeout after it was asked for,
/// however many writes of the app wait before it; and it says when it starts waiting.
/// Another connection to the real file holds the write lock, as another program would.
@Suite struct DatabaseBusyWaitTests {
  @Test func aWriteAskedBehindWaitingWritesFailsWithinItsOwnBusyTimeout() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("busy.sqlite")
    let busyTimeout = Duration.seconds(1)
    let database = try Database(path: path, options: DatabaseOptions(busyTimeout: busyTimeout))
    defer { database.close() }
    try database.execute("CREATE TABLE t (x)")
    let letGo = DispatchSemaphore(value: 0)
    let released = try DatabaseLockHolder.hold(path, until: letGo, atMost: 60)
    defer {
      letGo.signal()
      released.wait()
    }
    // Six writes wait: the first for the other connection's lock, the rest for the first.
    let waiting = DispatchSemaphore(value: 0)
    let ended = DispatchSemaphore(value: 0)
    for value in 0..<6 {
      Thread.detachNewThread {
        _ = try? database.withWriter(whenBusy: { _ in waiting.signal() }) {
          try database.execute("INSERT INTO t VALUES (?)", [value])
        }
        ended.signal()
      }
    }
    for _ in 0..<6 { #expect(waiting.wait(timeout: .now() + 30) == .success) }

    let told = Mutex<Duration?>(nil)
    let asked = ContinuousClock.now
    let error = #expect(throws: DatabaseError.self) {
      try database.withWriter(whenBusy: { remaining in told.withLock { $0 = remaining } }) {
        try database.execute("INSERT INTO t VALUES ('late')")
      }
    }
    let waited = ContinuousClock.now - asked
    guard case .busy(let code, _, _) = error else {
      Issue.record("expected .busy, got \(String(describing: error))")
      return
    }
    #expect(code & 0xFF == SQLITE_BUSY)
    // Told at once that it waits, at most the busy timeout.
    let remaining = try #require(told.withLock { $0 })
    #expect(remaining <= busyTimeout && remaining > busyTimeout / 2)
    // Its own timeout, with room for a busy machine; not after the six before it.
    #expect(waited >= busyTimeout && waited < busyTimeout * 3, "failed after \(waited)")
    for _ in 0..<6 { #expect(ended.wait(timeout: .now() + 30) == .success) }
  }

  @Test func aWriteThatGetsTheLockInTimeSucceeds() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("wait.sqlite")
    let database = try Database(path: path, options: DatabaseOptions(busyTimeout: .seconds(30)))
    defer { database.close() }
    try database.execute("CREATE TABLE t (x)")
    let letGo = DispatchSemaphore(value: 0)
    let released = try DatabaseLockHolder.hold(path, until: letGo, atMost: 60)
    let told = Mutex(0)
    let waits = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      // Let go once the write says it waits.
      _ = waits.wait(timeout: .now() + 30)
      letGo.signal()
    }
    try database.withWriter(whenBusy: { _ in
      told.withLock { $0 += 1 }
      waits.signal()
    }) {
      try database.execute("INSERT INTO t VALUES (1)")
    }
    released.wait()
    #expect(told.withLock { $0 } == 1, "told once")
    #expect(try database.query("SELECT count(*) AS n FROM t").first?.int("n") == 1)
  }
}
