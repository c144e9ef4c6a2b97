import Glibc
import Synchronization

/// The signal dispositions that Trellis replaced, kept in memory allocated once so a
/// signal handler can put them back with `sigaction` (async-signal-safe).
///
/// `@unchecked Sendable`: `handling` is an `Atomic`; `faults` is set in `init`; a slot of
/// `previous` is written only by `install`, before the handler is in place, and each
/// signal is installed once (`TerminalRestorer.install` under its `Mutex`, SIGWINCH from
/// `ResizeMonitor`'s `static let`) — except SIGTSTP, which `SuspendMonitor` installs again
/// on its own queue after each stop, and whose handler never reads `previous`.
final class SignalDispositions: @unchecked Sendable {
  /// The table for the whole process.
  static let shared = SignalDispositions()

  /// The signals held back while a Trellis handler runs: the asynchronous requests to
  /// end. Fault signals are never held back: a thread that faults with them blocked is
  /// killed outright, and the Swift backtracer's helper thread (which inherits the mask)
  /// reads memory expecting to catch its own faults.
  static let deferredSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// The fault signals, unblocked before a replaced handler runs.
  static let faultSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE]

  /// One past the highest signal number kept (`NSIG` on Linux).
  private let count = 65
  private let previous: UnsafeMutablePointer<sigaction>
  private let faults: UnsafeMutablePointer<sigset_t>
  private let handling = Atomic(false)

  private init() {
    previous = .allocate(capacity: count)
    previous.initialize(repeating: sigaction(), count: count)
    faults = .allocate(capacity: 1)
    faults.initialize(to: sigset_t())
    sigemptyset(faults)
    for signal in Self.faultSignals { sigaddset(faults, signal) }
  }

  /// True the first time a terminating signal is handled in this process, false after:
  /// a signal arriving while another is handled (or a fault inside a handler) goes
  /// straight to its default action. Async-signal-safe.
  func beginHandling() -> Bool {
    !handling.exchange(true, ordering: .acquiringAndReleasing)
  }

  /// Lets the next signal restore and call replaced handlers again (after a replaced
  /// handler took over a signal and the process goes on). Async-signal-safe.
  func endHandling() {
    handling.store(false, ordering: .releasing)
  }

  /// Whether the disposition `install` replaced for `signal` was a handler function (not
  /// the default action). Async-signal-safe.
  func replacedAHandler(_ signal: Int32) -> Bool {
    guard signal > 0 && Int(signal) < count else { return false }
    let action = previous[Int(signal)]
    if action.sa_flags & SA_SIGINFO != 0 {
      return action.__sigaction_handler.sa_sigaction != nil
    }
    return action.__sigaction_handler.sa_handler != nil
  }

  /// Puts back the disposition `install` replaced for `signal`. Async-signal-safe.
  func reinstatePrevious(_ signal: Int32) {
    guard signal > 0 && Int(signal) < count else { return }
    _ = sigaction(signal, previous + Int(signal), nil)
  }

  /// Unblocks the fault signals in the calling thread, so the handler Trellis replaced
  /// (and threads it starts) can catch faults of its own. Async-signal-safe.
  func unblockFaults() {
    _ = sigprocmask(SIG_UNBLOCK, faults, nil)
  }

  /// A `SA_SIGINFO` handler.
  typealias Handler =
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

  /// Installs `handler` for `signal`, keeping the previous disposition, unless the signal
  /// is ignored now (then it stays ignored). Returns whether the handler was installed.
  @discardableResult
  func install(_ signal: Int32, handler: Handler) -> Bool {
    guard signal > 0 && Int(signal) < count else { return false }
    var current = sigaction()
    guard sigaction(signal, nil, &current) == 0 else { return false }
    if Self.isIgnore(current) { return false }
    previous[Int(signal)] = current
    var action = sigaction()
    action.__sigaction_handler.sa_sigaction = handler
    // On the thread's alternate stack (CSignalStack gives every thread one), so a stack
    // overflow on any thread still reaches the handler.
    action.sa_flags = SA_SIGINFO | SA_RESTART | SA_ONSTACK
    sigemptyset(&action.sa_mask)
    for other in Self.deferredSignals {
      sigaddset(&action.sa_mask, other)
    }
    return sigaction(signal, &action, nil) == 0
  }

  /// Sets `signal` to its default action (`SIG_DFL`). Async-signal-safe.
  func resetToDefault(_ signal: Int32) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = nil
    action.sa_flags = 0
    sigemptyset(&action.sa_mask)
    _ = sigaction(signal, &action, nil)
  }

  /// Calls the handler `install` replaced, if it was a function (not the default or
  /// ignore). Async-signal-safe as far as that handler is.
  func callPrevious(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
  ) {
    guard signal > 0 && Int(signal) < count else { return }
    let action = previous[Int(signal)]
    if action.sa_flags & SA_SIGINFO != 0 {
      if let function = action.__sigaction_handler.sa_sigaction {
        function(signal, info, context)
      }
    } else if let function = action.__sigaction_handler.sa_handler,
      unsafeBitCast(function, to: Int.self) != Self.ignoreValue
    {
      function(signal)
    }
  }

  private static let ignoreValue = 1

  private static func isIgnore(_ action: sigaction) -> Bool {
    guard action.sa_flags & SA_SIGINFO == 0,
      let function = action.__sigaction_handler.sa_handler
    else { return false }
    return unsafeBitCast(function, to: Int.self) == ignoreValue
  }
}
