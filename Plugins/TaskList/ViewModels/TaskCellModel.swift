/// What a row of the task list shows: the seed's `TaskCellModel`, made from a task.
public struct TaskCellModel: Hashable, Sendable {
  /// The task behind the row.
  public let task: TaskItem
  /// Whether the task is due before today and not done.
  public let isOverdue: Bool

  /// The row for `task`, judged against `today`.
  public init(task: TaskItem, today: TaskDay) {
    self.task = task
    if let due = task.dueDate, !task.isDone {
      isOverdue = due < today
    } else {
      isOverdue = false
    }
  }

  /// The check box: `[x]` when done, `[ ]` when not.
  public var checkbox: String {
    task.isDone ? "[x]" : "[ ]"
  }

  /// The title.
  public var title: String {
    task.title
  }

  /// What shows at the right: `due 2026-03-14`, `overdue 2026-03-01`, or nothing.
  public var detail: String {
    guard let due = task.dueDate else { return "" }
    return isOverdue ? "overdue \(due)" : "due \(due)"
  }
}
