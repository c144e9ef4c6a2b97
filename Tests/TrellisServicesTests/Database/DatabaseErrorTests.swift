import CSQLite
import Foundation
import Testing

@testable import TrellisServices

@Suite struct DatabaseErrorTests {
  @Test func hintsFollowTheSQLiteCode() {
    #expect(DatabaseError.hint(forCode: SQLITE_BUSY).contains("locked by another process"))
    #expect(DatabaseError.hint(forCode: 517).contains("locked by another process"))
    #expect(DatabaseError.hint(forCode: SQLITE_FULL).contains("disk is full"))
    #expect(DatabaseError.hint(forCode: SQLITE_READONLY).contains("read-only"))
    #expect(DatabaseError.hint(forCode: SQLITE_NOTADB).contains("not a SQLite database"))
  }

  @Test func descriptionsHoldTheMessageTheCodeTheSQLAndTheHint() {
    let error = DatabaseError.busy(
      code: SQLITE_BUSY, message: "database is locked", sql: "INSERT INTO t VALUES (?)")
    #expect(
      error.description
        == "database is locked (SQLite error 5) in: INSERT INTO t VALUES (?). The database file is "
        + "locked by another process or connection: close other copies of the app, or try again.")
    #expect(error.code == SQLITE_BUSY)
    #expect(error.localizedDescription == error.description)
  }

  @Test func longSQLIsShortenedToOneLine() {
    let sql = "SELECT\n  a,\n  b\nFROM t WHERE " + String(repeating: "x = 1 AND ", count: 30)
    let shortened = DatabaseError.shorten(sql)
    #expect(shortened.hasPrefix("SELECT a, b FROM t WHERE x = 1"))
    #expect(shortened.count == 120)
    #expect(!shortened.contains("\n"))
  }

  @Test func boundValuesNeverAppearInErrors() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("private.sqlite"))
    try database.execute("CREATE TABLE accounts (token TEXT UNIQUE)")
    let token = "ghp_very-private-token-value"
    try database.execute("INSERT INTO accounts VALUES (?)", [token])
    let errors: [Error] = [
      #expect(throws: DatabaseError.self) {
        try database.execute("INSERT INTO accounts VALUES (?)", [token])
      },
      #expect(throws: DatabaseError.self) {
        try database.execute("INSERT INTO accounts VALUES (?)", [token, token])
      },
      #expect(throws: DatabaseError.self) {
        try database.query("SELECT * FROM accounts")[0].int("token")
      },
    ].compactMap { $0 }
    #expect(errors.count == 3)
    for error in errors {
      #expect(!String(describing: error).contains(token))
      #expect(!error.localizedDescription.contains(token))
    }
  }
}
