import Foundation
import Trellis

/// The tasks in the app's database: the `tasks` namespace, its migrations, and the SQL
/// that reads and writes `tasks_items`. Synchronous and thread-safe (the database
/// serializes calls); the ``TaskService`` runs it off the main thread and announces the
/// changes.
///
/// The first run seeds the three tasks of the seed document. The seeding is migration 2,
/// so it happens once per database, in the same transaction as its record: deleting the
/// seeded tasks and restarting does not bring them back.
public struct TaskStore: Sendable {
  /// The namespace's name: tables are `tasks_…`.
  public static let namespaceName = "tasks"

  /// The titles the first run adds, top to bottom as the list shows them.
  public static let seedTitles = [
    "Go to https://github.com/devxoul",
    "Star repositories I am interested in",
    "Make a pull request",
  ]

  /// The schema, step by step. Never edit or renumber a shipped step: add one.
  public static let migrations: [Migration] = [
    Migration(
      1,
      """
      CREATE TABLE tasks_items (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        title TEXT NOT NULL CHECK (length(trim(title)) > 0),
        notes TEXT NOT NULL DEFAULT '',
        due_date TEXT,
        done INTEGER NOT NULL DEFAULT 0
      )
      """),
    // The newest task shows first, so the seeds go in last to first.
    Migration(2) { tasks in
      for title in seedTitles.reversed() {
        try tasks.execute("INSERT INTO tasks_items (title) VALUES (?)", [title])
      }
    },
  ]

  /// The namespace the tasks live in.
  public let namespace: DatabaseNamespace

  /// The tasks of `database`: takes the `tasks` namespace and applies the migrations not
  /// yet applied (the first time, that seeds the three tasks).
  ///
  /// - Throws: `DatabaseError` when the namespace cannot be used or a migration fails.
  public init(database: Database) throws {
    try self.init(namespace: database.namespace(TaskStore.namespaceName))
  }

  /// The tasks of `namespace` (the plugin's own, ``PluginContext/database``), with the
  /// migrations not yet applied applied.
  ///
  /// - Throws: `DatabaseError` when a migration fails.
  public init(namespace: DatabaseNamespace) throws {
    self.namespace = namespace
    try namespace.migrate(TaskStore.migrations)
  }

  /// Every task, newest first.
  public func all() throws -> [TaskItem] {
    try namespace.query("SELECT id, title, notes, due_date, done FROM tasks_items ORDER BY id DESC")
      .map(TaskStore.task(from:))
  }

  /// The task numbered `id`, or nil when there is none.
  public func task(id: Int) throws -> TaskItem? {
    try namespace.query(
      "SELECT id, title, notes, due_date, done FROM tasks_items WHERE id = ?", [id]
    )
    .first.map(TaskStore.task(from:))
  }

  /// The number of tasks.
  public func count() throws -> Int {
    try namespace.query("SELECT count(*) AS n FROM tasks_items").first?.int("n") ?? 0
  }

  /// Stores `draft` as a new task (not done) and returns it with its id.
  public func insert(_ draft: TaskDraft) throws -> TaskItem {
    let result = try namespace.execute(
      "INSERT INTO tasks_items (title, notes, due_date) VALUES (?, ?, ?)",
      [draft.title, draft.notes, draft.dueDate?.description])
    return TaskItem(
      id: Int(result.lastInsertRowID), title: draft.title, notes: draft.notes,
      dueDate: draft.dueDate)
  }

  /// Stores `task` again, with its id and fields: a deleted task brought back by undo.
  ///
  /// - Throws: `DatabaseError.constraint` when a task with that id exists.
  public func restore(_ task: TaskItem) throws -> TaskItem {
    try namespace.execute(
      "INSERT INTO tasks_items (id, title, notes, due_date, done) VALUES (?, ?, ?, ?, ?)",
      [task.id, task.title, task.notes, task.dueDate?.description, task.isDone])
    return task
  }

  /// Stores `drafts` as new tasks in one transaction (all or none), in order.
  public func insert(_ drafts: [TaskDraft]) throws -> [TaskItem] {
    try namespace.transaction { try drafts.map(insert) }
  }

  /// Writes `task`'s fields over the stored task with its id.
  ///
  /// - Throws: ``TaskListError/noSuchTask(id:)`` when no task has that id.
  public func update(_ task: TaskItem) throws -> TaskItem {
    let result = try namespace.execute(
      "UPDATE tasks_items SET title = ?, notes = ?, due_date = ?, done = ? WHERE id = ?",
      [task.title, task.notes, task.dueDate?.description, task.isDone, task.id])
    guard result.changes > 0 else { throw TaskListError.noSuchTask(id: task.id) }
    return task
  }

  /// Flips whether the stored task numbered `id` is done — its stored state, whatever a
  /// screen shows — and returns it as stored now.
  ///
  /// - Throws: ``TaskListError/noSuchTask(id:)`` when no task has that id.
  public func toggleDone(id: Int) throws -> TaskItem {
    try namespace.transaction {
      let result = try namespace.execute(
        "UPDATE tasks_items SET done = NOT done WHERE id = ?", [id])
      guard result.changes > 0, let task = try task(id: id) else {
        throw TaskListError.noSuchTask(id: id)
      }
      return task
    }
  }

  /// Deletes the task numbered `id`.
  ///
  /// - Throws: ``TaskListError/noSuchTask(id:)`` when no task has that id.
  public func delete(id: Int) throws {
    let result = try namespace.execute("DELETE FROM tasks_items WHERE id = ?", [id])
    guard result.changes > 0 else { throw TaskListError.noSuchTask(id: id) }
  }

  /// A task from a row of `tasks_items`. A stored due date that does not read as a day is
  /// left out rather than failing the whole list.
  static func task(from row: Row) throws -> TaskItem {
    TaskItem(
      id: try row.int("id"), title: try row.string("title"), notes: try row.string("notes"),
      dueDate: try row.get("due_date", as: String?.self).flatMap { TaskDay($0) },
      isDone: try row.bool("done"))
  }
}
