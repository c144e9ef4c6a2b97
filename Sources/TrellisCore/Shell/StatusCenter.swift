import Foundation
import TrellisRx
import TrellisUI

/// The message on the right of the status bar: the latest notice or error.
///
/// A notice fades after ``noticeDuration`` (on the shell's scheduler, so tests can move
/// virtual time); an error stays until another message replaces it or ``clearError()`` is
/// called (the shell does when the user navigates). Messages are sanitized when drawn, and
/// an error's text is its `LocalizedError.errorDescription` when it has one. Messages shown
/// through ``notice(_:)`` and ``error(_:)-(String)`` go into ``log`` too (the shell's own, under
/// `trellis`); the app's notifier logs its messages itself and shows them with ``show(_:)``.
@MainActor
public final class StatusCenter {
  /// The bar the message is shown in.
  public let statusBar: StatusBar
  /// Where the fading is timed.
  public let scheduler: SchedulerType
  /// How long a notice stays: 4 seconds unless told.
  public var noticeDuration: RxTimeInterval = .seconds(4)
  /// Where the messages shown are kept in full; nil: nowhere.
  public var log: MessageLog?

  private let fade = SerialDisposable()

  /// A status center showing messages in `statusBar`, timing notices on `scheduler`.
  public init(statusBar: StatusBar, scheduler: SchedulerType) {
    self.statusBar = statusBar
    self.scheduler = scheduler
  }

  deinit {
    fade.dispose()
  }

  /// The message shown now, if any.
  public var message: StatusMessage? {
    statusBar.message
  }

  /// Shows a notice that fades after ``noticeDuration``, and logs it.
  public func notice(_ text: String) {
    log?.append(MessageLog.Entry(level: .notice, source: AppNotifier.appSource, text: text))
    show(.notice(text))
  }

  /// Shows an error message that stays until replaced or cleared, and logs it.
  public func error(_ text: String) {
    log?.append(MessageLog.Entry(level: .error, source: AppNotifier.appSource, text: text))
    show(.error(text))
  }

  /// Shows `message` without logging it: a notice fades after ``noticeDuration``, an error
  /// stays until replaced or cleared.
  public func show(_ message: StatusMessage) {
    statusBar.message = message
    guard message.kind == .notice else {
      fade.disposable = Disposables.create()
      return
    }
    fade.disposable = scheduler.scheduleRelative((), dueTime: noticeDuration) {
      [weak self] _ in
      if self?.statusBar.message?.kind == .notice { self?.statusBar.message = nil }
      return Disposables.create()
    }
  }

  /// Shows `error`: its `errorDescription` when it is a `LocalizedError`, else its
  /// description.
  public func error(_ error: Error) {
    self.error(Self.text(of: error))
  }

  /// Clears the message if it is an error.
  public func clearError() {
    if statusBar.message?.kind == .error { statusBar.message = nil }
  }

  /// The text shown for `error`.
  public nonisolated static func text(of error: Error) -> String {
    (error as? LocalizedError)?.errorDescription ?? String(describing: error)
  }
}
