import Foundation
import Testing

@testable import TrellisServices

/// A namespace reaching for SQLite's own tables and switches, which hold every namespace's
/// rows or change the whole file: refused, while SQLite's own bookkeeping for the
/// namespace's schema changes still works.
@Suite struct NamespaceSQLiteInternalsTests {
  @Test(arguments: [
    "SELECT * FROM sqlite_sequence",
    "SELECT seq FROM sqlite_sequence WHERE name = 'tasks_items'",
    "UPDATE sqlite_sequence SET seq = 0 WHERE name = 'counters_log'",
    "UPDATE sqlite_sequence SET seq = 0 WHERE name = 'tasks_items'",
    "DELETE FROM sqlite_sequence",
    "INSERT INTO sqlite_sequence VALUES ('counters_log', 100)",
    "INSERT INTO tasks_items (title) SELECT name FROM sqlite_sequence",
  ])
  func sqliteSequenceIsClosedToTheNamespacesSQL(sql: String) throws {
    try NamespaceWallFixture().expectRefused(sql, mentioning: "sqlite_sequence")
  }

  @Test func autoincrementStillCountsForItsOwnTablesThroughCreateRenameAndDrop() throws {
    let fixture = try NamespaceWallFixture()
    let tasks = fixture.tasks
    try tasks.execute("INSERT INTO tasks_items (title) VALUES ('b')")
    try tasks.execute("DELETE FROM tasks_items")
    let next = try tasks.execute("INSERT INTO tasks_items (title) VALUES ('c')")
    #expect(next.lastInsertRowID == 3)  // AUTOINCREMENT never reuses 1 and 2
    try tasks.execute("ALTER TABLE tasks_items RENAME TO tasks_todo")
    #expect(try tasks.execute("INSERT INTO tasks_todo (title) VALUES ('d')").lastInsertRowID == 4)
    try tasks.execute("DROP TABLE tasks_todo")
    let names = try fixture.database.query("SELECT name FROM sqlite_sequence ORDER BY name")
    #expect(try names.map { try $0.string("name") } == ["counters_log"])
    try fixture.neighbourIsIntact()
  }

  @Test(arguments: [
    "SELECT name FROM sqlite_master",
    "SELECT sql FROM sqlite_schema WHERE name = 'counters_values'",
    "SELECT count(*) FROM sqlite_master",
    "SELECT rowid FROM sqlite_master",
    "SELECT * FROM sqlite_temp_master",
    "SELECT * FROM temp.sqlite_schema",
    "SELECT * FROM tasks_items WHERE title IN (SELECT name FROM sqlite_master)",
    "CREATE TABLE tasks_copy AS SELECT name, sql FROM sqlite_master",
    "CREATE TABLE tasks_copy AS SELECT rowid FROM sqlite_master",
    "CREATE VIEW tasks_schema AS SELECT * FROM sqlite_master",
    "SELECT * FROM pragma_table_info('tasks_items'), sqlite_master",
    "CREATE TABLE tasks_c AS SELECT * FROM pragma_table_info('tasks_items'), sqlite_master",
    "SELECT * FROM sqlite_stat1",
  ])
  func theSchemaTablesAreClosedToTheNamespacesSQL(sql: String) throws {
    let fixture = try NamespaceWallFixture()
    try fixture.database.execute("ANALYZE")  // the app may; sqlite_stat1 then names every index
    fixture.expectRefused(sql, mentioning: "sqlite_")
  }

  @Test func theNamespaceListsItsOwnTablesThroughTheAPI() throws {
    let fixture = try NamespaceWallFixture()
    try fixture.tasks.execute("CREATE TABLE tasks_tags (name TEXT UNIQUE)")
    #expect(try fixture.tasks.tables() == ["tasks_items", "tasks_tags"])
    #expect(try fixture.counters.tables() == ["counters_log", "counters_values"])
  }

  @Test func itsOwnSchemaChangesAllWork() throws {
    let fixture = try NamespaceWallFixture()
    try fixture.tasks.execute(
      """
      CREATE TABLE tasks_tags (name TEXT UNIQUE, note TEXT, task INTEGER REFERENCES tasks_items);
      CREATE INDEX tasks_tags_by_note ON tasks_tags (note) WHERE note IS NOT NULL;
      CREATE TABLE tasks_log (what TEXT);
      CREATE TRIGGER tasks_tagged AFTER INSERT ON tasks_tags
        BEGIN INSERT INTO tasks_log VALUES ('tagged ' || new.name); END;
      CREATE VIEW tasks_tag_names AS SELECT name FROM tasks_tags;
      ALTER TABLE tasks_tags ADD COLUMN colour TEXT DEFAULT 'green';
      ALTER TABLE tasks_tags RENAME COLUMN note TO remark;
      ALTER TABLE tasks_tags RENAME TO tasks_labels;
      INSERT INTO tasks_labels (name, task) VALUES ('home', 1);
      ALTER TABLE tasks_labels DROP COLUMN colour;
      REINDEX tasks_tags_by_note;
      CREATE TABLE tasks_copy AS SELECT * FROM tasks_labels;
      """)
    #expect(try fixture.tasks.query("SELECT * FROM tasks_log").count == 1)
    #expect(try fixture.tasks.query("SELECT * FROM tasks_tag_names").count == 1)
    #expect(try fixture.tasks.query("PRAGMA index_list(tasks_labels)").count == 2)
    #expect(try fixture.tasks.query("SELECT * FROM pragma_table_info('tasks_labels')").count == 3)
    try fixture.tasks.execute(
      """
      DROP VIEW tasks_tag_names; DROP TRIGGER tasks_tagged; DROP INDEX tasks_tags_by_note;
      DROP TABLE tasks_labels; DROP TABLE tasks_copy;
      """)
    #expect(try fixture.tasks.tables() == ["tasks_items", "tasks_log"])
    try fixture.neighbourIsIntact()
  }

  @Test(arguments: [
    "ATTACH DATABASE 'PATH' AS other", "ATTACH 'PATH' AS tasks_other", "DETACH DATABASE temp",
    "VACUUM", "VACUUM INTO 'PATH'",
  ])
  func attachingDetachingAndVacuumingAreRefused(sql: String) throws {
    let fixture = try NamespaceWallFixture()
    let path = fixture.folder.file("other.sqlite")
    fixture.expectRefused(sql.replacingOccurrences(of: "PATH", with: path), mentioning: "attach")
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test(arguments: [
    "PRAGMA writable_schema = 1", "PRAGMA writable_schema", "PRAGMA foreign_keys = OFF",
    "PRAGMA journal_mode = DELETE", "PRAGMA synchronous = OFF", "PRAGMA temp_store = FILE",
    "PRAGMA cell_size_check = OFF", "PRAGMA user_version = 7", "PRAGMA schema_version = 1",
    "PRAGMA trusted_schema = ON", "PRAGMA main.journal_mode = MEMORY", "PRAGMA optimize",
    "PRAGMA table_list", "PRAGMA database_list", "SELECT * FROM pragma_database_list",
    "SELECT * FROM pragma_foreign_keys",
  ])
  func pragmasOtherThanReadingItsOwnStructureAreRefused(sql: String) throws {
    let fixture = try NamespaceWallFixture()
    fixture.expectRefused(sql, mentioning: "PRAGMA")
    #expect(try fixture.database.query("PRAGMA foreign_keys").first?[0] == .integer(1))
    #expect(try fixture.database.query("PRAGMA journal_mode").first?[0] == .text("wal"))
    #expect(try fixture.database.query("PRAGMA writable_schema").first?[0] == .integer(0))
    #expect(try fixture.database.query("PRAGMA user_version").first?[0] == .integer(0))
  }

  @Test(arguments: [
    "PRAGMA table_info(counters_values)", "PRAGMA index_list('counters_values')",
    "PRAGMA index_info(counters_by_value)", "PRAGMA foreign_key_list(counters_values)",
    "SELECT * FROM pragma_table_info('counters_values')",
    "SELECT name FROM tasks_items, pragma_table_xinfo('counters_log')",
    "PRAGMA table_info(sqlite_master)",
  ])
  func readingAnotherNamespacesStructureIsRefused(sql: String) throws {
    try NamespaceWallFixture().expectRefused(sql, mentioning: "is outside")
  }

  @Test func transactionStatementsAndAnalyzeAreRefused() throws {
    let fixture = try NamespaceWallFixture()
    for sql in ["BEGIN", "COMMIT", "SAVEPOINT s", "RELEASE s", "ROLLBACK"] {
      fixture.expectRefused(sql, mentioning: "transaction { … }")
    }
    fixture.expectRefused("ANALYZE", mentioning: "ANALYZE")
    fixture.expectRefused("ANALYZE tasks_items", mentioning: "ANALYZE")
    fixture.expectRefused("REINDEX", mentioning: "is outside")  // SQLite asks index by index
    fixture.expectRefused("REINDEX counters_by_value", mentioning: "is outside")
  }
}
