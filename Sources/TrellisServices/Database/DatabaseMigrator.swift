import Foundation

/// Applies a namespace's migrations and keeps their record in `trellis_<name>_migrations`.
struct DatabaseMigrator {
  let namespace: DatabaseNamespace

  private var database: Database { namespace.database }
  private var recordTable: String { "trellis_\(namespace.name)_migrations" }

  /// See `DatabaseNamespace.migrate(_:)`.
  func migrate(_ migrations: [Migration]) throws -> [Int] {
    let sorted = try validated(migrations)
    try createRecordTable()
    let applied = Set(try appliedVersions())
    let latestKnown = sorted.last?.version ?? 0
    if let latestApplied = applied.max() {
      if latestApplied > latestKnown {
        throw DatabaseError.migrationFromNewerVersion(
          namespace: namespace.name, applied: latestApplied, latestKnown: latestKnown)
      }
      if let early = sorted.first(where: {
        !applied.contains($0.version) && $0.version < latestApplied
      }) {
        throw DatabaseError.migrationOutOfOrder(
          namespace: namespace.name, version: early.version, latestApplied: latestApplied)
      }
    }
    var done: [Int] = []
    for migration in sorted where !applied.contains(migration.version) {
      if try apply(migration) {
        done.append(migration.version)
      }
    }
    return done
  }

  /// The recorded versions, in order (none when the record table does not exist yet).
  func appliedVersions() throws -> [Int] {
    guard try database.hasTable(recordTable) else { return [] }
    return try database.query("SELECT version FROM \(recordTable) ORDER BY version").map {
      try $0.int("version")
    }
  }

  /// Runs `migration` and records it in one transaction; `false` when another process
  /// recorded it first.
  private func apply(_ migration: Migration) throws -> Bool {
    do {
      return try database.transaction {
        let recorded = try database.query(
          "SELECT 1 FROM \(recordTable) WHERE version = ?", [migration.version])
        guard recorded.isEmpty else { return false }
        try migration.body(namespace)
        try database.execute(
          "INSERT INTO \(recordTable) (version, applied_at) VALUES (?, ?)",
          [migration.version, ISO8601DateFormatter().string(from: Date())])
        return true
      }
    } catch let error as DatabaseError {
      throw DatabaseError.migrationFailed(
        namespace: namespace.name, version: migration.version, code: error.code,
        reason: error.description)
    } catch {
      throw DatabaseError.migrationFailed(
        namespace: namespace.name, version: migration.version, code: nil,
        reason: String(describing: error))
    }
  }

  private func createRecordTable() throws {
    try database.execute(
      """
      CREATE TABLE IF NOT EXISTS \(recordTable) (
        version INTEGER PRIMARY KEY NOT NULL,
        applied_at TEXT NOT NULL
      )
      """)
  }

  /// The migrations sorted by version, after checking versions are ≥ 1 and unique.
  private func validated(_ migrations: [Migration]) throws -> [Migration] {
    let sorted = migrations.sorted { $0.version < $1.version }
    if let bad = sorted.first(where: { $0.version < 1 }) {
      throw DatabaseError.invalidMigrations(
        namespace: namespace.name, reason: "version \(bad.version) is below 1")
    }
    for (earlier, later) in zip(sorted, sorted.dropFirst()) where earlier.version == later.version {
      throw DatabaseError.invalidMigrations(
        namespace: namespace.name, reason: "version \(later.version) is used twice")
    }
    return sorted
  }
}
