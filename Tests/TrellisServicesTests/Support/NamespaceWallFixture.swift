import Foundation
import Testing

@testable import TrellisServices

/// A real database file in a fresh folder with two namespaces: `tasks` (the one that tries
/// to get out) and `counters` (the neighbour, with one row in `counters_values`, an
/// AUTOINCREMENT table `counters_log` and an index). `neighbourIsIntact()` checks that none
/// of the neighbour's rows, counters or schema changed.
final class NamespaceWallFixture {
  let folder: StorageTestFolder
  let database: Database
  let tasks: DatabaseNamespace
  let counters: DatabaseNamespace
  private let neighbourSchema: [String]

  init() throws {
    folder = try StorageTestFolder()
    database = try Database(path: folder.file("wall.sqlite"))
    tasks = try database.namespace("tasks")
    counters = try database.namespace("counters")
    try counters.execute(
      """
      CREATE TABLE counters_values (name TEXT PRIMARY KEY, value INTEGER);
      CREATE TABLE counters_log (id INTEGER PRIMARY KEY AUTOINCREMENT, what TEXT);
      CREATE INDEX counters_by_value ON counters_values (value);
      INSERT INTO counters_values VALUES ('clicks', 1);
      INSERT INTO counters_log (what) VALUES ('made');
      """)
    try tasks.execute(
      """
      CREATE TABLE tasks_items (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT);
      INSERT INTO tasks_items (title) VALUES ('Water the plants');
      """)
    neighbourSchema = try NamespaceWallFixture.schema(of: "counters", in: database)
  }

  /// `sql`, run through `namespace` (`tasks` by default), fails with `.notPermitted`
  /// naming the namespace and the statement, for a reason holding `mention` (in any
  /// case); the
  /// neighbour is left as it was.
  func expectRefused(
    _ sql: String, mentioning mention: String, in namespace: DatabaseNamespace? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let namespace = namespace ?? tasks
    let error = #expect(throws: DatabaseError.self, "\(sql)", sourceLocation: sourceLocation) {
      try namespace.execute(sql)
    }
    guard case .notPermitted(let name, let reason, let refused) = error else {
      Issue.record(
        "expected .notPermitted for \(sql), got \(String(describing: error))",
        sourceLocation: sourceLocation)
      return
    }
    #expect(name == namespace.name, sourceLocation: sourceLocation)
    #expect(refused == sql, sourceLocation: sourceLocation)
    #expect(
      reason.lowercased().contains(mention.lowercased()), "\(reason)",
      sourceLocation: sourceLocation)
    #expect(error?.description.contains("Namespace \"\(name)\"") == true)
    #expect(throws: Never.self, sourceLocation: sourceLocation) { try neighbourIsIntact() }
  }

  /// Throws unless the neighbour's rows, AUTOINCREMENT counter and schema are as made.
  func neighbourIsIntact() throws {
    let values = try database.query("SELECT name, value FROM counters_values")
    #expect(try values.map { "\(try $0.string("name"))=\(try $0.int("value"))" } == ["clicks=1"])
    let sequence = try database.query(
      "SELECT seq FROM sqlite_sequence WHERE name = 'counters_log'")
    #expect(try sequence.first?.int("seq") == 1)
    #expect(try NamespaceWallFixture.schema(of: "counters", in: database) == neighbourSchema)
  }

  /// The SQL of every schema object named `<namespace>_…`, main and temp.
  static func schema(of namespace: String, in database: Database) throws -> [String] {
    try database.query(
      """
      SELECT type || ' ' || name || ': ' || coalesce(sql, '') AS entry FROM (
        SELECT * FROM main.sqlite_master UNION ALL SELECT * FROM temp.sqlite_master)
      WHERE name LIKE ? ORDER BY entry
      """, ["\(namespace)%"]
    ).map { try $0.string("entry") }
  }
}
