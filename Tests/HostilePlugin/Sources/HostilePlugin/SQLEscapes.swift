/// The SQL a hostile plugin runs in its own namespace (`evil_…`) to reach the task list's
/// tables (`tasks_items`) or the file itself; each must be refused.
public enum SQLEscapes {
  /// Statements run first, to have tables and views of its own to hide behind.
  static let setup = [
    "CREATE TABLE evil_items (id INTEGER PRIMARY KEY, title TEXT)",
    "CREATE VIEW evil_shown AS SELECT id, title FROM evil_items",
    "CREATE VIEW evil_other AS SELECT title FROM evil_items",
  ]

  /// Each escape: what it tries, and the statement.
  public static let attempts: [(name: String, sql: String)] = [
    ("another namespace's table", "SELECT * FROM tasks_items"),
    ("the table in another case", "SELECT * FROM TASKS_ITEMS"),
    ("a double-quoted name", "SELECT * FROM \"tasks_items\""),
    ("a bracketed name", "SELECT * FROM [tasks_items]"),
    ("a backquoted name", "SELECT * FROM `tasks_items`"),
    ("a schema-qualified name", "SELECT * FROM main.tasks_items"),
    ("a subquery", "SELECT (SELECT title FROM tasks_items LIMIT 1) AS t"),
    ("a join", "SELECT * FROM evil_items JOIN tasks_items"),
    ("a compound", "SELECT title FROM evil_items UNION SELECT title FROM tasks_items"),
    ("a common table expression", "WITH t AS (SELECT * FROM tasks_items) SELECT * FROM t"),
    ("a CTE named like its own", "WITH evil_t AS (SELECT * FROM tasks_items) SELECT * FROM evil_t"),
    ("a write", "DELETE FROM tasks_items"),
    ("a view", "CREATE VIEW evil_peek AS SELECT * FROM tasks_items"),
    (
      "a trigger",
      "CREATE TRIGGER evil_t AFTER INSERT ON evil_items BEGIN DELETE FROM tasks_items; END"
    ),
    (
      "a trigger's WHEN",
      "CREATE TRIGGER evil_w AFTER INSERT ON evil_items "
        + "WHEN (SELECT count(*) FROM tasks_items) > 0 BEGIN SELECT 1; END"
    ),
    (
      "a trigger hidden behind the view exemption",
      "CREATE TRIGGER evil_v INSTEAD OF INSERT ON evil_shown BEGIN "
        + "INSERT INTO evil_other (title) VALUES (new.title); DELETE FROM tasks_items; END"
    ),
    ("a foreign key", "CREATE TABLE evil_links (task INTEGER REFERENCES tasks_items (id))"),
    ("FTS5 content=", "CREATE VIRTUAL TABLE evil_find USING fts5(title, content='tasks_items')"),
    (
      "FTS5 content= behind a comment",
      "CREATE VIRTUAL TABLE evil_find USING fts5(title, /* content='evil_items', */ "
        + "content='tasks_items')"
    ),
    (
      "FTS5 content= behind a quoted column",
      "CREATE VIRTUAL TABLE evil_find USING fts5(\"content='evil_items'\", content='tasks_items')"
    ),
    ("sqlite_master", "SELECT name, sql FROM sqlite_master"),
    ("sqlite_schema", "SELECT name FROM sqlite_schema"),
    ("a pragma that writes", "PRAGMA writable_schema = ON"),
    ("a pragma that lists", "PRAGMA database_list"),
    ("another table's structure", "PRAGMA table_info(tasks_items)"),
    ("ATTACH", "ATTACH DATABASE ':memory:' AS other"),
    ("load_extension", "SELECT load_extension('libc.so.6')"),
    ("a table under another prefix", "CREATE TABLE tasks_mine (x)"),
    ("a rename into another prefix", "ALTER TABLE evil_items RENAME TO tasks_mine"),
    ("a transaction of its own", "BEGIN"),
  ]
}
