/// How a `Database` is opened.
public struct DatabaseOptions: Sendable, Equatable {
  /// How long a write waits for the database before failing with `DatabaseError.busy`,
  /// from when it was asked for: its wait behind this app's other writes and its wait for
  /// another connection's lock count together. (A query waits this long per statement; in
  /// WAL mode it seldom waits.) Five seconds by default.
  public var busyTimeout: Duration
  /// How many prepared statements are kept for reuse. 64 by default.
  public var statementCacheLimit: Int
  /// Whether opening runs `PRAGMA quick_check` (reads the whole file; a damaged file is
  /// then moved aside like an unreadable one). Off by default: the header and schema are
  /// always checked.
  public var checkIntegrityOnOpen: Bool
  /// How many reading connections queries may use at once, beside the one writer (at
  /// least 1). Three by default.
  public var maximumReaders: Int
  /// What each plugin's namespace may take: time per statement and per transaction,
  /// bytes stored, the largest value, readers at once. See `DatabaseLimits` for the
  /// defaults.
  public var limits: DatabaseLimits

  /// Options with the defaults above.
  public init(
    busyTimeout: Duration = .seconds(5), statementCacheLimit: Int = 64,
    checkIntegrityOnOpen: Bool = false, maximumReaders: Int = 3,
    limits: DatabaseLimits = DatabaseLimits()
  ) {
    self.busyTimeout = busyTimeout
    self.statementCacheLimit = statementCacheLimit
    self.checkIntegrityOnOpen = checkIntegrityOnOpen
    self.maximumReaders = maximumReaders
    self.limits = limits
  }

  /// The busy timeout in whole milliseconds, as SQLite takes it.
  var busyTimeoutMilliseconds: Int32 {
    let (seconds, attoseconds) = busyTimeout.components
    let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    return Int32(clamping: max(0, milliseconds))
  }
}
