import Foundation
import Trellis

/// What can go wrong with the counters' storage, with a message the user can act on.
public enum CountersError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The counters could not be read (or their table made); nothing was changed.
  case cannotLoad(DatabaseError)
  /// The counters could not be written; the stored ones are unchanged, and the store tries
  /// again (see ``CounterStore/saving(_:on:tracking:)``).
  case cannotSave(DatabaseError)

  /// What happened and what to do about it, true wherever it is read: in the status bar,
  /// or on standard error after the app has closed (when a save fails as it ends).
  public var message: String {
    switch self {
    case .cannotLoad(let error):
      return "The counters could not be loaded: \(error.summary) \(error.hint)"
    case .cannotSave(let error):
      return "The counters could not be saved: \(error.summary) \(error.hint)"
    }
  }

  /// The message for the status bar, while the counters are on screen: for a failed save,
  /// it adds that they stay there and that saving is tried again.
  public var statusBarMessage: String {
    guard case .cannotSave = self else { return message }
    return message + " The counters stay on screen; saving is tried again every second."
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
