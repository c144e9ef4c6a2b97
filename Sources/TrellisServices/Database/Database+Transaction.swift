extension Database {
  /// Runs `body` in a transaction: it commits when `body` returns and rolls back when
  /// `body` throws (the error is rethrown as is).
  ///
  /// The outermost call opens the transaction with `BEGIN IMMEDIATE` (it takes the write
  /// lock at once, waiting up to the busy timeout, so it cannot fail half-way for another
  /// writer); a call nested in another becomes a savepoint, which a thrown error rolls back
  /// alone while the outer transaction goes on. Statements the body runs on this thread
  /// (through this database or its namespaces), its queries included, are part of it; other
  /// threads' writes wait until it ends, and their queries see the state before it.
  ///
  /// - Throws: what `body` throws, or `DatabaseError` from beginning or committing.
  @discardableResult
  public func transaction<Result>(_ body: () throws -> Result) throws -> Result {
    try transaction(namespace: nil, body)
  }

  /// `transaction(_:)` for `namespace`: when it is the outermost hold of the writer, it may
  /// last `DatabaseLimits.transactionTimeout` (see `holdWriter`); past it, it is rolled
  /// back and fails with `DatabaseError.transactionTimedOut`, even if `body` returns.
  func transaction<Result>(namespace: String?, _ body: () throws -> Result) throws -> Result {
    MainThreadIO.check("Database.transaction")
    return try holdWriter(namespace: namespace) { connection in
      let depth = connection.transactionDepth
      let savepoint = "trellis_savepoint_\(depth)"
      let begin = depth == 0 ? "BEGIN IMMEDIATE" : "SAVEPOINT \(savepoint)"
      try connection.run(begin, [], namespace: nil, collect: false)
      connection.transactionDepth = depth + 1
      defer {
        // A hold taken away: the connection is another thread's now.
        if lock.isHeldByCurrentThread { connection.transactionDepth = depth }
      }
      let result: Result
      do {
        result = try lock.runCallerCode(body)
        // Ended while the body ran: refused, even though the body returned.
        try mappingLockErrors { try lock.checkNotRevoked() }
      } catch {
        if lock.isHeldByCurrentThread {
          Database.rollBack(connection, depth: depth, savepoint: savepoint)
        }
        throw error
      }
      do {
        if depth > 0 {
          try connection.run("RELEASE \(savepoint)", [], namespace: nil, collect: false)
        } else if !connection.isAutocommit {
          try connection.run("COMMIT", [], namespace: nil, collect: false)
        }
      } catch {
        Database.rollBack(connection, depth: depth, savepoint: savepoint)
        throw error
      }
      return result
    }
  }

  /// Undoes the transaction (depth 0) or the savepoint, as far as SQLite still has it.
  private static func rollBack(_ connection: DatabaseConnection, depth: Int, savepoint: String) {
    // What the quota counted of the undone writes is counted again at the next write.
    connection.quota.forgetUsage()
    if depth == 0 {
      if !connection.isAutocommit {
        _ = try? connection.run("ROLLBACK", [], namespace: nil, collect: false)
      }
    } else {
      _ = try? connection.run("ROLLBACK TO \(savepoint)", [], namespace: nil, collect: false)
      _ = try? connection.run("RELEASE \(savepoint)", [], namespace: nil, collect: false)
    }
  }
}
