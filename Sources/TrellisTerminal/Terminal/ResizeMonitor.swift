import Dispatch
import Glibc
import Synchronization

/// Observes SIGWINCH for the whole process and tells every interested terminal.
///
/// The signal handler only writes one byte to a non-blocking pipe (the self-pipe trick;
/// `write` is async-signal-safe) and calls any handler it replaced. A dispatch source
/// reading the pipe drains it and calls the observers on a serial queue, where any work is
/// safe.
///
/// `@unchecked Sendable`: `observers` (a `Mutex`) and `nextIdentifier` (an `Atomic`) hold
/// what changes; `pipe` is set in `init` and never changes.
final class ResizeMonitor: @unchecked Sendable {
  /// The monitor for the process; the signal handler is installed on first use.
  static let shared = ResizeMonitor()

  private let pipe = SignalPipe(label: "Trellis.ResizeMonitor")
  private let observers = Mutex<[Int: @Sendable () -> Void]>([:])
  private let nextIdentifier = Atomic(0)

  private init() {
    pipe.start { [weak self] _ in self?.notify() }
  }

  /// Installs the SIGWINCH handler once, after `shared` exists (the handler uses it).
  private static let handlerInstalled: Bool = {
    SignalDispositions.shared.install(SIGWINCH, handler: resizeSignalHandler)
  }()

  /// Calls `observer` on the monitor's queue after every SIGWINCH; returns an identifier
  /// for `removeObserver`.
  func addObserver(_ observer: @escaping @Sendable () -> Void) -> Int {
    _ = Self.handlerInstalled
    let identifier = nextIdentifier.add(1, ordering: .relaxed).newValue
    observers.criticalSection { $0[identifier] = observer }
    return identifier
  }

  /// Stops calling the observer `addObserver` returned `identifier` for.
  func removeObserver(_ identifier: Int) {
    _ = observers.criticalSection { $0.removeValue(forKey: identifier) }
  }

  /// Called from the signal handler: async-signal-safe.
  fileprivate func signalArrived() {
    _ = pipe.send(1)
  }

  private func notify() {
    let current = observers.criticalSection { Array($0.values) }
    for observer in current { observer() }
  }
}

private func resizeSignalHandler(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  let savedErrno = errno
  ResizeMonitor.shared.signalArrived()
  SignalDispositions.shared.callPrevious(signal, info, context)
  errno = savedErrno
}
