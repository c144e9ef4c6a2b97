/// A plugin's share of the app's database: tables named `<name>_…` and its own numbered
/// migrations.
///
/// Namespaces are table-name prefixes in the one file, not attached databases: the app keeps
/// one file (one backup, one lock, transactions that span plugins), and the prefix is
/// enforced — a statement run through a namespace may only touch tables, indexes, triggers
/// and views whose names start with `<name>_`, and may not run `PRAGMA`s (other than reading
/// its tables' structure), `ATTACH` or `BEGIN`/`COMMIT`; anything else fails with
/// `DatabaseError.notPermitted` before it runs. Write the prefix in the SQL
/// (`tasks_items`), or build names with `table(_:)`.
///
/// Applied migrations are recorded in the table `trellis_<name>_migrations` (version and
/// time), which the namespace itself cannot touch.
public struct DatabaseNamespace: Sendable {
  /// The namespace's name, e.g. `tasks`.
  public let name: String
  /// The database it belongs to.
  let database: Database

  init(name: String, database: Database) {
    self.name = name
    self.database = database
  }

  /// The prefix of the namespace's tables: `<name>_`.
  public var tablePrefix: String {
    "\(name)_"
  }

  /// The full name of the namespace's table `table`: `table("items")` is `tasks_items`.
  public func table(_ table: String) -> String {
    tablePrefix + table
  }

  /// Runs `sql` with `parameters`, as `Database.execute` does, within the namespace.
  ///
  /// - Throws: `DatabaseError`, `.notPermitted` for anything outside the namespace.
  @discardableResult
  public func execute(_ sql: String, _ parameters: [(any DatabaseValueConvertible)?] = [])
    throws -> DatabaseWriteResult
  {
    try database.run(sql, parameters, namespace: name, collect: false).write
  }

  /// Runs the query `sql` with `parameters`, as `Database.query` does, within the
  /// namespace.
  ///
  /// - Throws: `DatabaseError`, `.notPermitted` for anything outside the namespace.
  public func query(_ sql: String, _ parameters: [(any DatabaseValueConvertible)?] = [])
    throws -> [Row]
  {
    try database.run(sql, parameters, namespace: name, collect: true).rows
  }

  /// Runs `body` in a transaction (a savepoint when nested), as `Database.transaction`.
  ///
  /// - Throws: what `body` throws, or `DatabaseError`.
  @discardableResult
  public func transaction<Result>(_ body: () throws -> Result) throws -> Result {
    try database.transaction(body)
  }

  /// Applies the migrations not applied yet, in version order, each in its own transaction
  /// with its record; stops at the first that fails, after rolling it back.
  ///
  /// Safe to call at every start and from several processes at once: a version already
  /// recorded is skipped.
  ///
  /// - Returns: the versions applied by this call.
  /// - Throws: `DatabaseError.invalidMigrations` (a version below 1 or used twice),
  ///   `.migrationFromNewerVersion` (the file has a version beyond the list),
  ///   `.migrationOutOfOrder` (a new version below an applied one), `.migrationFailed`.
  @discardableResult
  public func migrate(_ migrations: [Migration]) throws -> [Int] {
    try DatabaseMigrator(namespace: self).migrate(migrations)
  }

  /// The versions applied so far, in order.
  ///
  /// - Throws: `DatabaseError`.
  public func appliedMigrations() throws -> [Int] {
    try DatabaseMigrator(namespace: self).appliedVersions()
  }

  /// Refuses names that are not 1–32 lowercase ASCII letters and digits starting with a
  /// letter, or are reserved. With no `_` in names, no namespace's prefix is another's.
  static func validate(_ name: String) throws {
    let scalars = name.unicodeScalars
    guard let first = scalars.first, ("a"..."z").contains(first), scalars.count <= 32,
      scalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) })
    else {
      throw DatabaseError.invalidNamespace(
        name: name,
        reason: "it must be 1 to 32 lowercase letters and digits, starting with a letter")
    }
    guard name != "sqlite", name != "trellis" else {
      throw DatabaseError.invalidNamespace(name: name, reason: "the name is reserved")
    }
  }
}
