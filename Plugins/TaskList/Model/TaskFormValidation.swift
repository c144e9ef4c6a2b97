import Foundation

/// A task form checked: the problem with each field, if any, and the draft to store when
/// there is none.
///
/// - The title must have something besides spaces, and at most ``titleLimit`` characters.
/// - The due date is empty (no due date) or a real day written `YYYY-MM-DD`, not before
///   today — except that a task's saved due date may stay as it is, even when it has
///   passed (an overdue task can still be edited).
public struct TaskFormValidation: Hashable, Sendable {
  /// The longest title, in characters.
  public static let titleLimit = 200
  /// The most characters the notes field takes.
  public static let notesLimit = 1_000

  /// What is wrong with the title, if anything.
  public let titleError: TaskFormError?
  /// What is wrong with the due date, if anything.
  public let dueDateError: TaskFormError?
  /// The draft to store; nil while there is a problem.
  public let draft: TaskDraft?

  /// Checks `form` on `today`; `keptDueDate` is the due date the task already has.
  public init(_ form: TaskForm, today: TaskDay, keptDueDate: TaskDay? = nil) {
    let title = TaskDraft.oneLine(form.title)
    if title.isEmpty {
      titleError = .emptyTitle
    } else if title.count > TaskFormValidation.titleLimit {
      titleError = .titleTooLong(limit: TaskFormValidation.titleLimit)
    } else {
      titleError = nil
    }
    let dueText = form.dueDate.trimmingCharacters(in: .whitespaces)
    var dueDate: TaskDay?
    if dueText.isEmpty {
      dueDateError = nil
    } else if let day = TaskDay(dueText) {
      dueDate = day
      dueDateError = day < today && day != keptDueDate ? .dueDateInPast(day, today: today) : nil
    } else {
      dueDateError = .unreadableDueDate(dueText)
    }
    if titleError == nil, dueDateError == nil {
      draft = TaskDraft(title: title, notes: form.notes, dueDate: dueDate)
    } else {
      draft = nil
    }
  }

  /// Whether the form can be saved.
  public var isValid: Bool {
    draft != nil
  }
}
