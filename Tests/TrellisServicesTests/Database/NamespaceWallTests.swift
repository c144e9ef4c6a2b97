import Foundation
import Testing

@testable import TrellisServices

/// A namespace reaching for another namespace's tables, one path per test, against a real
/// file: each attempt fails with `.notPermitted` naming the namespace and the statement,
/// and the neighbour's rows and schema stay as they were.
@Suite struct NamespaceWallTests {
  @Test(arguments: [
    "SELECT * FROM counters_values",
    "INSERT INTO counters_values VALUES ('x', 2)",
    "UPDATE counters_values SET value = 0",
    "DELETE FROM counters_values",
    "REPLACE INTO counters_values VALUES ('clicks', 9)",
    "INSERT INTO tasks_items (title) SELECT name FROM counters_values",
  ])
  func readingOrWritingAnotherNamespacesTableIsRefused(sql: String) throws {
    try NamespaceWallFixture().expectRefused(sql, mentioning: "\"counters_values\" is outside")
  }

  @Test(arguments: [
    "SELECT * FROM tasks_items WHERE title IN (SELECT name FROM counters_values)",
    "SELECT (SELECT value FROM counters_values) AS v",
    "UPDATE tasks_items SET title = (SELECT name FROM counters_values)",
    "DELETE FROM tasks_items WHERE EXISTS (SELECT 1 FROM counters_values)",
  ])
  func aSubqueryIsRefused(sql: String) throws {
    try NamespaceWallFixture().expectRefused(sql, mentioning: "\"counters_values\" is outside")
  }

  @Test(arguments: [
    "SELECT * FROM tasks_items JOIN counters_values",
    "SELECT * FROM tasks_items, counters_values",
    "SELECT * FROM tasks_items LEFT JOIN counters_values ON 1",
    "SELECT title FROM tasks_items UNION SELECT name FROM counters_values",
  ])
  func aJoinOrCompoundIsRefused(sql: String) throws {
    try NamespaceWallFixture().expectRefused(sql, mentioning: "\"counters_values\" is outside")
  }

  @Test(arguments: [
    "WITH c AS (SELECT * FROM counters_values) SELECT * FROM c",
    "WITH tasks_c AS (SELECT * FROM counters_values) SELECT * FROM tasks_c",
    "WITH RECURSIVE r(n) AS (SELECT value FROM counters_values UNION SELECT n + 1 FROM r "
      + "WHERE n < 3) SELECT * FROM r",
  ])
  func aCommonTableExpressionIsRefused(sql: String) throws {
    try NamespaceWallFixture().expectRefused(sql, mentioning: "\"counters_values\"")
  }

  @Test func aTriggerItCreatesThatTouchesAnotherNamespaceIsRefusedAtCreation() throws {
    let fixture = try NamespaceWallFixture()
    for body in [
      "DELETE FROM counters_values;",
      "UPDATE counters_values SET value = 0;",
      "INSERT INTO counters_values VALUES ('x', 1);",
      "INSERT INTO tasks_items (title) SELECT name FROM counters_values;",
    ] {
      for event in ["INSERT", "DELETE", "UPDATE OF title"] {
        fixture.expectRefused(
          "CREATE TRIGGER tasks_sneak AFTER \(event) ON tasks_items BEGIN \(body) END",
          mentioning: "its trigger \"tasks_sneak\" reaches outside the namespace")
      }
    }
    // A WHEN clause is code too.
    fixture.expectRefused(
      "CREATE TRIGGER tasks_sneak BEFORE INSERT ON tasks_items "
        + "WHEN (SELECT count(*) FROM counters_values) > 0 BEGIN SELECT 1; END",
      mentioning: "\"counters_values\" (used by \"tasks_sneak\") is outside")
    #expect(try fixture.tasks.tables().contains("tasks_items"))
    #expect(try NamespaceWallFixture.schema(of: "tasks_sneak", in: fixture.database).isEmpty)
    // The app's writes to the table fire no trigger of the plugin's.
    try fixture.database.execute("INSERT INTO tasks_items (title) VALUES ('by the app')")
    try fixture.neighbourIsIntact()
  }

  @Test func aTriggerOnAnotherNamespacesTableIsRefused() throws {
    let fixture = try NamespaceWallFixture()
    fixture.expectRefused(
      "CREATE TRIGGER tasks_watch AFTER INSERT ON counters_values BEGIN SELECT 1; END",
      mentioning: "\"counters_values\" is outside")
  }

  @Test func aTriggerWhoseBodyCannotBeCheckedYetIsRefused() throws {
    let fixture = try NamespaceWallFixture()
    // counters_later does not exist: the body cannot be compiled, so it cannot be checked.
    fixture.expectRefused(
      "CREATE TRIGGER tasks_later AFTER INSERT ON tasks_items "
        + "BEGIN DELETE FROM counters_later; END",
      mentioning: "could not be checked")
  }

  @Test func aViewItCreatesThatReadsAnotherNamespaceIsRefusedAtCreation() throws {
    let fixture = try NamespaceWallFixture()
    for select in [
      "SELECT * FROM counters_values",
      "SELECT * FROM tasks_items JOIN counters_values",
      "SELECT (SELECT max(value) FROM counters_values) AS v",
      "WITH c AS (SELECT name FROM counters_values) SELECT * FROM c",
    ] {
      fixture.expectRefused(
        "CREATE VIEW tasks_peek AS \(select)",
        mentioning: "its view \"tasks_peek\" reaches outside the namespace")
    }
    // Neither does a view of its own views lead anywhere else.
    try fixture.tasks.execute("CREATE VIEW tasks_titles AS SELECT title FROM tasks_items")
    fixture.expectRefused(
      "CREATE VIEW tasks_both AS SELECT * FROM tasks_titles, counters_values",
      mentioning: "reaches outside the namespace")
    #expect(try fixture.tasks.query("SELECT * FROM tasks_titles").count == 1)
  }

  @Test func anInsteadOfTriggerOnItsOwnViewIsCheckedToo() throws {
    let fixture = try NamespaceWallFixture()
    try fixture.tasks.execute("CREATE VIEW tasks_titles AS SELECT title FROM tasks_items")
    fixture.expectRefused(
      "CREATE TRIGGER tasks_add INSTEAD OF INSERT ON tasks_titles "
        + "BEGIN INSERT INTO counters_values VALUES (new.title, 0); END",
      mentioning: "its trigger \"tasks_add\" reaches outside")
    try fixture.tasks.execute(
      "CREATE TRIGGER tasks_add INSTEAD OF INSERT ON tasks_titles "
        + "BEGIN INSERT INTO tasks_items (title) VALUES (new.title); END")
    try fixture.tasks.execute("INSERT INTO tasks_titles VALUES ('via the view')")
    #expect(try fixture.tasks.query("SELECT * FROM tasks_items").count == 2)
  }

  @Test(arguments: [
    ("CREATE TEMP TABLE counters_values (name, value)", "\"counters_values\" is outside"),
    ("CREATE TEMP VIEW counters_values AS SELECT 'fake' AS name, 0 AS value", "is outside"),
    ("CREATE TEMP VIEW tasks_peek AS SELECT * FROM counters_values", "reaches outside"),
    (
      "CREATE TEMP TRIGGER tasks_t AFTER INSERT ON counters_values BEGIN SELECT 1; END",
      "\"counters_values\" is outside"
    ),
    (
      "CREATE TEMP TRIGGER tasks_t AFTER INSERT ON tasks_items "
        + "BEGIN DELETE FROM counters_values; END", "reaches outside"
    ),
    ("CREATE TEMP TABLE tasks_copy AS SELECT * FROM counters_values", "is outside"),
  ])
  func temporaryObjectsAreHeldToTheSameRules(sql: String, mention: String) throws {
    let fixture = try NamespaceWallFixture()
    fixture.expectRefused(sql, mentioning: mention)
    // Its own temporary objects are fine, and shadow nothing of the neighbour's.
    try fixture.tasks.execute("CREATE TEMP TABLE tasks_scratch (x)")
    try fixture.tasks.execute("INSERT INTO tasks_scratch VALUES (1)")
    #expect(try fixture.database.query("SELECT * FROM counters_values").count == 1)
  }

  @Test func aScriptStopsAtTheFirstRefusedStatementWhereverItIs() throws {
    let fixture = try NamespaceWallFixture()
    fixture.expectRefused(
      "SELECT 1; DELETE FROM counters_values", mentioning: "\"counters_values\" is outside")
    fixture.expectRefused(
      "INSERT INTO tasks_items (title) VALUES ('a');\n-- comment\nDROP TABLE counters_values;",
      mentioning: "\"counters_values\" is outside")
    fixture.expectRefused(
      "CREATE TABLE tasks_x (a); ATTACH ':memory:' AS other", mentioning: "attaching")
    // Wrapped in a transaction, a refused script leaves nothing behind.
    #expect(throws: DatabaseError.self) {
      try fixture.tasks.transaction {
        try fixture.tasks.execute("CREATE TABLE tasks_y (a); UPDATE counters_values SET value = 5")
      }
    }
    #expect(try !fixture.tasks.tables().contains("tasks_y"))
  }

  @Test func renamingItsTableIntoAnotherNamespaceIsRefusedAndRolledBack() throws {
    let fixture = try NamespaceWallFixture()
    fixture.expectRefused(
      "ALTER TABLE tasks_items RENAME TO counters_evil",
      mentioning: "\"counters_evil\", which is outside the namespace")
    #expect(try fixture.tasks.tables().contains("tasks_items"))
    #expect(try NamespaceWallFixture.schema(of: "counters_evil", in: fixture.database).isEmpty)
    fixture.expectRefused(
      "ALTER TABLE counters_values RENAME TO tasks_mine", mentioning: "is outside")
    fixture.expectRefused(
      "ALTER TABLE counters_values ADD COLUMN extra", mentioning: "is outside")
  }

  @Test(arguments: [
    "CREATE TABLE tasks_links (name TEXT REFERENCES counters_values (name))",
    "CREATE TABLE tasks_links (name TEXT, FOREIGN KEY (name) REFERENCES counters_values)",
    "ALTER TABLE tasks_items ADD COLUMN counter TEXT REFERENCES counters_values (name)",
  ])
  func aForeignKeyIntoAnotherNamespaceIsRefused(sql: String) throws {
    let fixture = try NamespaceWallFixture()
    fixture.expectRefused(sql, mentioning: "foreign key to \"counters_values\"")
    // The neighbour can still delete its rows.
    try fixture.counters.execute("DELETE FROM counters_log")
  }

  @Test(arguments: [
    ("CREATE VIRTUAL TABLE tasks_stats USING dbstat", "USING dbstat"),
    ("CREATE VIRTUAL TABLE tasks_vocab USING fts5vocab(counters_values, row)", "fts5vocab"),
    (
      "CREATE VIRTUAL TABLE tasks_search USING fts5(name, content='counters_values')",
      "takes its content from \"counters_values\""
    ),
    (
      "CREATE VIRTUAL TABLE tasks_search USING fts4(name, content=\"counters_values\")",
      "takes its content from \"counters_values\""
    ),
    ("SELECT * FROM dbstat", "\"dbstat\" is outside"),
  ])
  func virtualTablesCannotReachOut(sql: String, mention: String) throws {
    let fixture = try NamespaceWallFixture()
    fixture.expectRefused(sql, mentioning: mention)
    // Its own full-text tables work, external content from its own table included.
    try fixture.tasks.execute(
      "CREATE VIRTUAL TABLE tasks_find USING fts5(title, content='tasks_items', "
        + "content_rowid='id')")
    try fixture.tasks.execute("INSERT INTO tasks_find (tasks_find) VALUES ('rebuild')")
    let found = try fixture.tasks.query(
      "SELECT title FROM tasks_find WHERE tasks_find MATCH 'plants'")
    #expect(found.count == 1)
  }
}
