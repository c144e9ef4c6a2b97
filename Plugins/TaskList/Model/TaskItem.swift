/// A task in the list: the seed's `Task`, named `TaskItem` so that it does not hide Swift's
/// own `Task` in code that imports the plugin.
///
/// Tasks are values. The ``TaskService`` makes them (it gives the `id`), changes them and
/// deletes them, and tells every screen through its `didCreate`, `didUpdate` and
/// `didDelete` streams.
public struct TaskItem: Hashable, Sendable, Identifiable, CustomStringConvertible {
  /// The task's number in the database; never reused after a delete.
  public let id: Int
  /// What to do, one line.
  public var title: String
  /// More about it; may be empty.
  public var notes: String
  /// The day it is due, if it has one.
  public var dueDate: TaskDay?
  /// Whether it is done (it shows under "Done").
  public var isDone: Bool

  /// A task with every field given.
  public init(
    id: Int, title: String, notes: String = "", dueDate: TaskDay? = nil, isDone: Bool = false
  ) {
    self.id = id
    self.title = title
    self.notes = notes
    self.dueDate = dueDate
    self.isDone = isDone
  }

  /// The task with the fields of `draft` (title, notes, due date); the id and done state
  /// stay.
  public func applying(_ draft: TaskDraft) -> TaskItem {
    var task = self
    task.title = draft.title
    task.notes = draft.notes
    task.dueDate = draft.dueDate
    return task
  }

  /// The fields a form edits, as a draft.
  public var draft: TaskDraft {
    TaskDraft(title: title, notes: notes, dueDate: dueDate)
  }

  /// `Task 3 "Buy milk"`, as navigation intents and logs show a result.
  public var description: String {
    "Task \(id) \"\(title)\""
  }
}
