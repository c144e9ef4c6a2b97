import CSQLite

/// Keeps a namespace's statements inside the namespace, through SQLite's authorizer hook,
/// which SQLite consults for every table, column, function and schema change while it
/// compiles a statement (and again when it recompiles one after a schema change).
///
/// While `namespace` is set, a statement may:
/// - read and write tables, and create, alter and drop tables, indexes, triggers, views and
///   virtual tables (`fts3`, `fts4`, `fts5`, `rtree` only) named `<namespace>_…`;
/// - read its own tables' structure with `PRAGMA table_info` and the like (or their
///   `pragma_…` table functions), and the table functions `json_each` and `json_tree`;
/// - let SQLite do its own bookkeeping for the schema changes above: `sqlite_master`,
///   `sqlite_temp_master`, `sqlite_sequence` and `sqlite_stat*` are usable only by SQLite's
///   statements inside `CREATE`, `ALTER` and `DROP`, told apart by the order of the calls
///   (see `DatabaseAuthorizer+Rules.swift`); `AUTOINCREMENT` counters need no permission.
///
/// Everything else is refused (`SQLITE_DENY`): other tables (directly, in subqueries, joins,
/// CTEs, and inside triggers and views, which SQLite reports with the trigger or view's
/// name), reading SQLite's own tables, every other `PRAGMA`, `ATTACH`/`DETACH`,
/// `BEGIN`/`COMMIT`/`SAVEPOINT` (use `transaction { … }`), `ANALYZE`, a bare `REINDEX`, and
/// the functions `load_extension`, `readfile`, `writefile`, `edit` and `fts3_tokenizer`.
/// What a schema change leaves behind is checked afterwards by `DatabaseSchemaGuard`.
///
/// With no namespace set (the app's own `Database` calls), everything is allowed. The reason
/// of the last refusal is kept for the error message.
final class DatabaseAuthorizer {
  /// What the statement being compiled has asked for so far.
  struct Progress {
    /// It creates, alters or drops a schema object.
    var changesSchema = false
    /// It is an `ALTER TABLE` or a `DROP`, whose own statements read and write SQLite's
    /// tables (these statements hold no expression of the caller's).
    var maintainsSchema = false
    /// The previous call updated `sqlite_master` (SQLite reads the row's rowid next).
    var updatedSchemaTable = false
  }

  /// The namespace whose rules apply, or `nil` for none.
  var namespace: String?
  /// Why the last statement was refused.
  var denial: String?
  /// What the statement being compiled has asked for: reset by `beginStatement()`.
  var progress = Progress()

  /// Forgets what the previous statement asked for; called before each compilation and
  /// before stepping (SQLite may recompile a statement then).
  func beginStatement() {
    progress = Progress()
  }

  /// SQLite's verdict on one action (`SQLITE_OK` or `SQLITE_DENY`). `inner` is the trigger,
  /// view or CTE the action comes from, if any.
  func authorize(
    action: Int32, _ first: String?, _ second: String?, _ database: String?, _ inner: String?
  ) -> Int32 {
    guard let namespace else { return SQLITE_OK }
    let request = Request(
      action: action, first: first, second: second, database: database, inner: inner)
    if let reason = refusal(request, namespace: namespace) {
      // SQLite goes on compiling after a refusal; the first reason is the one to show.
      if denial == nil { denial = reason }
      return SQLITE_DENY
    }
    return SQLITE_OK
  }

  /// One call of SQLite's authorizer: the action code and its four strings.
  struct Request {
    /// `SQLITE_READ`, `SQLITE_CREATE_TABLE`…
    let action: Int32
    /// The first string (a table, index or pragma name, depending on the action).
    let first: String?
    /// The second string (a column, table, pragma value or function name).
    let second: String?
    /// The schema: `main`, `temp` or an attached database.
    let database: String?
    /// The innermost trigger, view or CTE the action comes from.
    let inner: String?
  }
}

/// The C callback SQLite calls; the context is an unretained `DatabaseAuthorizer`.
let databaseAuthorizerCallback:
  @convention(c) (
    UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?,
    UnsafePointer<CChar>?, UnsafePointer<CChar>?
  ) -> Int32 = { context, action, first, second, database, inner in
    guard let context else { return SQLITE_OK }
    let authorizer = Unmanaged<DatabaseAuthorizer>.fromOpaque(context).takeUnretainedValue()
    guard authorizer.namespace != nil else { return SQLITE_OK }
    return authorizer.authorize(
      action: action, first.map { String(cString: $0) }, second.map { String(cString: $0) },
      database.map { String(cString: $0) }, inner.map { String(cString: $0) })
  }
