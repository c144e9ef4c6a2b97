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
    try withConnection(askedAt: asked, whenBusy: whenBusy) { _ in try body() }
  }

  /// Whether a write is under way or waiting for the database now: a write asked now waits
  /// for it first. For a "the database is busy" notice before a queued write even starts.
  public var isWriting: Bool {
    lock.isHeld
  }

  /// Runs `body` with the open connection, holding the lock: a write. It waits — for this
  /// app's other writes, then for another program's lock — until `busyTimeout` after
  /// `asked` (now by default), then throws `DatabaseError.busy`; `whenBusy` is told once, as
  /// the wait begins, how long it may last. Nested in a write of this thread, it is part of
  /// that write, with its end.
  func withConnection<Result>(
    askedAt asked: ContinuousClock.Instant? = nil, whenBusy: ((Duration) -> Void)? = nil,
    _ body: (DatabaseConnection) throws -> Result
  ) throws -> Result {
    if lock.isHeldByCurrentThread {
      return try lock.withLock { try body(try openConnection()) }
    }
    let deadline = (asked ?? .now) + options.busyTimeout
    var told = false
    do {
      return try lock.withLock(
        until: deadline,
        whenContended: {
          told = true
          whenBusy?(max(.zero, deadline - .now))
        }
      ) {
        let connection = try openConnection()
        connection.busyWait.begin(until: deadline, whenBusy: told ? nil : whenBusy)
        defer { connection.busyWait.end() }
        return try body(connection)
      }
    } catch is DatabaseLock.TimedOut {
      throw DatabaseError.busy(
        code: SQLITE_BUSY,
        message: "database is locked: this app's writes asked before this one kept waiting for it",
        sql: "")
    }
  }

  /// The writer connection, while it is open (the lock held).
  private func openConnection() throws -> DatabaseConnection {
    guard let connection, !connection.isClosed else { throw DatabaseError.closed(path: path) }
    return connection
  }
}
