import Dispatch
import TrellisRx
import TrellisUI

/// Lets plugins speak to the user through the shell without seeing it: a notice or an
/// error in the status bar, or a toast. Every ``App`` registers one in its services under
/// ``ServiceKey/notifier`` (`trellis.notifier`); a plugin that uses it lists that name in
/// its manifest's `requiredServices` and resolves it in its screen factories.
///
/// ```swift
/// let notifier = try environment.services.resolve(.notifier)
/// viewModel.saved.subscribe(onNext: { notifier.notice("Saved") }).disposed(by: screen.disposeBag)
/// ```
///
/// Any thread may post: a message posted off the main thread (a save's `onSuccess` on a
/// background queue, say) is shown from the main queue, in the order posted; on the main
/// thread it is shown at once. Messages posted while no session shows its first screen —
/// before the app starts (an app reporting a database it had to move aside), or while a
/// session opens its first route — are kept, up to ``pendingLimit`` (the oldest dropped),
/// and shown once it has: the errors together as one error, in the order posted, after an
/// error the status bar already shows (it holds one message); else the last notice; and
/// every toast.
public final class AppNotifier {
  /// A message waiting for a shell.
  private enum Pending {
    case notice(String)
    case error(String)
    case toast(String, action: KeyHint?, duration: RxTimeInterval, onAction: (() -> Void)?)
  }

  /// The most messages kept while no shell is attached.
  public static let pendingLimit = 32
  /// What separates errors shown together.
  static let errorSeparator = " · "

  /// The shell of the running session; nil while messages are kept for later.
  private weak var shell: AppShell?
  private var pending: [Pending] = []

  /// A notifier not yet attached to a session.
  public init() {}

  /// Shows `text` as a notice; it fades after a few seconds.
  public func notice(_ text: String) {
    onMain { [self] in
      guard let shell else { return keep(.notice(text)) }
      shell.status.notice(text)
    }
  }

  /// Shows `text` as an error; it stays until the user moves on.
  public func error(_ text: String) {
    onMain { [self] in
      guard let shell else { return keep(.error(text)) }
      shell.status.error(text)
    }
  }

  /// Shows `error` as an error (its `errorDescription` when it is a `LocalizedError`).
  public func error(_ error: Error) {
    self.error(StatusCenter.text(of: error))
  }

  /// Shows `message` as a toast for `duration`, with an optional action whose key (a single
  /// character) calls `onAction`.
  public func toast(
    _ message: String, action: KeyHint? = nil, duration: RxTimeInterval = .seconds(3),
    onAction: (() -> Void)? = nil
  ) {
    onMain { [self] in
      guard let shell else {
        return keep(.toast(message, action: action, duration: duration, onAction: onAction))
      }
      shell.toast(message, action: action, duration: duration, onAction: onAction)
    }
  }

  /// Runs `work` now on the main thread, else on the main queue (the shell and the kept
  /// messages are the main thread's).
  private func onMain(_ work: @escaping () -> Void) {
    if MainScheduler.isMainThread {
      work()
    } else {
      DispatchQueue.main.async(execute: work)
    }
  }

  // MARK: Sessions

  /// Keeps messages from now on until ``attach(_:)``: a session calls this before it opens
  /// its first screen.
  func detach() {
    shell = nil
  }

  /// Shows messages on `shell` from now on, and the ones kept until now.
  func attach(_ shell: AppShell) {
    self.shell = shell
    let kept = pending
    pending = []
    var errors: [String] = []
    var notice: String?
    for message in kept {
      switch message {
      case .notice(let text): notice = text
      case .error(let text): errors.append(text)
      case .toast(let text, let action, let duration, let onAction):
        shell.toast(text, action: action, duration: duration, onAction: onAction)
      }
    }
    if !errors.isEmpty {
      if let shown = shell.status.message, shown.kind == .error { errors.insert(shown.text, at: 0) }
      shell.status.error(errors.joined(separator: Self.errorSeparator))
    } else if let notice {
      shell.status.notice(notice)
    }
  }

  private func keep(_ message: Pending) {
    pending.append(message)
    if pending.count > Self.pendingLimit { pending.removeFirst(pending.count - Self.pendingLimit) }
  }
}

extension ServiceKey where Value == AppNotifier {
  /// The app's notifier: `trellis.notifier`.
  public static var notifier: ServiceKey<AppNotifier> { ServiceKey("trellis.notifier") }
}
