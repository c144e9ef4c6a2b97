import Foundation
import Testing

@testable import TrellisServices

/// Schema tricks that hide a reach outside the namespace from a reading of the SQL text:
/// a full-text table's `content=` behind a comment or after a column named
/// like an option, and a trigger statement behind one that fails to compile because it
/// writes to a view. Each is refused when created, on a real file.
@Suite struct NamespaceSchemaHidingTests {
  @Test(arguments: [
    "CREATE VIRTUAL TABLE tasks_search USING fts5(\"content='tasks_items'\", "
      + "content='counters_values')",
    "CREATE VIRTUAL TABLE tasks_search USING fts5(name, /* content='tasks_items', */ "
      + "content='counters_values')",
    "CREATE VIRTUAL TABLE tasks_search USING fts5(name, -- content='tasks_items'\n"
      + "content='counters_values')",
    "CREATE VIRTUAL TABLE tasks_search USING fts4(name, CONTENT=\"counters_values\")",
  ])
  func aHiddenContentTableIsRefused(sql: String) throws {
    try NamespaceWallFixture().expectRefused(
      sql, mentioning: "takes its content from \"counters_values\"")
  }

  @Test func aTriggerStatementHiddenBehindAViewWriteIsRefused() throws {
    let fixture = try NamespaceWallFixture()
    try fixture.tasks.execute("CREATE VIEW tasks_shown AS SELECT id, title FROM tasks_items")
    try fixture.tasks.execute("CREATE VIEW tasks_other AS SELECT title FROM tasks_items")
    // The first statement writes to a view without a trigger: it fails to compile, as
    // every write to a view without one does, and used to end the check there.
    fixture.expectRefused(
      "CREATE TRIGGER tasks_hidden INSTEAD OF INSERT ON tasks_shown BEGIN "
        + "INSERT INTO tasks_other (title) VALUES (new.title); "
        + "DELETE FROM counters_values; END",
      mentioning: "\"counters_values\"")
    #expect(try NamespaceWallFixture.schema(of: "tasks_hidden", in: fixture.database).isEmpty)
  }

  @Test func aTriggerOnAViewOfItsOwnStillWorks() throws {
    let fixture = try NamespaceWallFixture()
    try fixture.tasks.execute("CREATE VIEW tasks_shown AS SELECT id, title FROM tasks_items")
    try fixture.tasks.execute(
      "CREATE TRIGGER tasks_add INSTEAD OF INSERT ON tasks_shown WHEN new.title <> '' BEGIN "
        + "INSERT INTO tasks_items (title) VALUES (new.title); "
        + "UPDATE tasks_items SET title = upper(title) WHERE id = last_insert_rowid(); END")
    try fixture.tasks.execute("INSERT INTO tasks_shown (title) VALUES ('via the view')")
    let titles = try fixture.tasks.query("SELECT title FROM tasks_items").map {
      try $0.string("title")
    }
    #expect(titles.contains("VIA THE VIEW"))
  }

  @Test func theModuleArgumentsAreReadAsSQLiteReadsThem() {
    #expect(
      DatabaseSchemaText.contentTables(
        ofVirtualTable: "CREATE VIRTUAL TABLE t USING fts5(a, \"content=x\", b, "
          + "/* content=y */ content = 'z''s', content_rowid=id)") == ["z's"])
    #expect(
      DatabaseSchemaText.contentTables(
        ofVirtualTable: "CREATE VIRTUAL TABLE t USING fts5(a, content=main.t_x)") == ["main.t_x"])
    #expect(
      DatabaseSchemaText.contentTables(ofVirtualTable: "CREATE VIRTUAL TABLE t USING fts5(a, 'b")
        == nil)
  }

  @Test func triggerBodiesAreSplitStatementByStatement() throws {
    let parts = try #require(
      DatabaseSchemaText.triggerParts(
        "CREATE TRIGGER t AFTER INSERT ON x WHEN (SELECT 'BEGIN;') = 1 BEGIN "
          + "SELECT CASE WHEN 1 THEN 'a;b' END; -- END;\n DELETE FROM y /* ; */; END"))
    #expect(parts.when == "(SELECT 'BEGIN;') = 1")
    #expect(parts.statements == ["SELECT CASE WHEN 1 THEN 'a;b' END", "DELETE FROM y"])
    #expect(DatabaseSchemaText.triggerParts("CREATE TRIGGER t AFTER INSERT ON x BEGIN END") == nil)
  }
}
