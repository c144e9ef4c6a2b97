import CSQLite

extension DatabaseConnection {
  /// Sets the limits on a connection just opened: the largest value (`SQLITE_LIMIT_LENGTH`)
  /// and the progress handler that interrupts a statement past its deadline.
  static func applyLimits(
    _ limits: DatabaseLimits, deadline: DatabaseDeadline, to handle: OpaquePointer
  ) {
    sqlite3_limit(handle, SQLITE_LIMIT_LENGTH, limits.valueLengthLimit)
    sqlite3_progress_handler(
      handle, DatabaseDeadline.checkInterval, databaseProgressCallback,
      Unmanaged.passUnretained(deadline).toOpaque())
  }

  /// Runs the statements of `namespace` that `stepRows` steps within its limits: the time
  /// limit per statement, and for a statement that writes on the writer, the quota.
  func limited<Result>(
    _ statement: OpaquePointer, namespace: String?, sql: String, _ stepRows: () throws -> Result
  ) throws -> Result {
    guard let namespace else { return try stepRows() }
    let writes = !isReader && sqlite3_stmt_readonly(statement) == 0
    return try quota.limiting(writes ? namespace : nil, sql: sql, on: self) {
      let outer = deadline.beginStatement(namespace: namespace, limit: limits.statementTimeout)
      defer { deadline.endStatement(restoring: outer) }
      return try stepRows()
    }
  }

  /// The error for a statement ended by a limit, or `nil` when no limit ended it: an
  /// interruption past a deadline, a value over `SQLITE_LIMIT_LENGTH` in a namespace's
  /// statement, or a full file while the quota capped it.
  func limitError(code: Int32, namespace: String?, sql: String) -> DatabaseError? {
    switch code & 0xFF {
    case SQLITE_INTERRUPT:
      switch deadline.takeReason() {
      case .statement(let owner, let limit):
        return .statementTimedOut(namespace: owner, limit: limit, sql: sql)
      case .transaction(let owner, let limit):
        return .transactionTimedOut(namespace: owner, limit: limit)
      case nil:
        return nil
      }
    case SQLITE_TOOBIG:
      guard let namespace else { return nil }
      return .valueTooLarge(namespace: namespace, limit: limits.maximumValueLength, sql: sql)
    case SQLITE_FULL:
      guard let capped = quota.capped else { return nil }
      return .quotaExceeded(namespace: capped.namespace, quota: capped.quota, sql: sql)
    default:
      return nil
    }
  }

  /// Runs a `PRAGMA` (or another one-value statement) as the app and returns the integer
  /// it answers (0 when it answers nothing).
  ///
  /// - Throws: `DatabaseError` when it fails.
  @discardableResult
  func pragmaInteger(_ sql: String) throws -> Int {
    try firstColumn(sql).first.flatMap { Int.fromDatabaseValue($0) } ?? 0
  }

  /// Runs `sql` as the app (no namespace's rules), with `text` bound to its `?` if given,
  /// without the statement cache (it may run while a cached statement steps), and returns
  /// the first column of its rows.
  ///
  /// - Throws: `DatabaseError` when it fails.
  func firstColumn(_ sql: String, binding text: String? = nil) throws -> [DatabaseValue] {
    guard let handle else { throw DatabaseError.closed(path: path) }
    let outer = authorizer.namespace
    authorizer.namespace = nil
    defer { authorizer.namespace = outer }
    var statement: OpaquePointer?
    var result = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    defer { sqlite3_finalize(statement) }
    var values: [DatabaseValue] = []
    if result == SQLITE_OK, let statement {
      if let text {
        sqlite3_bind_text(
          statement, 1, text, -1, unsafeBitCast(Int(-1), to: sqlite3_destructor_type.self))
      }
      result = sqlite3_step(statement)
      while result == SQLITE_ROW {
        values.append(DatabaseConnection.value(statement, 0))
        result = sqlite3_step(statement)
      }
    }
    guard result == SQLITE_DONE || result == SQLITE_OK else {
      throw DatabaseError.fromSQLite(
        code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)),
        sql: sql, path: path)
    }
    return values
  }

  /// Rolls back the transaction of a hold taken away for its time limit, and forgets the
  /// hold's state; run by the thread that took the writer, holding it.
  func abandonTransaction() {
    if !isAutocommit {
      _ = try? pragmaInteger("ROLLBACK")
    }
    quota.forgetUsage()
    transactionDepth = 0
    deadline.endTransaction()
    busyWait.end()
  }
}
