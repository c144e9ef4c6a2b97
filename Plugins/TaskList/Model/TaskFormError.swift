import Foundation

/// What is wrong with a task form, with a message that says how to put it right. The edit
/// screen shows these under the fields; nothing is saved while there is one.
public enum TaskFormError: Error, Hashable, Sendable, LocalizedError {
  /// The title is empty (or only spaces).
  case emptyTitle
  /// The title is longer than `limit` characters.
  case titleTooLong(limit: Int)
  /// The due date is not a day written as `YYYY-MM-DD`.
  case unreadableDueDate(String)
  /// The due date is before `today` (a task's saved due date may stay, even when past).
  case dueDateInPast(TaskDay, today: TaskDay)

  /// The message for the user.
  public var message: String {
    switch self {
    case .emptyTitle:
      return "A task needs a title."
    case .titleTooLong(let limit):
      return "A title can be at most \(limit) characters long."
    case .unreadableDueDate(let text):
      let shown = text.count > 24 ? String(text.prefix(23)) + "…" : text
      return "\"\(shown)\" is not a date: write it as \(TaskDay.format), like 2026-03-14, "
        + "or leave it empty."
    case .dueDateInPast(let day, let today):
      return "\(day) is in the past: choose today (\(today)) or a later day, or leave it empty."
    }
  }

  /// The message, for `localizedDescription`.
  public var errorDescription: String? {
    message
  }
}
