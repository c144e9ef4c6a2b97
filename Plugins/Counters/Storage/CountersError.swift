import Foundation
import TrellisServices

/// What can go wrong with the counters' storage, with a message the user can act on.
public enum CountersError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The counters could not be read (or their table made); nothing was changed.
  case cannotLoad(DatabaseError)
  /// The counters could not be written; the stored ones are unchanged, and the store tries
  /// again (see ``CounterStore/saving(_:on:tracking:)``).
  case cannotSave(DatabaseError)

  /// What happened and what to do about it.
  public var message: String {
    switch self {
    case .cannotLoad(let error):
      return "The counters could not be loaded: \(error.summary) \(error.hint)"
    case .cannotSave(let error):
      return "The counters could not be saved: \(error.summary) \(error.hint)"
    }
  }

  /// The message.
  public var description: String {
    message
  }

  /// The message, for `localizedDescription` and the status bar.
  public var errorDescription: String? {
    message
  }
}
