import CSQLite

extension Database {
  /// Runs `body` as this app's one writer: other threads' writes wait until it returns, as
  /// for a transaction, but none is opened — each statement `body` runs commits on its own,
  /// or `body` opens a transaction. For writes that must be told in the order they were
  /// stored: tell them in `body`, and the next write waits until it returns.
  ///
  /// The wait — for this app's other writes, then for another program's write lock — ends
  /// `DatabaseOptions.busyTimeout` after `asked` (now by default: pass when the user asked,
  /// if the work was queued since), with `DatabaseError.busy`. `whenBusy` is called once,
  /// on this thread, as soon as the write has to wait, with how long it may wait at most:
  /// for a "the database is busy" notice. Nested in another write of this thread, `body`
  /// is part of it and runs at once.
  ///
  /// - Throws: `DatabaseError.busy` when the wait ended; `.closed`; what `body` throws.
  @discardableResult
  public func withWriter<Result>(
    askedAt asked: ContinuousClock.Instant = .now, whenBusy: ((Duration) -> Void)? = nil,
    _ body: () throws -> Result
  ) throws -> Result {
    try withWriter(namespace: nil, askedAt: asked, whenBusy: whenBusy, body)
  }

  /// `withWriter(askedAt:whenBusy:_:)` for `namespace`: its hold of the writer may last
  /// `DatabaseLimits.transactionTimeout` (none for the app's own, `nil`).
  func withWriter<Result>(
    namespace: String?, askedAt asked: ContinuousClock.Instant = .now,
    whenBusy: ((Duration) -> Void)? = nil, _ body: () throws -> Result
  ) throws -> Result {
    MainThreadIO.check("Database.withWriter")
    return try holdWriter(namespace: namespace, askedAt: asked, whenBusy: whenBusy) { _ in
      let result = try lock.runCallerCode(body)
      try mappingLockErrors { try lock.checkNotRevoked() }
      return result
    }
  }

  /// Whether a write is under way or waiting for the database now: a write asked now waits
  /// for it first. For a "the database is busy" notice before a queued write even starts.
  public var isWriting: Bool {
    lock.isHeld
  }

  /// `withConnection`, with a lease on the hold when it is `namespace`'s outermost: past
  /// `DatabaseLimits.transactionTimeout`, a write waiting for the writer rolls the hold's
  /// transaction back and takes the writer (see `DatabaseLock`), and the holder's next use
  /// of the database fails with `DatabaseError.transactionTimedOut`.
  func holdWriter<Result>(
    namespace: String?, askedAt asked: ContinuousClock.Instant? = nil,
    whenBusy: ((Duration) -> Void)? = nil, _ body: (DatabaseConnection) throws -> Result
  ) throws -> Result {
    let outermost = !lock.isHeldByCurrentThread
    return try withConnection(askedAt: asked, whenBusy: whenBusy) { connection in
      guard outermost, let namespace else { return try body(connection) }
      let limit = options.limits.transactionTimeout
      let end = ContinuousClock.now + limit
      connection.deadline.beginTransaction(namespace: namespace, limit: limit, end: end)
      lock.lease(until: end, owner: namespace, limit: limit) { [connection] in
        connection.abandonTransaction()
      }
      defer {
        if lock.isHeldByCurrentThread { connection.deadline.endTransaction() }
      }
      return try body(connection)
    }
  }

  /// Runs `body` with the open connection, holding the lock: a write. It waits — for this
  /// app's other writes, then for another program's lock — until `busyTimeout` after
  /// `asked` (now by default), then throws `DatabaseError.busy`; `whenBusy` is told once, as
  /// the wait begins, how long it may last. Nested in a write of this thread, it is part of
  /// that write, with its end.
  ///
  /// Inside a hold taken away for its transaction limit, it throws
  /// `DatabaseError.transactionTimedOut` and touches nothing.
  func withConnection<Result>(
    askedAt asked: ContinuousClock.Instant? = nil, whenBusy: ((Duration) -> Void)? = nil,
    _ body: (DatabaseConnection) throws -> Result
  ) throws -> Result {
    if lock.isHeldByCurrentThread {
      return try mappingLockErrors { try lock.withLock { try body(try openConnection()) } }
    }
    let deadline = (asked ?? .now) + options.busyTimeout
    var told = false
    do {
      return try mappingLockErrors {
        try lock.withLock(
          until: deadline,
          whenContended: {
            told = true
            whenBusy?(max(.zero, deadline - .now))
          }
        ) {
          let connection = try openConnection()
          connection.busyWait.begin(until: deadline, whenBusy: told ? nil : whenBusy)
          defer {
            if lock.isHeldByCurrentThread { connection.busyWait.end() }
          }
          return try body(connection)
        }
      }
    } catch is DatabaseLock.TimedOut {
      throw DatabaseError.busy(
        code: SQLITE_BUSY,
        message: "database is locked: this app's writes asked before this one kept waiting for it",
        sql: "")
    }
  }

  /// Runs `body`, turning the lock's `Revoked` into `DatabaseError.transactionTimedOut`.
  func mappingLockErrors<Result>(_ body: () throws -> Result) throws -> Result {
    do {
      return try body()
    } catch let revoked as DatabaseLock.Revoked {
      throw DatabaseError.transactionTimedOut(namespace: revoked.owner, limit: revoked.limit)
    }
  }

  /// The writer connection, while it is open (the lock held).
  private func openConnection() throws -> DatabaseConnection {
    guard let connection, !connection.isClosed else { throw DatabaseError.closed(path: path) }
    return connection
  }
}
