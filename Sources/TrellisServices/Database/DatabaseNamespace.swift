/// A plugin's share of the app's database: tables named `<name>_…` and its own numbered
/// migrations.
///
/// Namespaces are table-name prefixes in the one file, not attached databases: the app keeps
/// one file (one backup, one lock, transactions that span plugins), and the prefix is a
/// wall — a statement run through a namespace may only read, write, create, alter and drop
/// tables, indexes, triggers and views whose names start with `<name>_` (also in subqueries,
/// joins, CTEs, and in the triggers and views it creates), and may not read SQLite's own
/// tables (`sqlite_master`, `sqlite_sequence`: use `tables()`), run `PRAGMA`s (other than
/// reading its tables' structure), `ATTACH`, `BEGIN`/`COMMIT`, `ANALYZE`, or
/// `load_extension()`; anything else fails with `DatabaseError.notPermitted` naming the
/// namespace and what it tried, before it runs (a schema change: rolled back). Write the
/// prefix in the SQL (`tasks_items`), or build names with `table(_:)`. A trigger or view
/// it creates is checked when created: its body may use only the namespace's tables, which
/// must exist by then.
///
/// A plugin's namespace is named after its id by `name(forPluginID:)`. Applied migrations
/// are recorded in the table `trellis_<name>_migrations` (version and time), which the
/// namespace itself cannot touch.
public struct DatabaseNamespace: Sendable {
  /// The namespace's name, e.g. `tasks`.
  public let name: String
  /// The database it belongs to, sealed: reflection on a namespace does not reach it.
  private let sealedDatabase: Sealed<Database, SealKey>

  init(name: String, database: Database) {
    self.name = name
    sealedDatabase = Sealed(database)
  }

  /// The database it belongs to.
  var database: Database {
    sealedDatabase.value
  }

  /// The prefix of the namespace's tables: `<name>_`.
  public var tablePrefix: String {
    "\(name)_"
  }

  /// The full name of the namespace's table `table`: `table("items")` is `tasks_items`.
  public func table(_ table: String) -> String {
    tablePrefix + table
  }

  /// The namespace's tables (virtual tables and the tables they keep included), by name:
  /// what the namespace may learn of `sqlite_master`, which it may not read itself.
  ///
  /// - Throws: `DatabaseError`.
  public func tables() throws -> [String] {
    try database.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND lower(substr(name, 1, ?)) = ? "
        + "ORDER BY name", [tablePrefix.count, tablePrefix]
    ).map { try $0.string("name") }
  }

  /// Runs `sql` with `parameters`, as `Database.execute` does, within the namespace and its
  /// limits (`DatabaseLimits`).
  ///
  /// - Throws: `DatabaseError`, `.notPermitted` for anything outside the namespace;
  ///   `.statementTimedOut`, `.quotaExceeded`, `.valueTooLarge` past a limit.
  @discardableResult
  public func execute(_ sql: String, _ parameters: [(any DatabaseValueConvertible)?] = [])
    throws -> DatabaseWriteResult
  {
    try database.run(sql, parameters, namespace: name, collect: false).write
  }

  /// Runs the query `sql` with `parameters`, as `Database.query` does, within the
  /// namespace and its limits: outside a transaction, on a reader, one at a time for the
  /// namespace (`DatabaseLimits.readersPerNamespace`).
  ///
  /// - Throws: `DatabaseError`, `.notPermitted` for anything outside the namespace;
  ///   `.statementTimedOut`, `.valueTooLarge` past a limit.
  public func query(_ sql: String, _ parameters: [(any DatabaseValueConvertible)?] = [])
    throws -> [Row]
  {
    try database.run(sql, parameters, namespace: name, collect: true).rows
  }

  /// Runs `body` in a transaction (a savepoint when nested), as `Database.transaction`.
  ///
  /// Limits (`DatabaseLimits`): as the outermost transaction of its thread, it may hold the
  /// writer for `transactionTimeout`; past it, it is rolled back, the writer goes to the
  /// writes waiting for it, and it fails with `DatabaseError.transactionTimedOut`.
  ///
  /// - Throws: what `body` throws, or `DatabaseError`.
  @discardableResult
  public func transaction<Result>(_ body: () throws -> Result) throws -> Result {
    try database.transaction(namespace: name, body)
  }

  /// Whether a write to the database is under way or waiting now, as
  /// `Database.isWriting`: a write asked now waits for it first.
  public var isWriting: Bool {
    database.isWriting
  }

  /// How long a write waits for the database at most (`DatabaseOptions.busyTimeout`).
  public var busyTimeout: Duration {
    database.options.busyTimeout
  }

  /// Runs `body` as the app's one writer, as `Database.withWriter(askedAt:whenBusy:_:)`:
  /// other threads' writes wait until it returns; its wait for the database ends
  /// `DatabaseOptions.busyTimeout` after `asked`, and `whenBusy` is told when it begins.
  ///
  /// Its hold of the writer is limited as a transaction's (`DatabaseLimits.transactionTimeout`).
  ///
  /// - Throws: `DatabaseError.busy` when the wait ended; `.transactionTimedOut` when it held
  ///   the writer too long; what `body` throws.
  @discardableResult
  public func withWriter<Result>(
    askedAt asked: ContinuousClock.Instant = .now, whenBusy: ((Duration) -> Void)? = nil,
    _ body: () throws -> Result
  ) throws -> Result {
    try database.withWriter(namespace: name, askedAt: asked, whenBusy: whenBusy, body)
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
}
