/// One numbered step of a namespace's schema: SQL to run, or a closure for changes SQL
/// alone cannot make. Versions start at 1; each runs once, in order, in its own
/// transaction.
///
/// ```swift
/// Migration(1, "CREATE TABLE tasks_items (id INTEGER PRIMARY KEY, title TEXT NOT NULL)")
/// Migration(2) { tasks in
///   for row in try tasks.query("SELECT id, title FROM tasks_items") {
///     try tasks.execute(
///       "UPDATE tasks_items SET title = ? WHERE id = ?",
///       [try row.string("title").trimmingCharacters(in: .whitespaces), try row.int("id")])
///   }
/// }
/// ```
public struct Migration: Sendable {
  /// The step's number: 1, 2, 3…
  public let version: Int
  /// What the step does.
  let body: @Sendable (DatabaseNamespace) throws -> Void

  /// A step that runs `sql` (one statement or several, separated by `;`).
  public init(_ version: Int, _ sql: String) {
    self.version = version
    body = { namespace in try namespace.execute(sql) }
  }

  /// A step that runs `body` with the namespace (inside the step's transaction).
  public init(_ version: Int, _ body: @escaping @Sendable (DatabaseNamespace) throws -> Void) {
    self.version = version
    self.body = body
  }
}
