import Foundation
import TrellisRx

@MainActor
extension Reactive where Base: StatusBar {
  /// Sets the message; nil clears it.
  public var message: Binder<StatusMessage?> {
    Binder(base) { bar, message in bar.message = message }
  }

  /// Sets the key hints.
  public var hints: Binder<[KeyHint]> {
    Binder(base) { bar, hints in bar.hints = hints }
  }

  /// Shows an error as an error message (its `errorDescription` when it is a
  /// `LocalizedError`, else its description); nil clears the message.
  public var error: Binder<Error?> {
    Binder(base) { bar, error in
      bar.message = error.map { error in
        let localized = (error as? LocalizedError)?.errorDescription
        return StatusMessage.error(localized ?? String(describing: error))
      }
    }
  }
}
