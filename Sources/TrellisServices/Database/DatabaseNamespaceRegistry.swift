import Foundation

/// The namespaces opened in a database file, recorded in `trellis_namespaces`, so that no
/// namespace's names hold another's: with parts joined by `_`, the namespace `repo` (tables
/// `repo_…`) would own every table of `repo_search` (tables `repo_search_…`). The first of
/// two such names opened in a file keeps it; the other is refused, whatever process opens
/// it. Namespaces from before the record are found by their migration tables.
enum DatabaseNamespaceRegistry {
  /// The table of the record (a namespace cannot touch it).
  static let table = "trellis_namespaces"

  /// Records `name` in `database` (once per connection), in a transaction; a name already
  /// recorded is only read, so opening a namespace does not wait for another program's
  /// write.
  ///
  /// - Throws: `DatabaseError.invalidNamespace` when another recorded namespace's tables
  ///   would overlap `name`'s; `DatabaseError` when the record cannot be read or written.
  static func register(_ name: String, in database: Database) throws {
    try database.withConnection { connection in
      guard !connection.registeredNamespaces.contains(name) else { return }
      if try isRecorded(name, in: database) {
        connection.registeredNamespaces.insert(name)
        return
      }
      try database.transaction {
        try database.execute(
          """
          CREATE TABLE IF NOT EXISTS \(table) (
            name TEXT PRIMARY KEY NOT NULL,
            registered_at TEXT NOT NULL
          )
          """)
        if let other = try known(in: database).first(where: { overlap(name, $0) }) {
          let (short, long) = other.count < name.count ? (other, name) : (name, other)
          throw DatabaseError.invalidNamespace(
            name: name,
            reason: "the namespace \"\(other)\" is already in this database, and the tables "
              + "of \"\(long)\" (\"\(long)_…\") would be among those of \"\(short)\" "
              + "(\"\(short)_…\"); give one of the two plugins another id")
        }
        try database.execute(
          "INSERT OR IGNORE INTO \(table) (name, registered_at) VALUES (?, ?)",
          [name, ISO8601DateFormatter().string(from: Date())])
      }
      connection.registeredNamespaces.insert(name)
    }
  }

  /// Whether `name` is in the record already (read without a write lock).
  private static func isRecorded(_ name: String, in database: Database) throws -> Bool {
    guard try database.hasTable(table) else { return false }
    return try !database.query("SELECT 1 FROM \(table) WHERE name = ?", [name]).isEmpty
  }

  /// Whether the tables of `one` and `other` (different names) could overlap.
  static func overlap(_ one: String, _ other: String) -> Bool {
    one != other && (one.hasPrefix(other + "_") || other.hasPrefix(one + "_"))
  }

  /// The recorded namespaces, and those with a migration table (`trellis_<name>_migrations`).
  private static func known(in database: Database) throws -> [String] {
    let recorded = try database.query("SELECT name FROM \(table)").compactMap {
      String.fromDatabaseValue($0[0])
    }
    let migrated = try database.query(
      """
      SELECT substr(name, 9, length(name) - 19) AS namespace FROM sqlite_master
      WHERE type = 'table' AND name LIKE 'trellis\\_%\\_migrations' ESCAPE '\\'
      """
    ).compactMap { String.fromDatabaseValue($0[0]) }
    return recorded + migrated
  }
}
