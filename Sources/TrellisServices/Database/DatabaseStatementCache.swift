import CSQLite

/// Prepared statements kept for reuse, keyed by namespace and SQL text, evicting the least
/// recently used one when full. A namespace's statements are kept apart from the root's,
/// because the authorizer judged them under the namespace's rules.
final class DatabaseStatementCache {
  /// A statement's identity: who prepared it and its text.
  struct Key: Hashable {
    /// The namespace whose rules compiled it, or `nil` for the root.
    let namespace: String?
    /// The SQL text.
    let sql: String
  }

  private var entries: [Key: (statement: OpaquePointer, lastUse: UInt64)] = [:]
  private var clock: UInt64 = 0
  /// How many statements are kept at most.
  let limit: Int

  init(limit: Int) {
    self.limit = max(0, limit)
  }

  deinit {
    removeAll()
  }

  /// How many statements are kept.
  var count: Int {
    entries.count
  }

  /// The statement for `key`, marked as just used.
  func statement(for key: Key) -> OpaquePointer? {
    guard let entry = entries[key] else { return nil }
    clock += 1
    entries[key] = (entry.statement, clock)
    return entry.statement
  }

  /// Keeps `statement` for `key`, or finalizes it at once when the limit is 0. Evicts
  /// (finalizes) the least recently used statement when full.
  func insert(_ statement: OpaquePointer, for key: Key) {
    guard limit > 0 else {
      sqlite3_finalize(statement)
      return
    }
    if entries.count >= limit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
    {
      sqlite3_finalize(oldest.value.statement)
      entries[oldest.key] = nil
    }
    clock += 1
    entries[key] = (statement, clock)
  }

  /// Finalizes every statement.
  func removeAll() {
    for entry in entries.values {
      sqlite3_finalize(entry.statement)
    }
    entries.removeAll()
  }
}
