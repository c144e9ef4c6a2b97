/// The text of the edit form's fields, as typed: the title, the notes and the due date
/// (`YYYY-MM-DD`, or empty for none). ``TaskFormValidation`` checks it.
public struct TaskForm: Hashable, Sendable {
  /// The title field's text.
  public var title: String
  /// The notes field's text.
  public var notes: String
  /// The due date field's text.
  public var dueDate: String

  /// A form holding these texts.
  public init(title: String = "", notes: String = "", dueDate: String = "") {
    self.title = title
    self.notes = notes
    self.dueDate = dueDate
  }

  /// The form showing `task`'s fields.
  public init(task: TaskItem) {
    self.init(title: task.title, notes: task.notes, dueDate: task.dueDate?.description ?? "")
  }
}
