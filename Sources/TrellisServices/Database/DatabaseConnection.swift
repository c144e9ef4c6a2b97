import CSQLite
import Foundation

/// SQLite's "copy the bytes now" destructor for bound text and blobs.
private let sqliteTransient = unsafeBitCast(Int(-1), to: sqlite3_destructor_type.self)

/// One open SQLite connection with its statement cache and authorizer. Not thread-safe by
/// itself: `Database` uses its writer only while holding its lock, and a reader only while
/// it has taken it from its `DatabaseReaderPool`.
final class DatabaseConnection {
  /// Thrown by a reader asked to run what only the writer may: a statement that is not
  /// read-only, or a script. Nothing was run; `Database` runs it on the writer.
  struct NeedsWriter: Error {}

  /// The file's path.
  let path: String
  /// Whether the connection only reads (`PRAGMA query_only`): a reader of the pool.
  let isReader: Bool
  /// The namespace rules applied to statements being compiled.
  let authorizer = DatabaseAuthorizer()
  /// How deep `transaction` calls are nested (0: none open).
  var transactionDepth = 0
  /// The namespaces this connection has recorded in the file (`DatabaseNamespaceRegistry`).
  var registeredNamespaces: Set<String> = []
  /// How long the current write may wait for another connection's lock (the writer's busy
  /// handler; a reader waits `DatabaseOptions.busyTimeout` per statement).
  let busyWait: DatabaseBusyWait
  /// The namespace limits this connection applies.
  let limits: DatabaseLimits
  /// When the running statement must stop (the progress handler's).
  let deadline = DatabaseDeadline()
  /// The namespaces' quotas (used on the writer only).
  let quota: DatabaseQuota
  private(set) var handle: OpaquePointer?
  private let cache: DatabaseStatementCache

  /// Opens (creating when missing) the file at `path` in WAL mode with foreign keys on,
  /// the busy timeout set, extension loading off (both `load_extension()` in SQL and the C
  /// API), and the schema read once, which is where a file that is not a database shows
  /// itself. A reader (`isReader`) is opened on a file the writer already set up, and only
  /// reads.
  ///
  /// - Throws: `DatabaseError.corrupt` (not a database, damaged), `.cannotOpen`, `.busy`.
  init(path: String, options: DatabaseOptions, isReader: Bool = false) throws {
    self.path = path
    self.isReader = isReader
    cache = DatabaseStatementCache(limit: options.statementCacheLimit)
    busyWait = DatabaseBusyWait(timeout: options.busyTimeout)
    limits = options.limits
    quota = DatabaseQuota(limits: options.limits)
    var opened: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
    let result = sqlite3_open_v2(path, &opened, flags, nil)
    handle = opened
    guard result == SQLITE_OK, let opened else {
      let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      throw DatabaseConnection.openError(path: path, code: result, message: message)
    }
    sqlite3_extended_result_codes(opened, 1)
    if isReader {
      sqlite3_busy_timeout(opened, options.busyTimeoutMilliseconds)
    } else {
      sqlite3_busy_handler(
        opened, databaseBusyCallback, Unmanaged.passUnretained(busyWait).toOpaque())
    }
    sqlite3_enable_load_extension(opened, 0)
    DatabaseConnection.applyLimits(options.limits, deadline: deadline, to: opened)
    sqlite3_set_authorizer(
      opened, databaseAuthorizerCallback, Unmanaged.passUnretained(authorizer).toOpaque())
    do {
      if isReader {
        // Run directly: a reader refuses, in `run`, any statement that is not read-only.
        let setup = "PRAGMA foreign_keys = ON; PRAGMA query_only = ON"
        guard sqlite3_exec(opened, setup, nil, nil, nil) == SQLITE_OK else {
          throw DatabaseError.fromSQLite(
            code: sqlite3_extended_errcode(opened),
            message: String(cString: sqlite3_errmsg(opened)),
            sql: setup, path: path)
        }
        return
      }
      try run("PRAGMA journal_mode = WAL", [], namespace: nil, collect: false)
      try run("PRAGMA foreign_keys = ON", [], namespace: nil, collect: false)
      try run("PRAGMA synchronous = NORMAL", [], namespace: nil, collect: false)
      try run("SELECT count(*) FROM sqlite_master", [], namespace: nil, collect: true)
      if options.checkIntegrityOnOpen {
        let rows = try run("PRAGMA quick_check", [], namespace: nil, collect: true).rows
        let verdict = rows.compactMap { String.fromDatabaseValue($0[0]) }
        if verdict != ["ok"] {
          throw DatabaseError.corrupt(
            path: path, code: SQLITE_CORRUPT,
            message: "integrity check failed: \(verdict.prefix(3).joined(separator: "; "))")
        }
      }
      // Opening waited one busy timeout at most, in all; each write sets its own.
      busyWait.end()
    } catch let error as DatabaseError {
      close()
      throw DatabaseConnection.openError(from: error, path: path)
    }
  }

  deinit {
    close()
  }

  /// How many prepared statements are kept.
  var cachedStatementCount: Int {
    cache.count
  }

  /// Whether the connection was closed.
  var isClosed: Bool {
    handle == nil
  }

  /// Finalizes the cached statements and closes the connection; later calls throw
  /// `DatabaseError.closed`.
  func close() {
    cache.removeAll()
    if let handle {
      sqlite3_close_v2(handle)
    }
    handle = nil
  }

  /// Whether SQLite is outside any transaction (autocommit mode).
  var isAutocommit: Bool {
    handle.map { sqlite3_get_autocommit($0) != 0 } ?? true
  }

  /// Runs `sql` (one statement, or several when there are no parameters) under the rules
  /// of `namespace`, and returns its rows when `collect` is set. A run nested in another
  /// (the checks of `DatabaseSchemaGuard`) gives the outer run its rules back when it ends.
  @discardableResult
  func run(_ sql: String, _ parameters: [DatabaseValue], namespace: String?, collect: Bool)
    throws -> (rows: [Row], write: DatabaseWriteResult)
  {
    guard let handle else { throw DatabaseError.closed(path: path) }
    let outer = authorizer.namespace
    authorizer.namespace = namespace
    authorizer.denial = nil
    defer { authorizer.namespace = outer }
    let key = DatabaseStatementCache.Key(namespace: namespace, sql: sql)
    var rows: [Row] = []
    if let statement = cache.statement(for: key) {
      rows = try step(statement, parameters, sql: sql, namespace: namespace, collect: collect)
    } else {
      rows = try sql.withCString { text in
        try prepareAndRun(text, sql: sql, key: key, parameters: parameters, collect: collect)
      }
    }
    let write = DatabaseWriteResult(
      changes: Int(sqlite3_changes(handle)), lastInsertRowID: sqlite3_last_insert_rowid(handle))
    return (rows, write)
  }

  /// Compiles the first statement of `text`; a lone statement is run and cached, a script
  /// is run statement by statement and not cached.
  private func prepareAndRun(
    _ text: UnsafePointer<CChar>, sql: String, key: DatabaseStatementCache.Key,
    parameters: [DatabaseValue], collect: Bool
  ) throws -> [Row] {
    var (statement, tail) = try prepare(text, sql: sql, namespace: key.namespace)
    if isReader, !DatabaseConnection.isBlank(tail) || statement.map(sqlite3_stmt_readonly) == 0 {
      if let statement { sqlite3_finalize(statement) }
      throw NeedsWriter()
    }
    if DatabaseConnection.isBlank(tail) {
      guard let statement else { return [] }
      if key.namespace != nil, authorizer.progress.changesSchema {
        // Checked after it runs, and not kept: running it again must be checked again.
        defer { sqlite3_finalize(statement) }
        return try stepChecked(statement, parameters, sql: sql, namespace: key.namespace, collect)
      }
      defer { cache.insert(statement, for: key) }
      return try step(
        statement, parameters, sql: sql, namespace: key.namespace, collect: collect)
    }
    guard parameters.isEmpty else {
      if let statement { sqlite3_finalize(statement) }
      throw DatabaseError.parametersWithSeveralStatements(sql: sql)
    }
    var rows: [Row] = []
    while true {
      if let current = statement {
        defer { sqlite3_finalize(current) }
        rows += try stepChecked(current, [], sql: sql, namespace: key.namespace, collect)
      }
      guard let rest = tail, !DatabaseConnection.isBlank(rest) else { return rows }
      (statement, tail) = try prepare(rest, sql: sql, namespace: key.namespace)
    }
  }

  /// Compiles one statement from `text`; `nil` when it holds only blanks and comments.
  private func prepare(_ text: UnsafePointer<CChar>, sql: String, namespace: String?)
    throws -> (OpaquePointer?, UnsafePointer<CChar>?)
  {
    var statement: OpaquePointer?
    var tail: UnsafePointer<CChar>?
    authorizer.beginStatement()
    let flags = UInt32(SQLITE_PREPARE_PERSISTENT)
    let result = sqlite3_prepare_v3(handle, text, -1, flags, &statement, &tail)
    guard result == SQLITE_OK else {
      throw lastError(sql: sql, namespace: namespace)
    }
    return (statement, tail)
  }

  /// Binds `parameters`, steps `statement` to the end, resets it, and returns its rows
  /// when `collect` is set.
  private func step(
    _ statement: OpaquePointer, _ parameters: [DatabaseValue], sql: String, namespace: String?,
    collect: Bool
  ) throws -> [Row] {
    defer {
      sqlite3_reset(statement)
      sqlite3_clear_bindings(statement)
    }
    let expected = Int(sqlite3_bind_parameter_count(statement))
    guard expected == parameters.count else {
      throw DatabaseError.parameterCount(expected: expected, given: parameters.count, sql: sql)
    }
    for (offset, value) in parameters.enumerated() {
      let result = bind(value, to: statement, at: Int32(offset + 1))
      guard result == SQLITE_OK else { throw lastError(sql: sql, namespace: namespace) }
    }
    return try limited(statement, namespace: namespace, sql: sql) {
      var rows: [Row] = []
      var columns: [String]?
      authorizer.beginStatement()  // SQLite recompiles a statement here after a schema change
      while true {
        let result = sqlite3_step(statement)
        if result == SQLITE_DONE { return rows }
        guard result == SQLITE_ROW else { throw lastError(sql: sql, namespace: namespace) }
        guard collect else { continue }
        let names = columns ?? DatabaseConnection.columnNames(statement)
        columns = names
        rows.append(
          Row(columns: names, values: names.indices.map { DatabaseConnection.value(statement, $0) })
        )
      }
    }
  }

  /// Steps a freshly compiled statement; when it changes a namespace's schema,
  /// `DatabaseSchemaGuard` checks what it made before it is kept.
  private func stepChecked(
    _ statement: OpaquePointer, _ parameters: [DatabaseValue], sql: String, namespace: String?,
    _ collect: Bool
  ) throws -> [Row] {
    guard let namespace, authorizer.progress.changesSchema else {
      return try step(statement, parameters, sql: sql, namespace: namespace, collect: collect)
    }
    return try DatabaseSchemaGuard(connection: self, namespace: namespace, sql: sql).check {
      try step(statement, parameters, sql: sql, namespace: namespace, collect: collect)
    }
  }

  /// Compiles `sql` under `namespace`'s rules without running it: `nil` when it compiles,
  /// else whether the authorizer refused it and why.
  func compileProblem(_ sql: String, namespace: String) -> (refused: Bool, reason: String)? {
    guard let handle else { return (false, "the database is closed") }
    let outer = authorizer.namespace
    authorizer.namespace = namespace
    authorizer.denial = nil
    authorizer.beginStatement()
    defer { authorizer.namespace = outer }
    var statement: OpaquePointer?
    let result = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    if let statement { sqlite3_finalize(statement) }
    guard result != SQLITE_OK else { return nil }
    let message = String(cString: sqlite3_errmsg(handle))
    if let denial = authorizer.denial { return (true, denial) }
    return (false, message)
  }

  /// Binds one value; returns SQLite's result code.
  private func bind(_ value: DatabaseValue, to statement: OpaquePointer, at index: Int32)
    -> Int32
  {
    switch value {
    case .null:
      return sqlite3_bind_null(statement, index)
    case .integer(let integer):
      return sqlite3_bind_int64(statement, index, integer)
    case .real(let real):
      return sqlite3_bind_double(statement, index, real)
    case .text(let text):
      let length = UInt64(text.utf8.count)
      return text.withCString { pointer in
        sqlite3_bind_text64(statement, index, pointer, length, sqliteTransient, UInt8(SQLITE_UTF8))
      }
    case .blob(let data):
      return data.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress, !buffer.isEmpty else {
          return sqlite3_bind_zeroblob(statement, index, 0)
        }
        return sqlite3_bind_blob64(statement, index, base, UInt64(buffer.count), sqliteTransient)
      }
    }
  }

  /// The error SQLite reports for the last call on this connection.
  private func lastError(sql: String, namespace: String?) -> DatabaseError {
    guard let handle else { return .closed(path: path) }
    let code = sqlite3_extended_errcode(handle)
    let message = String(cString: sqlite3_errmsg(handle))
    // A refused function comes back as SQLITE_ERROR ("not authorized to use function"),
    // so a refusal noted while compiling counts as much as SQLITE_AUTH.
    if let namespace, code & 0xFF == SQLITE_AUTH || authorizer.denial != nil {
      return .notPermitted(namespace: namespace, reason: authorizer.denial ?? message, sql: sql)
    }
    if let limited = limitError(code: code, namespace: namespace, sql: sql) { return limited }
    return DatabaseError.fromSQLite(code: code, message: message, sql: sql, path: path)
  }
}
