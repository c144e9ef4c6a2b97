import Dispatch
import TrellisRx
import TrellisServices
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
///
/// Every message also goes into the app's ``MessageLog`` in full, with its time and source:
/// a plugin's notifier (resolved through its ``ServiceResolver``) posts under the plugin's
/// id, the app's own under `trellis`.
///
/// Any thread may post: the log has its own lock, and the kept messages and the shell are
/// touched on the main queue only (a post from elsewhere hops there).
public final class AppNotifier: @unchecked Sendable {
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

  /// The source of the app's own messages.
  public static let appSource = "trellis"

  /// Who posts through this notifier: a plugin's id, or ``appSource``.
  public let source: String
  /// The app's parts, sealed: reflection on a plugin's notifier reaches neither the app's
  /// notifier (which posts as the app), nor the log, nor the shell.
  private let parts: Sealed<Parts, SealKey>
  private var pending: [Pending] = []

  /// What a notifier posts through.
  private final class Parts {
    /// Where every message is kept in full.
    let log: MessageLog
    /// The app's notifier, when this one posts for a plugin through it.
    let base: AppNotifier?
    /// The shell of the running session; nil while messages are kept for later.
    weak var shell: AppShell?

    init(log: MessageLog, base: AppNotifier?) {
      self.log = log
      self.base = base
    }
  }

  /// A notifier not yet attached to a session, keeping its messages in `log`.
  public init(log: MessageLog = MessageLog()) {
    source = Self.appSource
    parts = Sealed(Parts(log: log, base: nil))
  }

  private init(base: AppNotifier, source: String) {
    self.source = source
    parts = Sealed(Parts(log: base.log, base: base))
  }

  /// Where every message is kept in full.
  package var log: MessageLog { parts.value.log }
  /// The app's notifier, when this one posts for a plugin through it.
  private var base: AppNotifier? { parts.value.base }
  /// The shell of the running session; nil while messages are kept for later.
  private var shell: AppShell? {
    get { parts.value.shell }
    set { parts.value.shell = newValue }
  }

  /// A notifier posting through this one under `source` (a plugin's id), for the log. Not
  /// for plugins: a plugin's resolver hands it the app's notifier already posting under its
  /// id, and it cannot post under another.
  package func posting(as source: String) -> AppNotifier {
    AppNotifier(base: base ?? self, source: source)
  }

  /// Shows `text` as a notice; it fades after a few seconds.
  public func notice(_ text: String) {
    status(.notice, .notice(text))
  }

  /// Shows `text` as a warning: in the status bar as an error (it stays until the user
  /// moves on), in the Messages screen as a warning. With `repeatsAtExit`, the app also
  /// writes it on standard error when it ends (a file moved aside, a read-only file: what
  /// the user must still know after the screen is gone).
  public func warning(_ text: String, repeatsAtExit: Bool = false) {
    status(.warning, .error(text), repeatsAtExit: repeatsAtExit)
  }

  /// Shows `text` as an error; it stays until the user moves on. With `repeatsAtExit`, the
  /// app also writes it on standard error when it ends.
  public func error(_ text: String, repeatsAtExit: Bool = false) {
    status(.error, .error(text), repeatsAtExit: repeatsAtExit)
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
    // The action runs once, on the main queue, where the toast shows.
    nonisolated(unsafe) let onAction = onAction
    post(.notice, message) { shell in
      shell.toast(message, action: action, duration: duration, onAction: onAction)
    } keep: {
      .toast(message, action: action, duration: duration, onAction: onAction)
    }
  }

  /// Posts `message` for the status bar, logged at `level`.
  private func status(
    _ level: MessageLog.Level, _ message: StatusMessage, repeatsAtExit: Bool = false
  ) {
    post(level, message.text, repeatsAtExit: repeatsAtExit) { shell in
      shell.status.show(message)
    } keep: {
      message.kind == .error ? .error(message.text) : .notice(message.text)
    }
  }

  /// Logs `text` under this notifier's source, then shows it with `show` on the main thread
  /// (through the app's notifier), or keeps `keep()` until a shell attaches.
  private func post(
    _ level: MessageLog.Level, _ text: String, repeatsAtExit: Bool = false,
    show: @escaping @MainActor (AppShell) -> Void, keep kept: @escaping () -> Pending
  ) {
    log.append(
      MessageLog.Entry(level: level, source: source, text: text, repeatsAtExit: repeatsAtExit))
    let target = base ?? self
    // Made and used once, on the main queue.
    nonisolated(unsafe) let kept = kept
    onMain {
      guard let shell = target.shell else { return target.keep(kept()) }
      show(shell)
    }
  }

  /// Runs `work` now on the main thread, else on the main queue (the shell and the kept
  /// messages are the main thread's).
  private func onMain(_ work: @escaping @MainActor () -> Void) {
    if MainScheduler.isMainThread {
      MainActor.assumeIsolated(work)
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated(work) }
    }
  }

  // MARK: Sessions

  /// Keeps messages from now on until ``attach(_:)``: a session calls this before it opens
  /// its first screen.
  func detach() {
    shell = nil
  }

  /// Shows messages on `shell` from now on, and the ones kept until now.
  @MainActor func attach(_ shell: AppShell) {
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
      shell.status.show(.error(errors.joined(separator: Self.errorSeparator)))
    } else if let notice {
      shell.status.show(.notice(notice))
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
