import Foundation
import Testing

@testable import TrellisServices

/// A namespace's quota of bytes and the largest value: writes past them are refused with a
/// message naming the plugin, deletes pass, and the other namespaces are not affected.
@Suite struct DatabaseSpaceLimitTests {
  static let mebibyte = 1_024 * 1_024

  @Test func writesPastTheQuotaAreRefusedNamingThePlugin() throws {
    let folder = try StorageTestFolder()
    var options = DatabaseOptions()
    options.limits.quotas["repo_search"] = Self.mebibyte
    let database = try Database(path: folder.file("quota.sqlite"), options: options)
    let full = try database.namespace("repo_search")
    let other = try database.namespace("other")
    try full.execute("CREATE TABLE repo_search_blobs (id INTEGER PRIMARY KEY, data BLOB)")
    try other.execute("CREATE TABLE other_blobs (data BLOB)")

    let insert = "INSERT INTO repo_search_blobs (data) VALUES (zeroblob(65536))"
    var stored = 0
    var refusal: DatabaseError?
    while stored < 100 {
      do {
        try full.execute(insert)
        stored += 1
      } catch let error as DatabaseError {
        refusal = error
        break
      }
    }
    #expect(refusal == .quotaExceeded(namespace: "repo_search", quota: Self.mebibyte, sql: insert))
    #expect(stored >= 8 && stored <= 16, "stored \(stored) blobs of 64 KiB under 1 MiB")
    let message = refusal?.description ?? ""
    #expect(message.contains("The plugin \"repo-search\" (database namespace \"repo_search\")"))
    #expect(message.contains("quota of 1 MiB"))
    #expect(message.contains("Delete rows"))
    // Nothing of the refused write was kept; another namespace still writes.
    #expect(try full.query("SELECT count(*) AS n FROM repo_search_blobs").first?.int("n") == stored)
    try other.execute("INSERT INTO other_blobs VALUES (zeroblob(1048576))")
    // Deleting makes room again.
    try full.execute("DELETE FROM repo_search_blobs")
    try full.execute(insert)
  }

  @Test func pagesFreedByAnotherNamespaceDoNotStretchTheQuota() throws {
    let folder = try StorageTestFolder()
    var options = DatabaseOptions()
    options.limits.quotas["full"] = Self.mebibyte
    let database = try Database(path: folder.file("freed.sqlite"), options: options)
    let full = try database.namespace("full")
    let other = try database.namespace("other")
    try full.execute("CREATE TABLE full_blobs (data BLOB)")
    try other.execute("CREATE TABLE other_blobs (data BLOB)")
    for _ in 0..<4 { try other.execute("INSERT INTO other_blobs VALUES (zeroblob(1048576))") }
    try other.execute("DELETE FROM other_blobs")
    let insert = "INSERT INTO full_blobs VALUES (zeroblob(65536))"
    var stored = 0
    while stored < 100, (try? full.execute(insert)) != nil { stored += 1 }
    #expect(stored >= 8 && stored <= 16, "stored \(stored) blobs of 64 KiB under 1 MiB")
    #expect(try full.query("SELECT count(*) AS n FROM full_blobs").first?.int("n") == stored)
  }

  @Test func aQuotaCountsWhatIsAlreadyInTheFile() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("reopen.sqlite")
    do {
      let database = try Database(path: path)
      let tasks = try database.namespace("tasks")
      try tasks.execute("CREATE TABLE tasks_blobs (data BLOB)")
      for _ in 0..<32 { try tasks.execute("INSERT INTO tasks_blobs VALUES (zeroblob(65536))") }
      database.close()
    }
    var options = DatabaseOptions()
    options.limits.namespaceQuota = Self.mebibyte
    let database = try Database(path: path, options: options)
    let tasks = try database.namespace("tasks")
    #expect(throws: DatabaseError.self) {
      try tasks.execute("INSERT INTO tasks_blobs VALUES (zeroblob(65536))")
    }
    #expect(try tasks.query("SELECT count(*) AS n FROM tasks_blobs").first?.int("n") == 32)
    // The app's own writes have no quota.
    try database.execute("INSERT INTO tasks_blobs VALUES (zeroblob(65536))")
  }

  @Test func aRolledBackWriteIsNotCountedAgainstTheQuota() throws {
    let folder = try StorageTestFolder()
    var options = DatabaseOptions()
    options.limits.namespaceQuota = Self.mebibyte
    let database = try Database(path: folder.file("undone.sqlite"), options: options)
    let tasks = try database.namespace("tasks")
    try tasks.execute("CREATE TABLE tasks_blobs (data BLOB)")
    struct Undo: Error {}
    for _ in 0..<4 {
      #expect(throws: Undo.self) {
        try tasks.transaction {
          for _ in 0..<10 { try tasks.execute("INSERT INTO tasks_blobs VALUES (zeroblob(65536))") }
          throw Undo()
        }
      }
    }
    for _ in 0..<10 { try tasks.execute("INSERT INTO tasks_blobs VALUES (zeroblob(65536))") }
  }

  @Test func aHugeValueIsRefusedNamingThePlugin() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("huge.sqlite"))
    let photos = try database.namespace("photo_gallery")
    try photos.execute("CREATE TABLE photo_gallery_blobs (data BLOB)")
    let select = "SELECT length(randomblob(300000000)) AS n"
    let error = #expect(throws: DatabaseError.self) { try photos.query(select) }
    #expect(
      error
        == .valueTooLarge(
          namespace: "photo_gallery", limit: 64 * Self.mebibyte, sql: select))
    #expect(error?.description.contains("The plugin \"photo-gallery\"") == true)
    #expect(error?.description.contains("limit of 64 MiB") == true)
    let insert = "INSERT INTO photo_gallery_blobs VALUES (randomblob(300000000))"
    #expect(throws: DatabaseError.self) { try photos.execute(insert) }
    #expect(
      try photos.query("SELECT count(*) AS n FROM photo_gallery_blobs").first?.int("n") == 0)
    // Values under the limit pass.
    try photos.execute("INSERT INTO photo_gallery_blobs VALUES (zeroblob(1000000))")
  }

  @Test func limitMessagesReadWell() {
    #expect(DatabaseError.seconds(.seconds(5)) == "5 s")
    #expect(DatabaseError.seconds(.milliseconds(250)) == "0.25 s")
    #expect(DatabaseError.bytes(256 * Self.mebibyte) == "256 MiB")
    #expect(DatabaseError.bytes(2_048) == "2 KiB")
    #expect(DatabaseError.bytes(1_000) == "1000 bytes")
    #expect(DatabaseLimits().quota(forNamespace: "tasks") == 256 * Self.mebibyte)
    #expect(DatabaseLimits(quotas: ["tasks": 10]).quota(forNamespace: "tasks") == 10)
  }
}
