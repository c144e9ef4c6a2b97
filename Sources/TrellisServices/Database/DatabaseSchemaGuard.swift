import Foundation

/// Checks what a namespace's schema change leaves behind, for what the authorizer cannot
/// see while the statement compiles. The change runs in a savepoint that is rolled back,
/// with a `DatabaseError.notPermitted`, when the check fails:
/// - every new or changed schema object is the namespace's (`ALTER TABLE … RENAME TO`
///   does not show the authorizer the new name);
/// - every new or changed view compiles under the namespace's rules (SQLite does not look
///   at a view's `SELECT` when creating it): `SELECT * FROM` the view is compiled;
/// - every new or changed trigger compiles under them: an `INSERT`, `DELETE` and `UPDATE` of
///   its table are compiled (never run), which compiles the trigger's body. A body that
///   does not compile (it uses a table that does not exist yet) is refused too: create the
///   tables a trigger or view uses before it. Then each statement of its body is compiled
///   alone (with its `WHEN`), in a trigger on a scratch copy of its table's columns, so a
///   statement that fails to compile (a write to a view, which the writes to a view are
///   let fail) cannot hide the statements after it;
/// - every new or changed table's foreign keys point at the namespace's own tables (SQLite
///   enforces a foreign key whoever writes, so one across namespaces would let a plugin
///   block another's deletes, or learn which rows it has);
/// - a new full-text table takes its `content=` from the namespace's own tables, read from
///   its module arguments as SQLite reads them (``DatabaseSchemaText``).
///
/// Views and triggers passing these checks touch only the namespace's tables, whoever fires
/// them later (the app included), as only the namespace can create tables with its names.
struct DatabaseSchemaGuard {
  /// One row of `sqlite_master` (or `sqlite_temp_master`).
  struct Object: Equatable {
    let schema: String
    let type: String
    let name: String
    let table: String
    let sql: String?
  }

  /// The connection, used under the database's lock.
  let connection: DatabaseConnection
  /// The namespace that made the change.
  let namespace: String
  /// The statement, for the error.
  let sql: String

  private static let savepoint = "trellis_schema_check"

  /// Runs `change` in a savepoint and keeps it only when what it left passes the checks.
  func check(_ change: () throws -> [Row]) throws -> [Row] {
    let before = try objects()
    try root("SAVEPOINT \(Self.savepoint)")
    do {
      let rows = try change()
      if let reason = try refusal(comparedWith: before) {
        throw DatabaseError.notPermitted(namespace: namespace, reason: reason, sql: sql)
      }
      try root("RELEASE \(Self.savepoint)")
      return rows
    } catch {
      _ = try? root("ROLLBACK TO \(Self.savepoint)")
      _ = try? root("RELEASE \(Self.savepoint)")
      throw error
    }
  }

  /// Why the schema, changed since `before`, must not stay; `nil` when it may.
  private func refusal(comparedWith before: [String: Object]) throws -> String? {
    let after = try objects()
    let changed = after.filter { before[$0.key] != $0.value }.sorted { $0.key < $1.key }
    for (_, object) in changed {
      if object.name == "sqlite_sequence" { continue }
      guard DatabaseNamespace.owns(namespace, object.name) else {
        return "it would leave the \(object.type) \"\(object.name)\", which is outside the "
          + "namespace (its names start with \"\(namespace)_\")"
      }
      let problem: String?
      switch object.type {
      case "view":
        problem = compiled(
          "SELECT * FROM \(quoted(object.schema)).\(quoted(object.name))", object, [])
      case "trigger":
        problem = try triggerProblem(object, after)
      case "table":
        problem = try tableProblem(object)
      default:
        problem = nil
      }
      if let problem { return problem }
    }
    return nil
  }

  /// Why the trigger `object` must not stay: compiles each kind of write to its table.
  private func triggerProblem(_ object: Object, _ schema: [String: Object]) throws -> String? {
    let table = quoted(object.table)
    let onView = schema.values.contains { $0.name == object.table && $0.type == "view" }
    let columns = try root("PRAGMA table_info(\(table))", collect: true).compactMap {
      String.fromDatabaseValue($0["name"])
    }
    var writes = ["INSERT INTO \(table) DEFAULT VALUES", "DELETE FROM \(table)"]
    if !columns.isEmpty {
      let sets = columns.map { "\(quoted($0)) = \(quoted($0))" }.joined(separator: ", ")
      writes.append("UPDATE \(table) SET \(sets)")
    }
    // A view takes only the writes it has an INSTEAD OF trigger for; the others fail alike.
    let expected = onView ? ["because it is a view"] : []
    for write in writes {
      if let problem = compiled(write, object, expected) { return problem }
    }
    return try statementProblem(object, columns: columns)
  }

  /// Why the trigger `object` must not stay, statement by statement: each statement of its
  /// body, with its `WHEN`, becomes the body of a scratch trigger on a scratch table with
  /// the columns of the trigger's table, and an update of that table is compiled under the
  /// namespace's rules. Everything is rolled back.
  private func statementProblem(_ object: Object, columns: [String]) throws -> String? {
    guard let sql = object.sql, let parts = DatabaseSchemaText.triggerParts(sql) else {
      return "its trigger \"\(object.name)\" could not be read statement by statement; write "
        + "it as CREATE TRIGGER … BEGIN statement; … END"
    }
    let scratch = quoted("\(namespace)_trellis_check_\(UInt32.random(in: 0...UInt32.max))")
    let names = columns.isEmpty ? ["value"] : columns
    let sets = names.map { "\(quoted($0)) = \(quoted($0))" }.joined(separator: ", ")
    let condition = parts.when.map { " WHEN \($0)" } ?? ""
    // A statement reaching outside is the reason to give, even after one that only fails.
    var firstProblem: String?
    for statement in parts.statements {
      try root("SAVEPOINT trellis_statement_check")
      defer {
        _ = try? root("ROLLBACK TO trellis_statement_check")
        _ = try? root("RELEASE trellis_statement_check")
      }
      do {
        try root("CREATE TABLE main.\(scratch) (\(names.map(quoted).joined(separator: ", ")))")
        try root(
          "CREATE TRIGGER main.\(quoted("\(namespace)_trellis_check_trigger")) AFTER UPDATE ON "
            + "\(scratch)\(condition) BEGIN \(statement); END")
      } catch {
        firstProblem =
          firstProblem
          ?? "its trigger \"\(object.name)\" could not be checked statement by statement: "
          + "\(error)"
        continue
      }
      if let problem = compiled("UPDATE \(scratch) SET \(sets)", object, []) {
        if problem.contains("reaches outside") { return problem }
        firstProblem = firstProblem ?? problem
      }
    }
    return firstProblem
  }

  /// Why the table `object` must not stay: a foreign key or a full-text content table
  /// outside the namespace.
  private func tableProblem(_ object: Object) throws -> String? {
    if let sql = object.sql, sql.uppercased().hasPrefix("CREATE VIRTUAL TABLE") {
      guard let contents = DatabaseSchemaText.contentTables(ofVirtualTable: sql) else {
        return "its table \"\(object.name)\" could not be read; write its module arguments "
          + "with closed quotes and comments"
      }
      guard
        let content = contents.first(where: {
          !$0.isEmpty && !DatabaseNamespace.owns(namespace, $0)
        })
      else { return nil }
      return "its table \"\(object.name)\" takes its content from \"\(content)\", which is "
        + "outside the namespace"
    }
    let keys = try root(
      "PRAGMA \(quoted(object.schema)).foreign_key_list(\(quoted(object.name)))", collect: true)
    for key in keys {
      guard let parent = String.fromDatabaseValue(key["table"]),
        !DatabaseNamespace.owns(namespace, parent)
      else { continue }
      return "its table \"\(object.name)\" has a foreign key to \"\(parent)\", which is "
        + "outside the namespace"
    }
    return nil
  }

  /// Compiles `sql` under the namespace's rules: why it cannot stay, or `nil` when it
  /// compiles or fails only with a message holding one of `expected`.
  private func compiled(_ sql: String, _ object: Object, _ expected: [String]) -> String? {
    guard let problem = connection.compileProblem(sql, namespace: namespace) else { return nil }
    if problem.refused {
      return "its \(object.type) \"\(object.name)\" reaches outside the namespace: "
        + problem.reason
    }
    if expected.contains(where: { problem.reason.contains($0) }) { return nil }
    return "its \(object.type) \"\(object.name)\" could not be checked, as it does not "
      + "compile: \(problem.reason) (create the tables it uses before it)"
  }

  /// The schema objects of `main` and `temp`, by `schema.name`.
  private func objects() throws -> [String: Object] {
    let rows = try root(
      """
      SELECT 'main' AS s, type, name, tbl_name, sql FROM main.sqlite_master
      UNION ALL SELECT 'temp', type, name, tbl_name, sql FROM temp.sqlite_master
      """, collect: true)
    var objects: [String: Object] = [:]
    for row in rows {
      let object = Object(
        schema: try row.string("s"), type: try row.string("type"), name: try row.string("name"),
        table: try row.string("tbl_name"), sql: try row.get("sql"))
      objects["\(object.schema).\(object.name)"] = object
    }
    return objects
  }

  /// `name` as a quoted SQL identifier.
  private func quoted(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// Runs `sql` as the app (the namespace's rules restored afterwards).
  @discardableResult
  private func root(_ sql: String, collect: Bool = false) throws -> [Row] {
    try connection.run(sql, [], namespace: nil, collect: collect).rows
  }
}
