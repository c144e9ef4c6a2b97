/// What one plugin's namespace may take of the app's database, so that no plugin can stop
/// the others: how long its statements and transactions may run, how much it may store,
/// how large one value may be, and how many readers it may hold at once.
///
/// Each limit applies to the statements run through a `DatabaseNamespace` (a plugin's
/// `PluginContext.database`); the app's own statements through `Database` have no time
/// limit, readers limit or quota. A refusal is a `DatabaseError` that names the plugin and
/// says what to do: `.statementTimedOut`, `.transactionTimedOut`, `.quotaExceeded`,
/// `.valueTooLarge`.
///
/// ```swift
/// var options = DatabaseOptions()
/// options.limits.statementTimeout = .seconds(2)
/// options.limits.quotas["photo_gallery"] = 512 * 1024 * 1024
/// let database = try Database(path: path, options: options)
/// ```
public struct DatabaseLimits: Sendable, Equatable {
  /// How long one statement of a namespace may run before it is interrupted with
  /// `DatabaseError.statementTimedOut` (checked every few thousand SQLite instructions, so
  /// it ends very shortly after). The connection stays usable; inside a transaction, the
  /// statement's changes are undone and the transaction is rolled back when SQLite says so.
  /// Five seconds by default.
  public var statementTimeout: Duration
  /// How long a namespace's transaction (or `withWriter` body) may hold the app's one
  /// writer, from when it got it. Past it, the transaction is rolled back and the writer
  /// handed to the next write waiting for it; the transaction's next statement, or its
  /// commit, fails with `DatabaseError.transactionTimedOut`. Ten seconds by default.
  public var transactionTimeout: Duration
  /// How many bytes a namespace's tables and indexes may fill (counted in pages), unless
  /// `quotas` names the namespace. A write that would go past it fails with
  /// `DatabaseError.quotaExceeded`; deletes always pass. 256 MiB by default.
  public var namespaceQuota: Int
  /// Quotas for single namespaces, by namespace name (`repo_search`), in bytes: they
  /// replace `namespaceQuota` for those namespaces. Empty by default.
  public var quotas: [String: Int]
  /// The largest text or blob value, and the largest row, in bytes (SQLite's
  /// `SQLITE_LIMIT_LENGTH`), for every connection: `randomblob(300 MB)` fails with
  /// `DatabaseError.valueTooLarge`. 64 MiB by default.
  public var maximumValueLength: Int
  /// How many readers one namespace may hold at once: its further queries wait for its
  /// own, so one plugin cannot take the whole pool (`DatabaseOptions.maximumReaders`).
  /// One by default.
  public var readersPerNamespace: Int

  /// Limits with the defaults above.
  public init(
    statementTimeout: Duration = .seconds(5), transactionTimeout: Duration = .seconds(10),
    namespaceQuota: Int = 256 * 1024 * 1024, quotas: [String: Int] = [:],
    maximumValueLength: Int = 64 * 1024 * 1024, readersPerNamespace: Int = 1
  ) {
    self.statementTimeout = statementTimeout
    self.transactionTimeout = transactionTimeout
    self.namespaceQuota = namespaceQuota
    self.quotas = quotas
    self.maximumValueLength = maximumValueLength
    self.readersPerNamespace = readersPerNamespace
  }

  /// The quota of the namespace `name`, in bytes.
  public func quota(forNamespace name: String) -> Int {
    quotas[name] ?? namespaceQuota
  }

  /// `maximumValueLength` as SQLite takes it (at least 1 KiB, at most SQLite's own
  /// maximum).
  var valueLengthLimit: Int32 {
    Int32(clamping: max(1_024, min(maximumValueLength, 1_000_000_000)))
  }
}
