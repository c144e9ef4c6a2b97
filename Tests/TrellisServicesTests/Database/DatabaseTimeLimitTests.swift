import Foundation
import Testing

@testable import TrellisServices

/// A namespace's statements and transactions end at their time limits, and one namespace's
/// long queries cannot take every reader: the other namespaces' reads and writes go on.
/// Waits are on conditions with generous bounds; no test measures speed.
@Suite struct DatabaseTimeLimitTests {
  /// A recursive query of `namespace` that would run for minutes (a namespace's CTEs are
  /// named like its tables).
  static func endless(_ namespace: String) -> String {
    let name = "\(namespace)_c"
    return "WITH RECURSIVE \(name)(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM \(name) "
      + "WHERE x < 5000000000) SELECT count(*) AS n FROM \(name)"
  }

  @Test func aLongQueryIsInterruptedWhileAnotherNamespaceReadsAndWrites() throws {
    let folder = try StorageTestFolder()
    var options = DatabaseOptions()
    options.limits.statementTimeout = .seconds(1)
    let database = try Database(path: folder.file("cte.sqlite"), options: options)
    let slow = try database.namespace("slow")
    let quick = try database.namespace("quick")
    try quick.execute("CREATE TABLE quick_t (x)")

    let outcome = StorageTestBox<Result<[Row], Error>?>(nil)
    let thread = Thread {
      outcome.value = Result { try slow.query(Self.endless("slow")) }
    }
    thread.start()
    try quick.execute("INSERT INTO quick_t VALUES (1)")
    #expect(try quick.query("SELECT count(*) AS n FROM quick_t").first?.int("n") == 1)

    #expect(Self.waitUntil { outcome.value != nil }, "the query was not interrupted")
    guard case .failure(let error)? = outcome.value else {
      Issue.record("expected the query to fail, got \(String(describing: outcome.value))")
      return
    }
    #expect(
      error as? DatabaseError
        == .statementTimedOut(namespace: "slow", limit: .seconds(1), sql: Self.endless("slow")))
    #expect("\(error)".contains("The plugin \"slow\" (database namespace \"slow\")"))
    #expect("\(error)".contains("limit of 1 s"))
    // The connection is still usable.
    #expect(try slow.query("SELECT 2 AS n").first?.int("n") == 2)
  }

  @Test func aLongWriteIsInterruptedAndTheWriterStaysUsable() throws {
    let folder = try StorageTestFolder()
    var options = DatabaseOptions()
    options.limits.statementTimeout = .milliseconds(500)
    let database = try Database(path: folder.file("write.sqlite"), options: options)
    let slow = try database.namespace("slow")
    let quick = try database.namespace("quick")
    try slow.execute("CREATE TABLE slow_t (x)")
    try quick.execute("CREATE TABLE quick_t (x)")
    let insert =
      "INSERT INTO slow_t WITH RECURSIVE slow_c(x) AS (SELECT 1 UNION ALL SELECT x + 1 "
      + "FROM slow_c WHERE x < 5000000000) SELECT sum(x) FROM slow_c"
    let error = #expect(throws: DatabaseError.self) { try slow.execute(insert) }
    #expect(error == .statementTimedOut(namespace: "slow", limit: .milliseconds(500), sql: insert))
    #expect(error?.description.contains("limit of 0.5 s") == true)
    #expect(try slow.query("SELECT count(*) AS n FROM slow_t").first?.int("n") == 0)
    try quick.execute("INSERT INTO quick_t VALUES (1)")
    try slow.execute("INSERT INTO slow_t VALUES (1)")
    #expect(try slow.query("SELECT count(*) AS n FROM slow_t").first?.int("n") == 1)
  }

  @Test func aTransactionPastItsLimitIsRolledBackAndAnotherNamespaceWrites() throws {
    let folder = try StorageTestFolder()
    var options = DatabaseOptions(busyTimeout: .seconds(120))
    options.limits.transactionTimeout = .milliseconds(300)
    let database = try Database(path: folder.file("hold.sqlite"), options: options)
    let slow = try database.namespace("slow")
    let quick = try database.namespace("quick")
    try slow.execute("CREATE TABLE slow_t (x)")
    try quick.execute("CREATE TABLE quick_t (x)")

    let inside = DispatchSemaphore(value: 0)
    let goOn = DispatchSemaphore(value: 0)
    let outcome = StorageTestBox<Error?>(nil)
    let ended = DispatchSemaphore(value: 0)
    Thread {
      do {
        try slow.transaction {
          try slow.execute("INSERT INTO slow_t VALUES (1)")
          inside.signal()
          _ = goOn.wait(timeout: .now() + 120)
          try slow.execute("INSERT INTO slow_t VALUES (2)")
        }
      } catch {
        outcome.value = error
      }
      ended.signal()
    }.start()
    inside.wait()
    // Waits for the writer until the transaction's limit, then takes it.
    try quick.execute("INSERT INTO quick_t VALUES (1)")
    #expect(try quick.query("SELECT count(*) AS n FROM quick_t").first?.int("n") == 1)
    goOn.signal()
    #expect(ended.wait(timeout: .now() + 120) == .success)
    #expect(
      outcome.value as? DatabaseError
        == .transactionTimedOut(namespace: "slow", limit: .milliseconds(300)))
    #expect("\(outcome.value.map { "\($0)" } ?? "")".contains("The plugin \"slow\""))
    #expect(try slow.query("SELECT count(*) AS n FROM slow_t").first?.int("n") == 0)
    // The namespace writes again afterwards.
    try slow.transaction { try slow.execute("INSERT INTO slow_t VALUES (3)") }
    #expect(try slow.query("SELECT x FROM slow_t").map { try $0.int("x") } == [3])
  }

  @Test func aTransactionThatReturnsPastItsLimitIsRolledBack() throws {
    let folder = try StorageTestFolder()
    var options = DatabaseOptions()
    options.limits.transactionTimeout = .milliseconds(200)
    let database = try Database(path: folder.file("late.sqlite"), options: options)
    let slow = try database.namespace("slow")
    try slow.execute("CREATE TABLE slow_t (x)")
    let error = #expect(throws: DatabaseError.self) {
      try slow.transaction {
        try slow.execute("INSERT INTO slow_t VALUES (1)")
        let end = ContinuousClock.now + .milliseconds(400)
        while ContinuousClock.now < end { Thread.sleep(forTimeInterval: 0.05) }
      }
    }
    #expect(error == .transactionTimedOut(namespace: "slow", limit: .milliseconds(200)))
    #expect(try slow.query("SELECT count(*) AS n FROM slow_t").first?.int("n") == 0)
    // The app's own transactions have no limit.
    try database.transaction {
      try database.execute("INSERT INTO slow_t VALUES (1)")
      let end = ContinuousClock.now + .milliseconds(400)
      while ContinuousClock.now < end { Thread.sleep(forTimeInterval: 0.05) }
    }
    #expect(try slow.query("SELECT count(*) AS n FROM slow_t").first?.int("n") == 1)
  }

  @Test func aNamespaceHoldingReadersCannotStarveAnother() throws {
    let folder = try StorageTestFolder()
    var options = DatabaseOptions(maximumReaders: 2)
    options.limits.statementTimeout = .seconds(5)
    let database = try Database(path: folder.file("readers.sqlite"), options: options)
    let hog = try database.namespace("hog")
    let other = try database.namespace("other")
    try other.execute("CREATE TABLE other_t (x)")
    try other.execute("INSERT INTO other_t VALUES (7)")

    let started = StorageTestBox(0)
    let finished = StorageTestBox(0)
    let done = DispatchGroup()
    for _ in 0..<2 {
      done.enter()
      Thread {
        started.update { $0 += 1 }
        _ = try? hog.query(Self.endless("hog"))
        finished.update { $0 += 1 }
        done.leave()
      }.start()
    }
    #expect(Self.waitUntil { started.value == 2 && database.readersInUse >= 1 })
    // Given a moment, the hog's second query would take the second reader if it could.
    Thread.sleep(forTimeInterval: 0.2)
    let rows = try other.query("SELECT x FROM other_t")
    #expect(try rows.first?.int("x") == 7)
    #expect(finished.value == 0, "the other namespace's read waited for the hog's queries")
    #expect(done.wait(timeout: .now() + 120) == .success)
  }

  /// Waits until `condition` holds, up to `bound` seconds; whether it held.
  static func waitUntil(bound: TimeInterval = 120, _ condition: () -> Bool) -> Bool {
    let end = Date().addingTimeInterval(bound)
    while !condition() {
      guard Date() < end else { return false }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return true
  }
}
