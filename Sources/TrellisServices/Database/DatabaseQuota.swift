import CSQLite

/// Holds each namespace to its quota of bytes (`DatabaseLimits.quota(forNamespace:)`), on
/// the writer connection.
///
/// How it counts: a namespace's size is the pages of its tables and indexes. It is measured
/// once per connection with SQLite's `dbstat` table (compiled into Debian's SQLite), then
/// kept up to date by the pages in use (`page_count - freelist_count`) before and after each
/// of its writes — a write touches only the namespace's own tables. Before a write, the
/// file may grow only by what the quota leaves (`PRAGMA max_page_count`), so a write past it
/// fails inside SQLite (`SQLITE_FULL`), which undoes the statement, and `DatabaseConnection`
/// reports `DatabaseError.quotaExceeded`. Pages freed earlier are reused before the file
/// grows: when the file has more free pages than the quota leaves, the write runs in a
/// savepoint and is undone if it took more. Deletes never grow a namespace, so they pass.
/// A count that says the namespace is full is measured again before it refuses anything,
/// and a rollback makes every count be measured again: an undone write is not counted.
///
/// What it does not see: a `TEMP` table lives outside the file; another process's writes
/// to the namespace are counted when the count is measured again. Without `dbstat`, the
/// count starts at zero when the connection opens.
///
/// Not thread-safe: the writer's, used only under the database's lock.
final class DatabaseQuota {
  /// The limits it applies.
  let limits: DatabaseLimits
  /// The namespace whose write is capped now, and its quota (for the error).
  private(set) var capped: (namespace: String, quota: Int)?
  /// Each namespace's size in bytes, as counted so far.
  private var usage: [String: Int] = [:]
  /// The namespaces whose count was measured and has not changed since.
  private var measured: Set<String> = []
  private var pageSize: Int?
  private var defaultMaximumPageCount: Int?

  init(limits: DatabaseLimits) {
    self.limits = limits
  }

  /// Forgets every count (after a rollback): each is measured again at its next write.
  func forgetUsage() {
    usage = [:]
    measured = []
  }

  /// Runs `write`, a statement of `namespace` that writes (`sql`), with the file capped to
  /// what the namespace's quota leaves; counts what it used. With no namespace, runs it as
  /// it is.
  ///
  /// - Throws: `DatabaseError.quotaExceeded` when the write took free pages past the quota
  ///   (it is undone); what `write` throws.
  func limiting<Result>(
    _ namespace: String?, sql: String, on connection: DatabaseConnection,
    _ write: () throws -> Result
  ) throws -> Result {
    guard let namespace else { return try write() }
    let quota = limits.quota(forNamespace: namespace)
    let size = try pageSizeOf(connection)
    var used = try usage[namespace] ?? measure(namespace, on: connection)
    if used >= quota, !measured.contains(namespace) {
      used = try measure(namespace, on: connection)
    }
    let pages = try connection.pragmaInteger("PRAGMA main.page_count")
    let free = try connection.pragmaInteger("PRAGMA main.freelist_count")
    let before = pages - free
    let left = (quota - used) / size
    try connection.pragmaInteger(
      "PRAGMA main.max_page_count = \(max(1, pages + max(0, left - free)))")
    capped = (namespace, quota)
    // Free pages are taken before the file grows: when there are more than the quota
    // leaves, the write runs in a savepoint, undone if it took too many.
    let checked = left < free
    if checked { try connection.pragmaInteger("SAVEPOINT trellis_quota") }
    defer {
      capped = nil
      if let maximum = defaultMaximumPageCount {
        _ = try? connection.pragmaInteger("PRAGMA main.max_page_count = \(maximum)")
      }
      if let after = try? usedPages(connection), after != before {
        usage[namespace] = max(0, used + (after - before) * size)
        measured.remove(namespace)
      }
    }
    let result: Result
    do {
      result = try write()
    } catch {
      if checked { undoSavepoint(connection) }
      throw error
    }
    guard checked else { return result }
    if try usedPages(connection) - before > max(0, left) {
      undoSavepoint(connection)
      throw DatabaseError.quotaExceeded(namespace: namespace, quota: quota, sql: sql)
    }
    try connection.pragmaInteger("RELEASE trellis_quota")
    return result
  }

  /// Undoes the write run in the savepoint (as far as SQLite still has it).
  private func undoSavepoint(_ connection: DatabaseConnection) {
    _ = try? connection.pragmaInteger("ROLLBACK TO trellis_quota")
    _ = try? connection.pragmaInteger("RELEASE trellis_quota")
  }

  /// Pages in use in the main file.
  private func usedPages(_ connection: DatabaseConnection) throws -> Int {
    try connection.pragmaInteger("PRAGMA main.page_count")
      - connection.pragmaInteger("PRAGMA main.freelist_count")
  }

  /// The page size (read once), and SQLite's own page limit, to put back after each write.
  private func pageSizeOf(_ connection: DatabaseConnection) throws -> Int {
    if let pageSize { return pageSize }
    let size = max(512, try connection.pragmaInteger("PRAGMA main.page_size"))
    defaultMaximumPageCount = try connection.pragmaInteger("PRAGMA main.max_page_count")
    pageSize = size
    return size
  }

  /// Measures the bytes of `namespace`'s tables and indexes with `dbstat` (zero when
  /// `dbstat` is missing), and records it.
  private func measure(_ namespace: String, on connection: DatabaseConnection) throws -> Int {
    let names = try connection.firstColumn("SELECT name FROM main.sqlite_master WHERE rootpage > 0")
      .compactMap { String.fromDatabaseValue($0) }.filter { DatabaseNamespace.owns(namespace, $0) }
    var bytes = 0
    for name in names {
      do {
        let values = try connection.firstColumn(
          "SELECT coalesce(sum(pgsize), 0) FROM dbstat('main', 1) WHERE name = ?", binding: name)
        bytes += values.first.flatMap { Int.fromDatabaseValue($0) } ?? 0
      } catch DatabaseError.statementFailed(_, let message, _) where message.contains("dbstat") {
        break  // No dbstat in this SQLite: counted from zero.
      }
    }
    usage[namespace] = bytes
    measured.insert(namespace)
    return bytes
  }
}
