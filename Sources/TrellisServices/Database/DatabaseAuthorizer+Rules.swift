import CSQLite

/// The rules a namespace's statements are held to, action by action (SQLite's
/// `SQLITE_…` action codes).
///
/// SQLite's own tables cannot be filtered by row, so they are closed to the namespace's SQL
/// and open only to SQLite's own statements inside a schema change, which SQLite runs
/// through the authorizer too. These are recognised by what comes before them in the same
/// compilation (traced on SQLite 3.40; a later SQLite that orders them otherwise gets
/// refusals, never more access):
/// - writes to `sqlite_master`/`sqlite_temp_master` always pass: SQLite itself refuses them
///   in a statement of the caller's (`table sqlite_master may not be modified`);
/// - a read of their `ROWID` passes right after SQLite updated them (how `CREATE` finds its
///   new row); a `CREATE TABLE … AS SELECT` reads its `SELECT` before that update;
/// - any use of `sqlite_master`, `sqlite_sequence` and `sqlite_stat*` passes after
///   `ALTER TABLE` or `DROP …` of the namespace's own object: those statements hold no
///   expression of the caller's, only SQLite's renaming and clean-up statements.
extension DatabaseAuthorizer {
  /// The tables that list the schema.
  static let schemaTables: Set<String> = [
    "sqlite_master", "sqlite_schema", "sqlite_temp_master", "sqlite_temp_schema",
  ]
  /// Read-only pragmas about one table or index, allowed on the namespace's own.
  static let schemaPragmas: Set<String> = [
    "table_info", "table_xinfo", "index_list", "index_info", "index_xinfo", "foreign_key_list",
    "data_version",  // read-only; FTS5 reads it for its own statements
  ]
  /// Table-valued functions that read nothing but their arguments (and the pragmas above).
  static let tableFunctions: Set<String> = Set(["json_each", "json_tree"])
    .union(schemaPragmas.map { "pragma_" + $0 })
  /// Functions that reach outside the database file.
  static let refusedFunctions: Set<String> = [
    "load_extension", "readfile", "writefile", "edit", "fts3_tokenizer",
  ]
  /// The virtual table modules a namespace may use.
  static let virtualTableModules: Set<String> = ["fts3", "fts4", "fts5", "rtree", "rtree_i32"]

  /// Why `request` is refused in `namespace`, or `nil` when it is allowed.
  func refusal(_ request: Request, namespace: String) -> String? {
    let afterSchemaUpdate = progress.updatedSchemaTable
    progress.updatedSchemaTable = false
    // ALTER TABLE passes the schema first and the dropped column where the schema goes.
    let schema = request.action == SQLITE_ALTER_TABLE ? request.first : request.database
    if let schema, schema != "main", schema != "temp" {
      return "it names the attached database \"\(schema)\""
    }
    let first = request.first
    let second = request.second
    switch request.action {
    case SQLITE_SELECT, SQLITE_RECURSIVE:
      return nil
    case SQLITE_FUNCTION:
      let name = (second ?? "").lowercased()
      guard DatabaseAuthorizer.refusedFunctions.contains(name) else { return nil }
      return "the function \(name)() reaches outside the database"
    case SQLITE_READ, SQLITE_INSERT, SQLITE_UPDATE, SQLITE_DELETE:
      return tableAccess(request, afterSchemaUpdate: afterSchemaUpdate, namespace: namespace)
    case SQLITE_CREATE_TABLE, SQLITE_CREATE_TEMP_TABLE, SQLITE_CREATE_VIEW,
      SQLITE_CREATE_TEMP_VIEW:
      progress.changesSchema = true
      // SQLite creates it for the first AUTOINCREMENT table; a caller cannot name a table
      // `sqlite_…` (SQLite refuses before asking).
      if request.action == SQLITE_CREATE_TABLE, first == "sqlite_sequence" { return nil }
      if first?.hasPrefix("sqlite_stat") == true {
        return "ANALYZE works on the whole database (the app runs it)"
      }
      return outside(first, namespace)
    case SQLITE_CREATE_INDEX, SQLITE_CREATE_TEMP_INDEX, SQLITE_CREATE_TRIGGER,
      SQLITE_CREATE_TEMP_TRIGGER:
      progress.changesSchema = true
      return outside(first, namespace) ?? outside(second, namespace)
    case SQLITE_DROP_INDEX, SQLITE_DROP_TEMP_INDEX, SQLITE_DROP_TRIGGER,
      SQLITE_DROP_TEMP_TRIGGER, SQLITE_DROP_TABLE, SQLITE_DROP_TEMP_TABLE, SQLITE_DROP_VIEW,
      SQLITE_DROP_TEMP_VIEW, SQLITE_DROP_VTABLE:
      return schemaMaintenance(outside(first, namespace) ?? outside(second, namespace))
    case SQLITE_ALTER_TABLE:
      return schemaMaintenance(outside(second, namespace))
    case SQLITE_CREATE_VTABLE:
      progress.changesSchema = true
      let module = (second ?? "").lowercased()
      guard DatabaseAuthorizer.virtualTableModules.contains(module) else {
        let allowed = DatabaseAuthorizer.virtualTableModules.sorted().joined(separator: ", ")
        return "virtual tables \"USING \(module)\" are not allowed (only \(allowed))"
      }
      return outside(first, namespace)
    case SQLITE_REINDEX:
      guard first != nil else { return "REINDEX without a name works on the whole database" }
      return outside(first, namespace)
    case SQLITE_PRAGMA:
      let name = (first ?? "").lowercased()
      guard DatabaseAuthorizer.schemaPragmas.contains(name) else {
        return "PRAGMA \(name) changes or reads the whole database (the app sets pragmas)"
      }
      return outside(second, namespace)
    case SQLITE_TRANSACTION, SQLITE_SAVEPOINT:
      return "transactions are opened with transaction { … }, not with SQL"
    case SQLITE_ATTACH, SQLITE_DETACH:
      return "attaching databases is not allowed"
    case SQLITE_ANALYZE:
      return "ANALYZE works on the whole database (the app runs it)"
    default:
      return "SQLite action \(request.action) is not allowed"
    }
  }

  /// A read or write of one table (`first`), judged by who may use it.
  private func tableAccess(_ request: Request, afterSchemaUpdate: Bool, namespace: String)
    -> String?
  {
    let table = request.first ?? ""
    let lowered = table.lowercased()
    let verb: String
    switch request.action {
    case SQLITE_READ: verb = "reads"
    case SQLITE_INSERT: verb = "inserts into"
    case SQLITE_UPDATE: verb = "updates"
    default: verb = "deletes from"
    }
    let topLevel = request.inner == nil
    if DatabaseAuthorizer.schemaTables.contains(lowered) {
      if topLevel {
        switch request.action {
        case SQLITE_INSERT, SQLITE_DELETE:
          return nil
        case SQLITE_UPDATE:
          progress.updatedSchemaTable = true
          return nil
        default:
          let rowid = request.second?.lowercased() == "rowid"
          if progress.maintainsSchema || (afterSchemaUpdate && rowid) { return nil }
        }
      }
      return "it \(verb) \(table), which lists every namespace's tables "
        + "(DatabaseNamespace.tables() lists the namespace's own)"
    }
    if lowered == "sqlite_sequence" || lowered.hasPrefix("sqlite_stat") {
      if topLevel, progress.maintainsSchema { return nil }
      return "it \(verb) \(table), which holds rows of every namespace's tables "
        + "(SQLite keeps AUTOINCREMENT counters by itself)"
    }
    if request.action == SQLITE_READ, DatabaseAuthorizer.tableFunctions.contains(lowered) {
      return nil
    }
    return outside(table, namespace, inner: request.inner)
  }

  /// `refusal`, or `nil` after noting that SQLite's own statements of this `ALTER`/`DROP`
  /// may use its tables.
  private func schemaMaintenance(_ refusal: String?) -> String? {
    progress.changesSchema = true
    if refusal == nil { progress.maintainsSchema = true }
    return refusal
  }

  /// Why `name` is outside `namespace`, or `nil` when it is inside (or absent).
  func outside(_ name: String?, _ namespace: String, inner: String? = nil) -> String? {
    guard let name, !DatabaseNamespace.owns(namespace, name) else { return nil }
    let place = inner.map { " (used by \"\($0)\")" } ?? ""
    return "\"\(name)\"\(place) is outside the namespace (its names start with "
      + "\"\(namespace)_\")"
  }
}
