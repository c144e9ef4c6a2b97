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
/// Call it on the main scheduler. While no session runs, messages are dropped.
public final class AppNotifier {
  /// The shell of the running session.
  weak var shell: AppShell?

  /// A notifier not yet attached to a session.
  public init() {}

  /// Shows `text` as a notice; it fades after a few seconds.
  public func notice(_ text: String) {
    shell?.status.notice(text)
  }

  /// Shows `text` as an error; it stays until the user moves on.
  public func error(_ text: String) {
    shell?.status.error(text)
  }

  /// Shows `error` as an error (its `errorDescription` when it is a `LocalizedError`).
  public func error(_ error: Error) {
    shell?.status.error(error)
  }

  /// Shows `message` as a toast for `duration`, with an optional action whose key (a single
  /// character) calls `onAction`.
  public func toast(
    _ message: String, action: KeyHint? = nil, duration: RxTimeInterval = .seconds(3),
    onAction: (() -> Void)? = nil
  ) {
    shell?.toast(message, action: action, duration: duration, onAction: onAction)
  }
}

extension ServiceKey where Value == AppNotifier {
  /// The app's notifier: `trellis.notifier`.
  public static var notifier: ServiceKey<AppNotifier> { ServiceKey("trellis.notifier") }
}
