/// The fields of a task that a form fills in, before the ``TaskService`` stores it (and
/// gives it an id): a title, notes and a due date.
public struct TaskDraft: Hashable, Sendable {
  /// What to do, one line.
  public var title: String
  /// More about it; may be empty.
  public var notes: String
  /// The day it is due, if it has one.
  public var dueDate: TaskDay?

  /// A draft; line breaks and tabs in the title and notes become spaces and the ends are
  /// trimmed, so text from a deep link or a paste fits on one line.
  public init(title: String, notes: String = "", dueDate: TaskDay? = nil) {
    self.title = TaskDraft.oneLine(title)
    self.notes = TaskDraft.oneLine(notes)
    self.dueDate = dueDate
  }

  /// `text` on one line: each line break (CR LF, CR, LF) and tab becomes a space, and
  /// spaces at the ends are trimmed.
  public static func oneLine(_ text: String) -> String {
    var line = ""
    line.reserveCapacity(text.utf8.count)
    for character in text {
      line.append(character.isNewline || character == "\t" ? " " : character)
    }
    return line.trimmingCharacters(in: .whitespaces)
  }
}
