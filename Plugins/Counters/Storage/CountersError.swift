import Foundation
import TrellisServices

/// What can go wrong with the counters' storage, with a message the user can act on.
public enum CountersError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The counters could not be read (or their table made); nothing was changed.
  case cannotLoad(DatabaseError)
  /// A stored row does not read as a counter; the file was left as it is.
  case unreadableRow(position: Int, reason: String)
  /// The counters on screen could not be written; they stay on screen and the next change
  /// writes what is not yet stored.
  case cannotSave(DatabaseError)

  /// What happened and what to do about it, true wherever it is read: in the status bar,
  /// or on standard error after the app has closed (when a save fails as it ends).
  public var message: String {
    switch self {
    case .cannotLoad(let error):
      return "The counters could not be loaded: \(error.summary) \(error.hint)"
    case .unreadableRow(let position, let reason):
      return "The counters could not be loaded: stored counter \(position + 1) is damaged "
        + "(\(reason)). Nothing was changed; fix or delete that row of the counters_items "
        + "table."
    case .cannotSave(let error):
      return "The counters could not be saved: \(error.summary) \(error.hint)"
    }
  }

  /// The message for the status bar, while the counters are on screen: for a failed save,
  /// it adds that they stay there and that the next change saves them all.
  public var statusBarMessage: String {
    guard case .cannotSave = self else { return message }
    return message + " They stay on screen; the next change saves them all."
  }

  /// The message.
  public var description: String {
    message
  }

  /// The message, for `localizedDescription` and the app's report when it ends.
  public var errorDescription: String? {
    message
  }
}
