import CSQLite
import Foundation
import Testing

@testable import TrellisServices

@Suite struct DatabaseOptionsTests {
  @Test func theBusyTimeoutIsGivenToSQLiteInMilliseconds() {
    #expect(DatabaseOptions().busyTimeoutMilliseconds == 5_000)
    #expect(DatabaseOptions(busyTimeout: .milliseconds(250)).busyTimeoutMilliseconds == 250)
    #expect(DatabaseOptions(busyTimeout: .seconds(-1)).busyTimeoutMilliseconds == 0)
  }

  @Test func aWriterFailsWithTheLockedErrorAfterTheBusyTimeout() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("busy.sqlite")
    let holder = try Database(path: path)
    let writer = try Database(path: path, options: DatabaseOptions(busyTimeout: .milliseconds(50)))
    try holder.execute("CREATE TABLE t (x)")
    try holder.transaction {
      try holder.execute("INSERT INTO t VALUES (1)")
      let error = #expect(throws: DatabaseError.self) {
        try writer.execute("INSERT INTO t VALUES (2)")
      }
      guard case .busy(let code, let message, _) = error else {
        Issue.record("expected .busy, got \(String(describing: error))")
        return
      }
      #expect(code & 0xFF == SQLITE_BUSY)
      #expect(message == "database is locked")
      #expect(error?.hint.contains("locked by another process") == true)
      // WAL: the reader is not blocked by the writer, and sees the committed state.
      #expect(try writer.query("SELECT count(*) AS n FROM t").first?.int("n") == 0)
    }
    try writer.execute("INSERT INTO t VALUES (2)")
    #expect(try writer.query("SELECT count(*) AS n FROM t").first?.int("n") == 2)
  }

  @Test func aWriterWaitsForTheLockAndThenSucceeds() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("wait.sqlite")
    let holder = try Database(path: path)
    let writer = try Database(path: path, options: DatabaseOptions(busyTimeout: .seconds(30)))
    try holder.execute("CREATE TABLE t (x)")
    let locked = DispatchSemaphore(value: 0)
    let released = DispatchSemaphore(value: 0)
    let failures = StorageTestFailures()
    DispatchQueue.global().async {
      do {
        try holder.transaction {
          try holder.execute("INSERT INTO t VALUES ('holder')")
          locked.signal()
          Thread.sleep(forTimeInterval: 0.2)
        }
      } catch {
        failures.record(error)
      }
      released.signal()
    }
    locked.wait()
    try writer.execute("INSERT INTO t VALUES ('writer')")
    released.wait()
    #expect(failures.all.isEmpty)
    let rows = try writer.query("SELECT x FROM t ORDER BY rowid").map { try $0.string("x") }
    #expect(rows == ["holder", "writer"])
  }
}
