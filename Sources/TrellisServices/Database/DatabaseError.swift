import CSQLite
import Foundation

/// Everything that can go wrong with a `Database`, with SQLite's message and result code
/// where SQLite reported it, and a hint the user can act on.
///
/// Bound parameter values never appear in an error (they may hold private data); the SQL
/// text does, shortened.
public enum DatabaseError: Error, Equatable, CustomStringConvertible {
  /// The database's folder is missing and cannot be created, or cannot hold files.
  case folderNotWritable(path: String, reason: String)
  /// The file could not be opened (and was not moved aside: it is not a regular file, or
  /// it could not be renamed).
  case cannotOpen(path: String, code: Int32, message: String)
  /// The file is not a SQLite database or is damaged, and could not be moved aside.
  case corrupt(path: String, code: Int32, message: String)
  /// Another connection or process holds the lock, and the busy timeout passed.
  case busy(code: Int32, message: String, sql: String)
  /// A `UNIQUE`, `NOT NULL`, `CHECK` or foreign key constraint failed.
  case constraint(code: Int32, message: String, sql: String)
  /// A statement failed for another reason (bad SQL, a missing table, a full disk…).
  case statementFailed(code: Int32, message: String, sql: String)
  /// A namespace's statement touched something outside the namespace.
  case notPermitted(namespace: String, reason: String, sql: String)
  /// The number of `?` parameters and of values given differ.
  case parameterCount(expected: Int, given: Int, sql: String)
  /// Text of several statements was given parameters; only one statement may have them.
  case parametersWithSeveralStatements(sql: String)
  /// A namespace name is not allowed.
  case invalidNamespace(name: String, reason: String)
  /// The migration list itself is wrong (a version below 1, a duplicate).
  case invalidMigrations(namespace: String, reason: String)
  /// A migration failed; it was rolled back, and the migrations after it were not run.
  case migrationFailed(namespace: String, version: Int, code: Int32?, reason: String)
  /// The file has a migration newer than any this program knows.
  case migrationFromNewerVersion(namespace: String, applied: Int, latestKnown: Int)
  /// A migration is pending although a later one was already applied.
  case migrationOutOfOrder(namespace: String, version: Int, latestApplied: Int)
  /// A row has no such column.
  case noSuchColumn(column: String, available: [String])
  /// A column is `NULL` but a non-optional type was asked for.
  case unexpectedNull(column: String, expected: String)
  /// A column's storage class does not convert to the type asked for.
  case typeMismatch(column: String, expected: String, found: String)
  /// The database was closed.
  case closed(path: String)
  /// A namespace's statement ran past `DatabaseLimits.statementTimeout` and was
  /// interrupted; the connection stays usable.
  case statementTimedOut(namespace: String, limit: Duration, sql: String)
  /// A namespace's transaction (or `withWriter` body) held the writer past
  /// `DatabaseLimits.transactionTimeout`: it was rolled back and the writer handed on.
  case transactionTimedOut(namespace: String, limit: Duration)
  /// A namespace's write would have taken its tables past its quota
  /// (`DatabaseLimits.quota(forNamespace:)`); the statement was undone.
  case quotaExceeded(namespace: String, quota: Int, sql: String)
  /// A value (or row) of a namespace's statement is larger than
  /// `DatabaseLimits.maximumValueLength`.
  case valueTooLarge(namespace: String, limit: Int, sql: String)

  /// SQLite's result code (extended), when SQLite reported the error.
  public var code: Int32? {
    switch self {
    case .cannotOpen(_, let code, _), .corrupt(_, let code, _), .busy(let code, _, _),
      .constraint(let code, _, _), .statementFailed(let code, _, _):
      return code
    case .migrationFailed(_, _, let code, _):
      return code
    default:
      return nil
    }
  }

  /// A hint for the user, chosen from the SQLite code or the case.
  public var hint: String {
    switch self {
    case .folderNotWritable:
      return "Check that the folder exists (or can be created) and that you may write to it, "
        + "or set XDG_DATA_HOME to a folder you own."
    case .notPermitted:
      return "A plugin's statements may use only tables named after its namespace, "
        + "like \"tasks_items\" for the namespace \"tasks\" (tables() lists them), and may "
        + "not read SQLite's own tables or run PRAGMA, ATTACH, load_extension() or "
        + "BEGIN/COMMIT (use transaction { … })."
    case .parameterCount, .parametersWithSeveralStatements:
      return "Give one value per ? in a single statement."
    case .invalidNamespace:
      return "Use lowercase letters and digits in parts joined by \"_\", starting with a "
        + "letter, such as \"tasks\" or \"repo_search\" (a plugin's is "
        + "DatabaseNamespace.name(forPluginID:))."
    case .invalidMigrations:
      return "Number migrations 1, 2, 3… with no number used twice."
    case .migrationFromNewerVersion:
      return "The file was written by a newer version of the app: update the app, or move "
        + "the file aside to start afresh."
    case .migrationOutOfOrder:
      return "Add new migrations after the last one; never insert one before migrations "
        + "that were already applied."
    case .noSuchColumn, .unexpectedNull, .typeMismatch:
      return "Check the SELECT's column names and types, or read the column as an optional."
    case .closed:
      return "Open the database again."
    case .statementTimedOut:
      return "Make the statement do less at once (add an index or a LIMIT, read the rows page "
        + "by page, bound recursive queries), or run it with a larger "
        + "DatabaseLimits.statementTimeout."
    case .transactionTimedOut:
      return "Keep transactions short: do slow work (network, files, waiting) before or after "
        + "transaction { … }, not inside it, split large changes into several transactions, "
        + "or raise DatabaseLimits.transactionTimeout. Its changes were not kept."
    case .quotaExceeded:
      return "Delete rows the plugin no longer needs, keep large data in the plugin's own "
        + "folder (PluginContext.directories), or give the namespace a larger quota "
        + "(DatabaseLimits.quotas)."
    case .valueTooLarge:
      return "Keep large data (images, files) in the plugin's own folder "
        + "(PluginContext.directories) and store its path, or split the value."
    default:
      return code.map(DatabaseError.hint(forCode:)) ?? "See the message above."
    }
  }

  /// The hint for a SQLite result code.
  static func hint(forCode code: Int32) -> String {
    switch code & 0xFF {
    case SQLITE_BUSY, SQLITE_LOCKED:
      return "The database file is locked by another process or connection: close other "
        + "copies of the app, or try again."
    case SQLITE_CORRUPT, SQLITE_NOTADB:
      return "The file is damaged or is not a SQLite database."
    case SQLITE_FULL:
      return "The disk is full: free some space."
    case SQLITE_READONLY:
      return "The file or its folder is read-only: check their permissions."
    case SQLITE_CANTOPEN, SQLITE_PERM:
      return "Check that the file and its folder exist and that you may read and write them."
    case SQLITE_IOERR:
      return "A disk read or write failed: check the disk."
    case SQLITE_CONSTRAINT:
      return "A value broke a constraint: a duplicate key, a missing referenced row, or an "
        + "empty NOT NULL column."
    case SQLITE_MISMATCH:
      return "A value has the wrong type for its column."
    case SQLITE_TOOBIG:
      return "A value or statement is too large."
    case SQLITE_RANGE:
      return "Give one value per ? parameter."
    default:
      return "Check the SQL: a table or column may be misspelled or missing."
    }
  }

  /// What happened, SQLite's message and code, and the hint, on one line.
  public var description: String {
    "\(summary) \(hint)"
  }

  /// What happened, without the hint.
  public var summary: String {
    switch self {
    case .folderNotWritable(let path, let reason):
      return "The database folder \(path) cannot be used: \(reason)."
    case .cannotOpen(let path, let code, let message):
      return "The database \(path) could not be opened: \(message) (SQLite error \(code))."
    case .corrupt(let path, let code, let message):
      return "The database \(path) is unusable: \(message) (SQLite error \(code))."
    case .busy(let code, let message, let sql), .constraint(let code, let message, let sql),
      .statementFailed(let code, let message, let sql):
      guard !sql.isEmpty else { return "\(message) (SQLite error \(code))." }
      return "\(message) (SQLite error \(code)) in: \(DatabaseError.shorten(sql))."
    case .notPermitted(let namespace, let reason, let sql):
      return "Namespace \"\(namespace)\" may not run \(DatabaseError.shorten(sql)): \(reason)."
    case .parameterCount(let expected, let given, let sql):
      return "\(DatabaseError.shorten(sql)) has \(expected) parameter(s) but \(given) "
        + "value(s) were given."
    case .parametersWithSeveralStatements(let sql):
      return "\(DatabaseError.shorten(sql)) holds several statements and was given parameters."
    case .invalidNamespace(let name, let reason):
      return "\"\(name)\" cannot be a database namespace: \(reason)."
    case .invalidMigrations(let namespace, let reason):
      return "The migrations of namespace \"\(namespace)\" are invalid: \(reason)."
    case .migrationFailed(let namespace, let version, _, let reason):
      return "Migration \(version) of namespace \"\(namespace)\" failed and was rolled back: "
        + "\(reason)"
    case .migrationFromNewerVersion(let namespace, let applied, let latestKnown):
      return "Namespace \"\(namespace)\" has migration \(applied) applied, but this version "
        + "knows migrations only up to \(latestKnown)."
    case .migrationOutOfOrder(let namespace, let version, let latestApplied):
      return "Migration \(version) of namespace \"\(namespace)\" is new, but migration "
        + "\(latestApplied) was already applied."
    case .noSuchColumn(let column, let available):
      return "The row has no column \"\(column)\" (it has: \(available.joined(separator: ", ")))."
    case .unexpectedNull(let column, let expected):
      return "Column \"\(column)\" is NULL, not \(expected)."
    case .typeMismatch(let column, let expected, let found):
      return "Column \"\(column)\" holds \(found), which does not read as \(expected)."
    case .closed(let path):
      return "The database \(path) is closed."
    case .statementTimedOut(let namespace, let limit, let sql):
      return "\(DatabaseError.owner(namespace)) ran a statement longer than its limit of "
        + "\(DatabaseError.seconds(limit)), so it was interrupted: \(DatabaseError.shorten(sql))."
    case .transactionTimedOut(let namespace, let limit):
      return "\(DatabaseError.owner(namespace)) held the database's writer in a transaction "
        + "longer than its limit of \(DatabaseError.seconds(limit)), so the transaction was "
        + "rolled back and the writer given to the other plugins."
    case .quotaExceeded(let namespace, let quota, let sql):
      return "\(DatabaseError.owner(namespace)) would store more than its quota of "
        + "\(DatabaseError.bytes(quota)), so the write was refused: \(DatabaseError.shorten(sql))."
    case .valueTooLarge(let namespace, let limit, let sql):
      return "\(DatabaseError.owner(namespace)) made a value or row larger than the limit of "
        + "\(DatabaseError.bytes(limit)), so the statement was refused: "
        + "\(DatabaseError.shorten(sql))."
    }
  }

  /// Who owns `namespace`: the plugin whose id maps to it, and the namespace.
  static func owner(_ namespace: String) -> String {
    let plugin = String(namespace.map { $0 == "_" ? "-" : $0 })
    return "The plugin \"\(plugin)\" (database namespace \"\(namespace)\")"
  }

  /// `duration` in seconds, as a person reads it (`5 s`, `0.25 s`).
  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = attoseconds / 1_000_000_000_000_000
    guard milliseconds != 0 else { return "\(seconds) s" }
    var fraction = String(format: "%03d", Int(milliseconds))
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(seconds).\(fraction) s"
  }

  /// `count` bytes as a person reads them (`256 MiB`, `1000 bytes`).
  static func bytes(_ count: Int) -> String {
    let mebibyte = 1_024 * 1_024
    if count >= mebibyte, count % mebibyte == 0 { return "\(count / mebibyte) MiB" }
    if count >= 1_024, count % 1_024 == 0 { return "\(count / 1_024) KiB" }
    return "\(count) bytes"
  }

  /// `sql` on one line, at most 120 characters.
  static func shorten(_ sql: String) -> String {
    let line = sql.split(whereSeparator: \.isNewline).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    .joined(separator: " ").trimmingCharacters(in: .whitespaces)
    return line.count > 120 ? String(line.prefix(119)) + "…" : line
  }

  /// The error for SQLite result `code` with `message` while running `sql` on `path`.
  static func fromSQLite(code: Int32, message: String, sql: String, path: String)
    -> DatabaseError
  {
    switch code & 0xFF {
    case SQLITE_BUSY, SQLITE_LOCKED:
      return .busy(code: code, message: message, sql: sql)
    case SQLITE_CONSTRAINT:
      return .constraint(code: code, message: message, sql: sql)
    case SQLITE_CORRUPT, SQLITE_NOTADB:
      return .corrupt(path: path, code: code, message: message)
    default:
      return .statementFailed(code: code, message: message, sql: sql)
    }
  }
}

extension DatabaseError: LocalizedError {
  /// The same text as `description`.
  public var errorDescription: String? {
    description
  }
}
