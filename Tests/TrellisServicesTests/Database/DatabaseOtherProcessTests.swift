import Foundation
import Testing

@testable import TrellisServices

/// The file shared with another process while this one has it open more than once.
@Suite struct DatabaseOtherProcessTests {
  /// The `sqlite3` command (Debian package `sqlite3`).
  static let sqlite3 = "/usr/bin/sqlite3"

  /// Runs `sql` with `sqlite3` on `path` and waits for it to end.
  private func runSQLite3(_ path: String, _ sql: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.sqlite3)
    process.arguments = ["-batch", path, sql]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: sqlite3)))
  func openingTheFileAgainLeavesItInUseForOtherProcesses() throws {
    let folder = try StorageTestFolder()
    defer { withExtendedLifetime(folder) {} }
    let path = folder.file("shared.sqlite")
    let database = try Database(path: path)
    defer { database.close() }
    try database.execute("CREATE TABLE t (x)")
    try database.execute("INSERT INTO t VALUES (1)")
    // A second `Database` on the file while the first is open, then another process that
    // opens and closes it: that process must see the file in use, and leave its log alone.
    try Database(path: path).close()
    try runSQLite3(path, "SELECT count(*) FROM t;")
    #expect(FileManager.default.fileExists(atPath: path + "-wal"))

    try database.execute("INSERT INTO t VALUES (2)")
    let reader = try Database(path: path)
    defer { reader.close() }
    #expect(try reader.query("SELECT x FROM t ORDER BY x").map { try $0.int("x") } == [1, 2])
  }
}
