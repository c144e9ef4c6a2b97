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
/// what changes; the pipe ends, `queue` and `source` are set in `init` and never change.
final class ResizeMonitor: @unchecked Sendable {
  /// The monitor for the process; the signal handler is installed on first use.
  static let shared = ResizeMonitor()

  private let readEnd: Int32
  private let writeEnd: Int32
  private let queue = DispatchQueue(label: "Trellis.ResizeMonitor")
  private let source: DispatchSourceRead?
  private let observers = Mutex<[Int: @Sendable () -> Void]>([:])
  private let nextIdentifier = Atomic(0)

  private init() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      }
    } else {
      ends = [-1, -1]
    }
    readEnd = ends[0]
    writeEnd = ends[1]
    guard readEnd >= 0 else {
      source = nil
      return
    }
    let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: queue)
    self.source = source
    source.setEventHandler { [weak self] in self?.drainAndNotify() }
    source.activate()
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
    observers.withLock { $0[identifier] = observer }
    return identifier
  }

  /// Stops calling the observer `addObserver` returned `identifier` for.
  func removeObserver(_ identifier: Int) {
    _ = observers.withLock { $0.removeValue(forKey: identifier) }
  }

  /// Called from the signal handler: async-signal-safe.
  fileprivate func signalArrived() {
    guard writeEnd >= 0 else { return }
    var byte: UInt8 = 1
    _ = Glibc.write(writeEnd, &byte, 1)
  }

  private func drainAndNotify() {
    var scratch = [UInt8](repeating: 0, count: 64)
    while scratch.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
    let current = observers.withLock { Array($0.values) }
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
