import CSQLite

/// When a connection's running statement must stop: SQLite's progress handler asks it every
/// `checkInterval` virtual-machine instructions, and a statement past its deadline is
/// interrupted (`SQLITE_INTERRUPT`), which leaves the connection usable.
///
/// Two deadlines meet here: a namespace's statement's own (`DatabaseLimits.statementTimeout`
/// from when it starts) and the end of the namespace's transaction holding the writer
/// (`DatabaseLimits.transactionTimeout`). `reason` says which one fired, for the error.
///
/// Not thread-safe: a connection's, used by the one thread using the connection (the
/// progress handler runs on that thread, inside `sqlite3_step`).
final class DatabaseDeadline {
  /// Which limit ended a statement.
  enum Reason: Equatable {
    case statement(namespace: String, limit: Duration)
    case transaction(namespace: String, limit: Duration)
  }

  /// A deadline and the limit it comes from.
  struct Mark {
    let end: ContinuousClock.Instant
    let reason: Reason
  }

  /// How many SQLite instructions run between two looks at the clock.
  static let checkInterval: Int32 = 1_000

  /// The running statement's deadline, with its namespace and limit.
  private var statement: Mark?
  /// The deadline of the transaction holding the writer (the writer's only).
  private var transaction: Mark?
  /// Which deadline interrupted the last statement; reset when a statement begins.
  private(set) var reason: Reason?

  /// Starts a statement of `namespace` that may run `limit`; returns what `endStatement`
  /// needs to restore (a statement run inside another keeps the outer one's deadline).
  func beginStatement(namespace: String, limit: Duration) -> Mark? {
    let outer = statement
    reason = nil
    if outer == nil {
      statement = Mark(end: .now + limit, reason: .statement(namespace: namespace, limit: limit))
    }
    return outer
  }

  /// Ends the statement begun last, giving back the outer one's deadline.
  func endStatement(restoring outer: Mark?) {
    statement = outer
  }

  /// Starts a namespace's transaction that must end by `end`.
  func beginTransaction(namespace: String, limit: Duration, end: ContinuousClock.Instant) {
    transaction = Mark(end: end, reason: .transaction(namespace: namespace, limit: limit))
  }

  /// Ends the transaction's deadline.
  func endTransaction() {
    transaction = nil
  }

  /// Moves both deadlines `pause` later: the time a write waited for another program's lock
  /// (bounded by the busy timeout) does not count against the limits.
  func postpone(by pause: Duration) {
    if let mark = statement { statement = Mark(end: mark.end + pause, reason: mark.reason) }
    if let mark = transaction { transaction = Mark(end: mark.end + pause, reason: mark.reason) }
  }

  /// Whether the running statement must stop now: records why.
  func shouldInterrupt() -> Bool {
    guard statement != nil || transaction != nil else { return false }
    let now = ContinuousClock.now
    if let transaction, now >= transaction.end {
      reason = transaction.reason
      return true
    }
    if let statement, now >= statement.end {
      reason = statement.reason
      return true
    }
    return false
  }

  /// The reason of the last interruption, once: the next statement starts afresh.
  func takeReason() -> Reason? {
    defer { reason = nil }
    return reason
  }
}

/// SQLite's progress handler: `context` is the connection's `DatabaseDeadline`; non-zero
/// interrupts the statement.
let databaseProgressCallback: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = { context in
  guard let context else { return 0 }
  let deadline = Unmanaged<DatabaseDeadline>.fromOpaque(context).takeUnretainedValue()
  return deadline.shouldInterrupt() ? 1 : 0
}
