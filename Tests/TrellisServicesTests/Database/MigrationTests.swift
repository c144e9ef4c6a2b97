import Foundation
import Testing

@testable import TrellisServices

@Suite struct MigrationTests {
  private let taskMigrations = [
    Migration(1, "CREATE TABLE tasks_items (id INTEGER PRIMARY KEY, title TEXT NOT NULL)"),
    Migration(2, "ALTER TABLE tasks_items ADD COLUMN done INTEGER NOT NULL DEFAULT 0"),
  ]

  private func columns(_ namespace: DatabaseNamespace, _ table: String) throws -> [String] {
    try namespace.query("PRAGMA table_info(\(table))").map { try $0.string("name") }
  }

  @Test func appliesEachMigrationOnceAndInOrderAcrossRestarts() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("app.sqlite")
    do {
      let tasks = try Database(path: path).namespace("tasks")
      // Given out of order: applied in version order.
      #expect(try tasks.migrate(taskMigrations.reversed()) == [1, 2])
      #expect(try tasks.migrate(taskMigrations).isEmpty)
      try tasks.execute("INSERT INTO tasks_items (title) VALUES ('kept')")
    }
    let reopened = try Database(path: path).namespace("tasks")
    #expect(try reopened.migrate(taskMigrations).isEmpty)
    let third = Migration(3, "CREATE INDEX tasks_by_done ON tasks_items (done)")
    #expect(try reopened.migrate(taskMigrations + [third]) == [3])
    #expect(try reopened.appliedMigrations() == [1, 2, 3])
    #expect(try columns(reopened, "tasks_items") == ["id", "title", "done"])
    #expect(try reopened.query("SELECT title FROM tasks_items").first?.string("title") == "kept")
  }

  @Test func eachNamespaceHasItsOwnVersions() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("two.sqlite"))
    let tasks = try database.namespace("tasks")
    let counters = try database.namespace("counters")
    try tasks.migrate(taskMigrations)
    #expect(try counters.appliedMigrations().isEmpty)
    #expect(
      try counters.migrate([Migration(1, "CREATE TABLE counters_values (name TEXT, value INTEGER)")]
      )
        == [1])
    #expect(try tasks.appliedMigrations() == [1, 2])
    #expect(try counters.appliedMigrations() == [1])
    let tables = try database.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
    )
    .map { try $0.string("name") }
    #expect(
      tables == [
        "counters_values", "tasks_items", "trellis_counters_migrations", "trellis_namespaces",
        "trellis_tasks_migrations",
      ])
  }

  @Test func aFailingMigrationIsRolledBackAndNamed() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("fail.sqlite"))
    let tasks = try database.namespace("tasks")
    let migrations =
      taskMigrations + [
        Migration(
          3,
          """
          CREATE TABLE tasks_tags (name TEXT);
          INSERT INTO tasks_tags VALUES ('half-done');
          INSERT INTO tasks_nowhere VALUES (1);
          """),
        Migration(4, "CREATE TABLE tasks_never (x)"),
      ]
    let error = #expect(throws: DatabaseError.self) { try tasks.migrate(migrations) }
    guard case .migrationFailed(let namespace, let version, _, let reason) = error else {
      Issue.record("expected .migrationFailed, got \(String(describing: error))")
      return
    }
    #expect(namespace == "tasks")
    #expect(version == 3)
    #expect(reason.contains("no such table: tasks_nowhere"))
    #expect(error?.description.contains("Migration 3 of namespace \"tasks\" failed") == true)
    #expect(try tasks.appliedMigrations() == [1, 2])
    let tables = try database.query("SELECT name FROM sqlite_master WHERE name LIKE 'tasks_%'")
      .map { try $0.string("name") }
    #expect(tables == ["tasks_items"])
    // Fixed, it runs the next time.
    var fixed = migrations
    fixed[2] = Migration(3, "CREATE TABLE tasks_tags (name TEXT)")
    #expect(try tasks.migrate(fixed) == [3, 4])
  }

  @Test func aClosureMigrationRunsInTheNamespaceAndItsErrorsAreReported() throws {
    struct StorageTestMigrationProblem: Error, CustomStringConvertible {
      var description: String { "the data cannot be converted" }
    }
    let folder = try StorageTestFolder()
    let tasks = try Database(path: folder.file("closure.sqlite")).namespace("tasks")
    try tasks.migrate(taskMigrations)
    try tasks.execute("INSERT INTO tasks_items (title) VALUES ('  padded  ')")
    let trim = Migration(3) { tasks in
      for row in try tasks.query("SELECT id, title FROM tasks_items") {
        try tasks.execute(
          "UPDATE tasks_items SET title = ? WHERE id = ?",
          [try row.string("title").trimmingCharacters(in: .whitespaces), try row.int("id")])
      }
    }
    #expect(try tasks.migrate(taskMigrations + [trim]) == [3])
    #expect(try tasks.query("SELECT title FROM tasks_items").first?.string("title") == "padded")

    let failing = Migration(4) { tasks in
      try tasks.execute("DELETE FROM tasks_items")
      throw StorageTestMigrationProblem()
    }
    let error = #expect(throws: DatabaseError.self) {
      try tasks.migrate(taskMigrations + [trim, failing])
    }
    #expect(
      error
        == .migrationFailed(
          namespace: "tasks", version: 4, code: nil, reason: "the data cannot be converted"))
    #expect(try tasks.query("SELECT count(*) AS n FROM tasks_items").first?.int("n") == 1)
  }

  @Test func aMigrationCannotReachOutsideItsNamespace() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("outside.sqlite"))
    try database.execute("CREATE TABLE app_users (name TEXT)")
    let tasks = try database.namespace("tasks")
    let error = #expect(throws: DatabaseError.self) {
      try tasks.migrate([Migration(1, "DROP TABLE app_users")])
    }
    #expect(error?.description.contains("outside the namespace") == true)
    #expect(
      try database.query("SELECT name FROM sqlite_master WHERE name = 'app_users'").count == 1)
  }

  @Test func refusesInvalidListsNewerFilesAndInsertedVersions() throws {
    let folder = try StorageTestFolder()
    let tasks = try Database(path: folder.file("rules.sqlite")).namespace("tasks")
    #expect(
      throws: DatabaseError.invalidMigrations(namespace: "tasks", reason: "version 0 is below 1")
    ) {
      try tasks.migrate([Migration(0, "SELECT 1")])
    }
    #expect(
      throws: DatabaseError.invalidMigrations(namespace: "tasks", reason: "version 1 is used twice")
    ) {
      try tasks.migrate([Migration(1, "SELECT 1"), Migration(1, "SELECT 2")])
    }
    try tasks.migrate([Migration(1, "SELECT 1"), Migration(3, "SELECT 3")])
    #expect(
      throws: DatabaseError.migrationFromNewerVersion(
        namespace: "tasks", applied: 3, latestKnown: 1)
    ) {
      try tasks.migrate([Migration(1, "SELECT 1")])
    }
    #expect(
      throws: DatabaseError.migrationOutOfOrder(namespace: "tasks", version: 2, latestApplied: 3)
    ) {
      try tasks.migrate([
        Migration(1, "SELECT 1"), Migration(2, "SELECT 2"), Migration(3, "SELECT 3"),
      ])
    }
    #expect(try tasks.appliedMigrations() == [1, 3])
  }

  @Test func concurrentMigratorsApplyEachVersionOnce() throws {
    let folder = try StorageTestFolder()
    let path = folder.file("race.sqlite")
    let databases = try (0..<4).map { _ in try Database(path: path) }
    let applied = StorageTestBox<[Int]>([])
    let failures = StorageTestFailures()
    let migrations = (1...5).map { Migration($0, "CREATE TABLE tasks_t\($0) (x)") }
    DispatchQueue.concurrentPerform(iterations: databases.count) { index in
      do {
        let versions = try databases[index].namespace("tasks").migrate(migrations)
        applied.update { $0 += versions }
      } catch {
        failures.record(error)
      }
    }
    #expect(failures.all.isEmpty)
    #expect(applied.value.sorted() == [1, 2, 3, 4, 5])
  }
}
