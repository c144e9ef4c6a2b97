import CSQLite
import Foundation
import Testing

@testable import TrellisServices

@Suite struct DatabaseRecoveryTests {
  /// A database with a table of `rows` rows, closed.
  private func makeDatabase(at path: String, rows: Int = 2_000) throws {
    let database = try Database(path: path)
    try database.execute("CREATE TABLE t (n INTEGER, body TEXT)")
    try database.transaction {
      for n in 0..<rows {
        try database.execute(
          "INSERT INTO t VALUES (?, ?)", [n, String(repeating: "x", count: 100)])
      }
    }
    database.close()
  }

  /// Overwrites `count` bytes of the file at `offset`.
  private func damage(_ path: String, at offset: UInt64, count: Int) throws {
    let handle = try #require(FileHandle(forUpdatingAtPath: path))
    try handle.seek(toOffset: offset)
    try handle.write(contentsOf: Data(repeating: 0xAB, count: count))
    try handle.close()
  }

  @Test func aFileOfGarbageIsMovedAsideAndAFreshDatabaseMade() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("app.sqlite")
    let garbage = String(repeating: "this is not a database. ", count: 200)
    try folder.write(garbage, to: "app.sqlite")

    let database = try Database(path: path)

    let recovery = try #require(database.recovery)
    #expect(recovery.path == path)
    #expect(recovery.movedFiles.count == 1)
    let aside = recovery.movedFiles[0]
    #expect(aside.hasPrefix(path + ".corrupt-"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == Data(garbage.utf8))
    guard case .corrupt(_, let code, let message) = recovery.reason else {
      Issue.record("expected .corrupt, got \(recovery.reason)")
      return
    }
    #expect(code == SQLITE_NOTADB)
    #expect(message == "file is not a database")
    #expect(recovery.message.contains("moved to \(aside)"))
    #expect(recovery.message.contains("file is not a database"))
    try database.execute("CREATE TABLE fresh (x)")
    try database.execute("INSERT INTO fresh VALUES (1)")
    #expect(try database.query("PRAGMA journal_mode").first?.string("journal_mode") == "wal")
    #expect(try database.query("SELECT count(*) AS n FROM fresh").first?.int("n") == 1)
  }

  @Test func aDamagedSchemaPageIsDetectedOnOpen() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("schema.sqlite")
    try makeDatabase(at: path)
    // Page 1 holds the schema after the 100-byte header.
    try damage(path, at: 100, count: 3_000)

    let database = try Database(path: path)

    let recovery = try #require(database.recovery)
    #expect(recovery.reason.code.map { $0 & 0xFF } == SQLITE_CORRUPT)
    #expect(try database.query("SELECT name FROM sqlite_master").isEmpty)
  }

  @Test func aDamagedDataPageIsFoundByTheIntegrityCheckWhenAskedFor() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("data.sqlite")
    try makeDatabase(at: path)
    try damage(path, at: 4_096 * 5 + 8, count: 3_000)

    // Without the check, the damage is found only by the statement that reads the page.
    let unchecked = try Database(path: path)
    #expect(unchecked.recovery == nil)
    let error = #expect(throws: DatabaseError.self) {
      try unchecked.query("SELECT sum(length(body)) FROM t")
    }
    #expect(error?.hint.contains("damaged") == true)
    unchecked.close()

    let checked = try Database(path: path, options: DatabaseOptions(checkIntegrityOnOpen: true))
    let recovery = try #require(checked.recovery)
    #expect(recovery.reason.summary.contains("integrity check failed"))
    #expect(try folder.names().contains { $0.hasPrefix("data.sqlite.corrupt-") })
  }

  @Test func theLogFilesGoAsideWithTheDamagedFile() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("logs.sqlite")
    try folder.write("garbage", to: "logs.sqlite")
    try folder.write("stale log", to: "logs.sqlite-wal")
    try folder.write("stale index", to: "logs.sqlite-shm")

    let database = try Database(path: path)

    let moved = try #require(database.recovery?.movedFiles)
    try #require(moved.count == 3, "\(moved)")
    #expect(moved[1] == moved[0] + "-wal")
    #expect(moved[2] == moved[0] + "-shm")
    #expect(try Data(contentsOf: URL(fileURLWithPath: moved[1])) == Data("stale log".utf8))
    try database.execute("CREATE TABLE ok (x)")
  }

  @Test func twoRecoveriesInTheSameSecondKeepBothFiles() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("twice.sqlite")
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    try folder.write("one", to: "twice.sqlite")
    let first = try FileAside.move(path, label: "corrupt", at: date)
    try folder.write("two", to: "twice.sqlite")
    let second = try FileAside.move(path, label: "corrupt", at: date)
    #expect(first == path + ".corrupt-20231114T221320Z")
    #expect(second == first + "-2")
    #expect(try folder.read("twice.sqlite.corrupt-20231114T221320Z-2") == Data("two".utf8))
  }

  @Test func aFolderInThePlaceOfTheFileIsAClearError() throws {
    let folder = try StorageTestFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("app.sqlite"), withIntermediateDirectories: true)
    let error = #expect(throws: DatabaseError.self) {
      try Database(path: folder.file("app.sqlite"))
    }
    #expect(
      error
        == .cannotOpen(
          path: folder.file("app.sqlite"), code: SQLITE_CANTOPEN,
          message: "it is not a regular file"))
    #expect(try folder.names() == ["app.sqlite"])
  }

  @Test func aFolderThatCannotBeCreatedIsAClearError() throws {
    let folder = try StorageTestFolder()
    try folder.write("a file, not a folder", to: "blocker")
    let error = #expect(throws: DatabaseError.self) {
      try Database(path: folder.file("blocker/data/app.sqlite"))
    }
    #expect(
      error
        == .folderNotWritable(path: folder.file("blocker"), reason: "it is a file, not a folder"))
    #expect(error?.description.contains("set XDG_DATA_HOME") == true)
  }

  @Test(
    .enabled(
      if: !StorageTestFolder.isRoot,
      "root ignores permission bits, so chmod 000 cannot make a folder unreadable for it"))
  func anUnreadableFolderIsAClearError() throws {
    let folder = try StorageTestFolder()
    try FileManager.default.createDirectory(
      atPath: folder.file("locked"), withIntermediateDirectories: true)
    chmod(folder.file("locked"), 0o000)
    defer { chmod(folder.file("locked"), 0o700) }
    let error = #expect(throws: DatabaseError.self) {
      try Database(path: folder.file("locked/app.sqlite"))
    }
    #expect(error == .folderNotWritable(path: folder.file("locked"), reason: "Permission denied"))
  }

  @Test(
    .enabled(
      if: !StorageTestFolder.isRoot,
      "root ignores permission bits, so chmod 000 cannot make a file unreadable for it"))
  func anUnreadableFileIsMovedAside() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("app.sqlite")
    try makeDatabase(at: path, rows: 1)
    chmod(path, 0o000)
    let database = try Database(path: path)
    let recovery = try #require(database.recovery)
    #expect(recovery.movedFiles.first?.hasPrefix(path + ".unreadable-") == true)
    try database.execute("CREATE TABLE t (x)")
  }

  @Test(
    .enabled(
      if: !StorageTestFolder.isRoot,
      "root may write any file, so a 0444 file is not read-only for it"))
  func aReadOnlyFileIsAClearErrorAndStaysPut() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("app.sqlite")
    try makeDatabase(at: path, rows: 1)
    chmod(path, 0o444)
    let error = #expect(throws: DatabaseError.self) { try Database(path: path) }
    #expect(
      error == .cannotOpen(path: path, code: SQLITE_READONLY, message: "the file is read-only"))
    #expect(error?.hint.contains("read-only") == true)
    #expect(try folder.names() == ["app.sqlite"])
  }
}
