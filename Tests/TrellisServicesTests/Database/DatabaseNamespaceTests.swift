import Foundation
import Testing

@testable import TrellisServices

@Suite struct DatabaseNamespaceTests {
  private func makeNamespaces(_ folder: StorageTestFolder) throws -> (
    Database, DatabaseNamespace, DatabaseNamespace
  ) {
    let database = try Database(path: folder.file("ns.sqlite"))
    let tasks = try database.namespace("tasks")
    let counters = try database.namespace("counters")
    try tasks.execute("CREATE TABLE tasks_items (id INTEGER PRIMARY KEY, title TEXT)")
    try counters.execute("CREATE TABLE counters_values (name TEXT, value INTEGER)")
    return (database, tasks, counters)
  }

  @Test func namesArePrefixes() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("names.sqlite"))
    let tasks = try database.namespace("tasks")
    #expect(tasks.name == "tasks")
    #expect(tasks.tablePrefix == "tasks_")
    #expect(tasks.table("items") == "tasks_items")
  }

  @Test(arguments: [
    "", "Tasks", "my__tasks", "_tasks", "tasks_", "my-tasks", "2do", "tâches", "trellis",
    "sqlite", "trellis_tasks", "sqlite_x", String(repeating: "a", count: 65),
  ])
  func refusesNamesThatCouldClash(name: String) throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("bad.sqlite"))
    let error = #expect(throws: DatabaseError.self) { try database.namespace(name) }
    guard case .invalidNamespace(let refused, _) = error else {
      Issue.record("expected .invalidNamespace, got \(String(describing: error))")
      return
    }
    #expect(refused == name)
  }

  @Test func aNamespaceWorksOnItsOwnTables() throws {
    let folder = try StorageTestFolder()
    let (_, tasks, _) = try makeNamespaces(folder)
    try tasks.execute("INSERT INTO tasks_items (title) VALUES (?)", ["Water the plants"])
    try tasks.execute("CREATE INDEX tasks_by_title ON tasks_items (title)")
    try tasks.execute("CREATE VIEW tasks_titles AS SELECT title FROM tasks_items")
    let titles = try tasks.query("SELECT title FROM tasks_titles").map { try $0.string("title") }
    #expect(titles == ["Water the plants"])
    #expect(try tasks.query("PRAGMA table_info(tasks_items)").count == 2)
    try tasks.transaction {
      try tasks.execute("UPDATE tasks_items SET title = upper(title)")
    }
    #expect(
      try tasks.query("SELECT title FROM tasks_items").first?.string("title") == "WATER THE PLANTS")
  }

  @Test func autoincrementTriggersAndFullTextSearchWorkInANamespace() throws {
    let folder = try StorageTestFolder()
    let (_, tasks, _) = try makeNamespaces(folder)
    try tasks.execute(
      """
      CREATE TABLE tasks_log (id INTEGER PRIMARY KEY AUTOINCREMENT, what TEXT);
      CREATE TRIGGER tasks_logged AFTER INSERT ON tasks_items
        BEGIN INSERT INTO tasks_log (what) VALUES ('added ' || new.title); END;
      CREATE VIRTUAL TABLE tasks_search USING fts5(title);
      """)
    try tasks.execute("INSERT INTO tasks_items (title) VALUES ('Buy seeds')")
    try tasks.execute("INSERT INTO tasks_search (title) VALUES ('Buy seeds for the garden')")
    #expect(
      try tasks.query("SELECT what FROM tasks_log").first?.string("what") == "added Buy seeds")
    let found = try tasks.query(
      "SELECT title FROM tasks_search WHERE tasks_search MATCH ?", ["garden"])
    #expect(found.count == 1)
  }

  @Test func aNamespaceCannotTouchAnotherNamespacesTables() throws {
    let folder = try StorageTestFolder()
    let (database, tasks, counters) = try makeNamespaces(folder)
    try counters.execute("INSERT INTO counters_values VALUES ('clicks', 1)")
    try tasks.migrate([Migration(1, "CREATE TABLE tasks_more (x)")])
    let attempts = [
      "SELECT * FROM counters_values",
      "INSERT INTO counters_values VALUES ('x', 2)",
      "UPDATE counters_values SET value = 0",
      "DELETE FROM counters_values",
      "DROP TABLE counters_values",
      "CREATE TABLE items (x)",
      "CREATE INDEX tasks_sneaky ON counters_values (name)",
      "ALTER TABLE counters_values ADD COLUMN y",
      "SELECT * FROM tasks_items JOIN counters_values",
      "SELECT * FROM trellis_tasks_migrations",
    ]
    for sql in attempts {
      let error = #expect(throws: DatabaseError.self, "\(sql)") { try tasks.execute(sql) }
      guard case .notPermitted(let namespace, let reason, let refused) = error else {
        Issue.record("expected .notPermitted for \(sql), got \(String(describing: error))")
        continue
      }
      #expect(namespace == "tasks")
      #expect(refused == sql)
      #expect(reason.contains("outside the namespace"), "\(reason)")
    }
    #expect(
      try database.query("SELECT value FROM counters_values").map { try $0.int("value") } == [1])
  }

  @Test func aNamespaceCannotRunPragmasAttachOrRawTransactions() throws {
    let folder = try StorageTestFolder()
    let (database, tasks, _) = try makeNamespaces(folder)
    for sql in [
      "PRAGMA foreign_keys = OFF", "PRAGMA journal_mode = DELETE", "BEGIN", "COMMIT",
      "SAVEPOINT x", "ATTACH DATABASE '\(folder.file("other.sqlite"))' AS other",
    ] {
      let error = #expect(throws: DatabaseError.self, "\(sql)") { try tasks.execute(sql) }
      guard case .notPermitted = error else {
        Issue.record("expected .notPermitted for \(sql), got \(String(describing: error))")
        continue
      }
    }
    #expect(try database.query("PRAGMA foreign_keys").first?.int("foreign_keys") == 1)
    #expect(!FileManager.default.fileExists(atPath: folder.file("other.sqlite")))
  }

  @Test func theRootAndTheNamespaceKeepSeparateStatements() throws {
    let folder = try StorageTestFolder()
    let (database, tasks, _) = try makeNamespaces(folder)
    try database.execute("CREATE TABLE shared (x)")
    let sql = "SELECT count(*) AS n FROM shared"
    #expect(try database.query(sql).first?.int("n") == 0)
    // The root's cached statement must not let the namespace in.
    #expect(throws: DatabaseError.self) { try tasks.query(sql) }
    #expect(try database.query(sql).first?.int("n") == 0)
  }

  @Test func transactionsSpanNamespaces() throws {
    let folder = try StorageTestFolder()
    let (database, tasks, counters) = try makeNamespaces(folder)
    struct StorageTestStop: Error {}
    #expect(throws: StorageTestStop.self) {
      try database.transaction {
        try tasks.execute("INSERT INTO tasks_items (title) VALUES ('t')")
        try counters.execute("INSERT INTO counters_values VALUES ('c', 1)")
        throw StorageTestStop()
      }
    }
    #expect(try tasks.query("SELECT * FROM tasks_items").isEmpty)
    #expect(try counters.query("SELECT * FROM counters_values").isEmpty)
  }
}
