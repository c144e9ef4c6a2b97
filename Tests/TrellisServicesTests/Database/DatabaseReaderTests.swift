import Foundation
import Testing

@testable import TrellisServices

/// The writer and its readers: queries run beside a waiting write, a transaction reads its
/// own writes, and a query that writes goes to the writer.
@Suite struct DatabaseReaderTests {
  @Test func aQueryRunsWhileAWriteWaitsForAnotherConnectionsLock() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("beside.sqlite")
    let holder = try Database(path: path)
    let database = try Database(path: path, options: DatabaseOptions(busyTimeout: .seconds(30)))
    try database.execute("CREATE TABLE t (x)")
    try database.execute("INSERT INTO t VALUES ('before')")
    try holder.execute("BEGIN IMMEDIATE")
    try holder.execute("INSERT INTO t VALUES ('holder')")

    let writeStarted = DispatchSemaphore(value: 0)
    let writeEnded = DispatchSemaphore(value: 0)
    let failures = StorageTestFailures()
    DispatchQueue.global().async {
      writeStarted.signal()
      do {
        try database.transaction { try database.execute("INSERT INTO t VALUES ('waited')") }
      } catch {
        failures.record(error)
      }
      writeEnded.signal()
    }
    writeStarted.wait()
    // The write holds the database's own lock while SQLite waits for the holder's.
    while !database.lock.isHeld { Thread.sleep(forTimeInterval: 0.01) }

    let rows = try database.query("SELECT x FROM t ORDER BY rowid").map { try $0.string("x") }
    #expect(rows == ["before"])
    #expect(writeEnded.wait(timeout: .now()) == .timedOut)

    try holder.execute("COMMIT")
    writeEnded.wait()
    #expect(failures.all.isEmpty)
    let after = try database.query("SELECT x FROM t ORDER BY rowid").map { try $0.string("x") }
    #expect(after == ["before", "holder", "waited"])
  }

  @Test func aTransactionReadsItsOwnWritesAndOthersDoNotUntilItCommits() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("own.sqlite"))
    try database.execute("CREATE TABLE t (x)")
    try database.transaction {
      try database.execute("INSERT INTO t VALUES (1)")
      #expect(try database.query("SELECT count(*) AS n FROM t").first?.int("n") == 1)
      let seenElsewhere = StorageTestBox<Int?>(nil)
      let done = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        let count = try? database.query("SELECT count(*) AS n FROM t").first?.int("n")
        seenElsewhere.value = count
        done.signal()
      }
      done.wait()
      #expect(seenElsewhere.value == 0)
    }
    #expect(try database.query("SELECT count(*) AS n FROM t").first?.int("n") == 1)
  }

  @Test func aQueryThatWritesRunsOnTheWriter() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("returning.sqlite"))
    try database.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, x TEXT)")
    let rows = try database.query("INSERT INTO t (x) VALUES (?) RETURNING id", ["a"])
    #expect(try rows.first?.int("id") == 1)
    #expect(try database.query("SELECT x FROM t").first?.string("x") == "a")
    let script = try database.query("INSERT INTO t (x) VALUES ('b'); SELECT count(*) AS n FROM t")
    #expect(try script.first?.int("n") == 2)
  }

  @Test func aNamespaceQueryOnAReaderKeepsTheWall() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("wall.sqlite"))
    let tasks = try database.namespace("tasks")
    let notes = try database.namespace("notes")
    try tasks.execute("CREATE TABLE tasks_items (title TEXT)")
    try tasks.execute("INSERT INTO tasks_items VALUES ('secret')")
    #expect(try tasks.query("SELECT title FROM tasks_items").count == 1)
    #expect(throws: DatabaseError.self) { try notes.query("SELECT title FROM tasks_items") }
    #expect(throws: DatabaseError.self) { try notes.query("SELECT sql FROM sqlite_master") }
  }

  @Test func manyThreadsQueryAtOnceWithMoreThreadsThanReaders() throws {
    let folder = try StorageTestFolder()
    let database = try Database(
      path: folder.file("many.sqlite"), options: DatabaseOptions(maximumReaders: 2))
    try database.execute("CREATE TABLE t (x)")
    try database.transaction {
      for value in 0..<100 { try database.execute("INSERT INTO t VALUES (?)", [value]) }
    }
    let sums = StorageTestBox<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: 16) { _ in
      let sum = try? database.query("SELECT sum(x) AS s FROM t").first?.int("s")
      sums.update { $0.append(sum ?? -1) }
    }
    #expect(sums.value == Array(repeating: 4_950, count: 16))
    database.close()
    #expect(throws: DatabaseError.closed(path: database.path)) {
      try database.query("SELECT 1")
    }
  }
}
