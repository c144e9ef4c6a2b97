import Foundation
import Trellis

/// What went wrong with the task list's storage or routes, with a message the user can act
/// on (shown in the status bar or under the edit form). Nothing the user typed is lost when
/// one happens: the form stays open, the list stays as it was.
public enum TaskListError: Error, Equatable, LocalizedError {
  /// No task has this id (it may have been deleted), so there is nothing to edit.
  case noSuchTask(id: Int)
  /// The tasks could not be read.
  case loadFailed(DatabaseError)
  /// A task could not be written.
  case saveFailed(DatabaseError)
  /// A task could not be deleted.
  case deleteFailed(DatabaseError)
  /// The task storage could not be opened or migrated when the plugin loaded.
  case storageUnavailable(DatabaseError)

  /// The message for the user: what failed, why, and what to do.
  public var message: String {
    switch self {
    case .noSuchTask(let id):
      return "There is no task \(id): it may have been deleted. Pick a task from the list."
    case .loadFailed(let error):
      return "Could not load the tasks: \(error.summary) \(error.hint)"
    case .saveFailed(let error):
      return "Could not save the task: \(error.summary) \(error.hint)"
    case .deleteFailed(let error):
      return "Could not delete the task: \(error.summary) \(error.hint)"
    case .storageUnavailable(let error):
      return "The task storage could not be opened: \(error.summary) \(error.hint)"
    }
  }

  /// The message, for `localizedDescription`.
  public var errorDescription: String? {
    message
  }

  /// `error` as a task list error: kept if it is one, else wrapped by `wrap` when it is a
  /// `DatabaseError`; anything else becomes a failed statement with its description.
  static func from(_ error: Error, _ wrap: (DatabaseError) -> TaskListError) -> TaskListError {
    if let error = error as? TaskListError { return error }
    if let error = error as? DatabaseError { return wrap(error) }
    return wrap(.statementFailed(code: 1, message: String(describing: error), sql: ""))
  }
}
