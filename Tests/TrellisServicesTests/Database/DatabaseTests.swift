import CSQLite
import Foundation
import Testing

@testable import TrellisServices

@Suite struct DatabaseTests {
  @Test func createsTheFileAndItsFolderInWALModeWithForeignKeysOn() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("nested/deeper/app.sqlite")
    let database = try Database(path: path)
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(database.recovery == nil)
    #expect(try database.query("PRAGMA journal_mode").first?.string("journal_mode") == "wal")
    #expect(try database.query("PRAGMA foreign_keys").first?.int("foreign_keys") == 1)
    try database.execute("CREATE TABLE t (x)")
    #expect(FileManager.default.fileExists(atPath: path + "-wal"))
  }

  @Test func theDefaultPathFollowsXDGDataHome() throws {
    let folder = try StorageTestFolder()
    let environment = ["XDG_DATA_HOME": folder.file("data"), "HOME": folder.file("home")]
    #expect(
      try Database.defaultPath(app: "notes", environment: environment)
        == folder.file("data/notes/database.sqlite"))
    #expect(
      try Database.defaultPath(app: "notes", environment: ["HOME": folder.file("home")])
        == folder.file("home/.local/share/notes/database.sqlite"))
    let database = try Database(app: "notes", environment: environment)
    try database.execute("CREATE TABLE t (x)")
    #expect(FileManager.default.fileExists(atPath: folder.file("data/notes/database.sqlite")))
  }

  @Test func dataSurvivesReopening() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("app.sqlite")
    do {
      let database = try Database(path: path)
      try database.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
      try database.execute("INSERT INTO notes (body) VALUES (?)", ["kept"])
      database.close()
    }
    let reopened = try Database(path: path)
    #expect(try reopened.query("SELECT body FROM notes").map { try $0.string("body") } == ["kept"])
    #expect(reopened.recovery == nil)
  }

  @Test func bindsAndReadsEveryType() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("types.sqlite"))
    try database.execute(
      "CREATE TABLE v (i INTEGER, r REAL, t TEXT, b BLOB, f INTEGER, n TEXT, d REAL)")
    let bytes = Data([0, 1, 2, 255])
    let date = Date(timeIntervalSince1970: 1_700_000_000.5)
    let text = "naïve \u{0} 日本 'quoted'"
    let result = try database.execute(
      "INSERT INTO v VALUES (?, ?, ?, ?, ?, ?, ?)", [Int64.max, 2.5, text, bytes, true, nil, date])
    #expect(result == DatabaseWriteResult(changes: 1, lastInsertRowID: 1))
    let row = try #require(try database.query("SELECT * FROM v").first)
    #expect(try row.int64("i") == Int64.max)
    #expect(try row.double("r") == 2.5)
    #expect(try row.string("t") == text)
    #expect(try row.data("b") == bytes)
    #expect(try row.bool("f"))
    #expect(try row.isNull("n"))
    #expect(try row.get("n", as: String?.self) == nil)
    #expect(try row.get("d", as: Date.self) == date)
    #expect(row["T"] == .text(text))
  }

  @Test func emptyDataStaysABlobAndEmptyTextStaysText() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("empty.sqlite"))
    let row = try #require(try database.query("SELECT ? AS b, ? AS t", [Data(), ""]).first)
    #expect(row["b"] == .blob(Data()))
    #expect(row["t"] == .text(""))
  }

  @Test func runsScriptsOfSeveralStatements() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("script.sqlite"))
    try database.execute(
      """
      -- a comment first
      CREATE TABLE a (x);
      /* a block comment */
      INSERT INTO a VALUES (1); INSERT INTO a VALUES (2);
      """)
    #expect(try database.query("SELECT count(*) AS n FROM a").first?.int("n") == 2)
    #expect(throws: DatabaseError.parametersWithSeveralStatements(sql: "SELECT ?; SELECT ?")) {
      try database.execute("SELECT ?; SELECT ?", [1, 2])
    }
  }

  @Test func reportsParameterCountsSQLErrorsAndConstraints() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("errors.sqlite"))
    try database.execute("CREATE TABLE u (name TEXT UNIQUE NOT NULL)")
    #expect(
      throws: DatabaseError.parameterCount(expected: 1, given: 2, sql: "INSERT INTO u VALUES (?)")
    ) {
      try database.execute("INSERT INTO u VALUES (?)", ["a", "b"])
    }
    let missing = #expect(throws: DatabaseError.self) {
      try database.query("SELECT * FROM nowhere")
    }
    #expect(missing?.description.contains("no such table: nowhere") == true)
    #expect(missing?.code == SQLITE_ERROR)
    try database.execute("INSERT INTO u VALUES (?)", ["a"])
    let duplicate = #expect(throws: DatabaseError.self) {
      try database.execute("INSERT INTO u VALUES (?)", ["a"])
    }
    guard case .constraint(let code, let message, _) = duplicate else {
      Issue.record("expected a constraint error, got \(String(describing: duplicate))")
      return
    }
    #expect(code == 2067)  // SQLITE_CONSTRAINT_UNIQUE
    #expect(message.contains("UNIQUE constraint failed: u.name"))
    #expect(duplicate?.hint.contains("duplicate key") == true)
  }

  @Test func foreignKeysAreEnforced() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("fk.sqlite"))
    try database.execute(
      """
      CREATE TABLE parent (id INTEGER PRIMARY KEY);
      CREATE TABLE child (parent INTEGER NOT NULL REFERENCES parent(id))
      """)
    let error = #expect(throws: DatabaseError.self) {
      try database.execute("INSERT INTO child VALUES (42)")
    }
    #expect(error?.code == 787)  // SQLITE_CONSTRAINT_FOREIGNKEY
  }

  @Test func preparedStatementsAreReusedUpToTheLimit() throws {
    let folder = try StorageTestFolder()
    let database = try Database(
      path: folder.file("cache.sqlite"), options: DatabaseOptions(statementCacheLimit: 3))
    try database.execute("CREATE TABLE c (x)")
    for value in 0..<50 {
      try database.execute("INSERT INTO c VALUES (?)", [value])
      try database.execute("UPDATE c SET x = x WHERE x = ?", [value])
      try database.execute("UPDATE c SET x = \(value) WHERE x = \(value)")
    }
    #expect(try database.query("SELECT count(*) AS n FROM c").first?.int("n") == 50)
    let cached = try database.withConnection { $0.cachedStatementCount }
    #expect(cached == 3)
  }

  @Test func closingMakesLaterCallsFailClearly() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("closed.sqlite"))
    database.close()
    database.close()
    #expect(database.isClosed)
    #expect(throws: DatabaseError.closed(path: database.path)) {
      try database.query("SELECT 1")
    }
  }

  @Test func severalThreadsWriteAndEveryWriteLands() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("threads.sqlite"))
    try database.execute("CREATE TABLE log (thread INTEGER, n INTEGER)")
    try database.execute("CREATE TABLE counter (value INTEGER)")
    try database.execute("INSERT INTO counter VALUES (0)")
    let failures = StorageTestFailures()
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for n in 0..<100 {
        do {
          try database.execute("INSERT INTO log VALUES (?, ?)", [thread, n])
          try database.transaction {
            let value = try database.query("SELECT value FROM counter")[0].int("value")
            try database.execute("UPDATE counter SET value = ?", [value + 1])
          }
        } catch {
          failures.record(error)
        }
      }
    }
    #expect(failures.all.isEmpty)
    #expect(try database.query("SELECT count(*) AS n FROM log").first?.int("n") == 800)
    #expect(try database.query("SELECT value FROM counter").first?.int("value") == 800)
  }

  @Test func twoConnectionsShareTheFileThroughSQLiteLocks() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("shared.sqlite")
    let first = try Database(path: path)
    let second = try Database(path: path)
    try first.execute("CREATE TABLE counter (value INTEGER)")
    try first.execute("INSERT INTO counter VALUES (0)")
    let failures = StorageTestFailures()
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      let database = index.isMultiple(of: 2) ? first : second
      for _ in 0..<50 {
        do {
          try database.transaction {
            let value = try database.query("SELECT value FROM counter")[0].int("value")
            try database.execute("UPDATE counter SET value = ?", [value + 1])
          }
        } catch {
          failures.record(error)
        }
      }
    }
    #expect(failures.all.isEmpty)
    #expect(try second.query("SELECT value FROM counter").first?.int("value") == 200)
  }
}
