import CSQLite

/// Keeps a namespace's statements inside the namespace, through SQLite's authorizer hook
/// (consulted when a statement is compiled).
///
/// While `namespace` is set, a statement may touch only tables, indexes, triggers and views
/// whose names start with `<namespace>_` (and SQLite's own `sqlite_*` tables, which DDL
/// updates), may read schema information with a few `PRAGMA`s (`table_info`,
/// `table_xinfo`, `index_list`, `index_info`, `index_xinfo`, `foreign_key_list`) on its own
/// tables, may read `PRAGMA data_version` (FTS5 tables do), and may not run other
/// `PRAGMA`s, `ATTACH`/`DETACH`, or `BEGIN`/`COMMIT`/`SAVEPOINT` (transactions go through
/// `transaction { … }`). With no namespace set, everything is allowed. The reason of the
/// last refusal is kept for the error message.
final class DatabaseAuthorizer {
  /// The namespace whose rules apply, or `nil` for none.
  var namespace: String?
  /// Why the last statement was refused.
  var denial: String?

  private static let schemaPragmas: Set<String> = [
    "table_info", "table_xinfo", "index_list", "index_info", "index_xinfo", "foreign_key_list",
    "data_version",  // read-only; FTS5 reads it for its own statements
  ]

  /// SQLite's verdict on one action (`SQLITE_OK` or `SQLITE_DENY`).
  func authorize(
    action: Int32, _ first: String?, _ second: String?, _ database: String?
  ) -> Int32 {
    guard let namespace else { return SQLITE_OK }
    if let reason = refusal(action: action, first, second, database, namespace: namespace) {
      denial = reason
      return SQLITE_DENY
    }
    return SQLITE_OK
  }

  /// Why `action` is refused in `namespace`, or `nil` when it is allowed.
  private func refusal(
    action: Int32, _ first: String?, _ second: String?, _ database: String?,
    namespace: String
  ) -> String? {
    if let database, database != "main", database != "temp" {
      return "it names the attached database \"\(database)\""
    }
    switch action {
    case SQLITE_SELECT, SQLITE_FUNCTION, SQLITE_RECURSIVE:
      return nil
    case SQLITE_CREATE_INDEX, SQLITE_CREATE_TEMP_INDEX, SQLITE_DROP_INDEX,
      SQLITE_DROP_TEMP_INDEX, SQLITE_CREATE_TRIGGER, SQLITE_CREATE_TEMP_TRIGGER,
      SQLITE_DROP_TRIGGER, SQLITE_DROP_TEMP_TRIGGER:
      return foreign(first, namespace) ?? foreign(second, namespace)
    case SQLITE_CREATE_TABLE, SQLITE_CREATE_TEMP_TABLE, SQLITE_DROP_TABLE,
      SQLITE_DROP_TEMP_TABLE, SQLITE_CREATE_VIEW, SQLITE_CREATE_TEMP_VIEW, SQLITE_DROP_VIEW,
      SQLITE_DROP_TEMP_VIEW, SQLITE_INSERT, SQLITE_DELETE, SQLITE_READ, SQLITE_UPDATE,
      SQLITE_ANALYZE, SQLITE_CREATE_VTABLE, SQLITE_DROP_VTABLE, SQLITE_REINDEX:
      return foreign(first, namespace)
    case SQLITE_ALTER_TABLE:
      return foreign(second, namespace)
    case SQLITE_PRAGMA:
      let name = (first ?? "").lowercased()
      guard DatabaseAuthorizer.schemaPragmas.contains(name) else {
        return "PRAGMA \(name) changes or reads the whole database"
      }
      return foreign(second, namespace)
    case SQLITE_TRANSACTION, SQLITE_SAVEPOINT:
      return "transactions are opened with transaction { … }, not with SQL"
    case SQLITE_ATTACH, SQLITE_DETACH:
      return "attaching databases is not allowed"
    default:
      return "SQLite action \(action) is not allowed"
    }
  }

  /// Why `name` is outside `namespace`, or `nil` when it is inside (or absent, or one of
  /// SQLite's own tables).
  private func foreign(_ name: String?, _ namespace: String) -> String? {
    guard let name else { return nil }
    let lowered = name.lowercased()
    if lowered.hasPrefix("\(namespace)_") || lowered.hasPrefix("sqlite_") { return nil }
    return "\"\(name)\" is outside the namespace (its names start with \"\(namespace)_\")"
  }
}

/// The C callback SQLite calls; the context is an unretained `DatabaseAuthorizer`.
let databaseAuthorizerCallback:
  @convention(c) (
    UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
    UnsafePointer<CChar>?, UnsafePointer<CChar>?
  ) -> Int32 = { context, action, first, second, database, _ in
    guard let context else { return SQLITE_OK }
    let authorizer = Unmanaged<DatabaseAuthorizer>.fromOpaque(context).takeUnretainedValue()
    guard authorizer.namespace != nil else { return SQLITE_OK }
    return authorizer.authorize(
      action: action, first.map { String(cString: $0) }, second.map { String(cString: $0) },
      database.map { String(cString: $0) })
  }
