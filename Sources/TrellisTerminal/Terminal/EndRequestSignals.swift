import Dispatch
import Glibc
import Synchronization

/// SIGINT, SIGTERM and SIGHUP as requests to end, which the program answers on its own
/// thread — saving what it must, restoring the terminal, exiting with `128 + signal` —
/// instead of ending at once.
///
/// While a watch is active, the first of these signals does not restore the terminal and
/// end the process (as ``TerminalRestorer`` does otherwise): its handler only writes the
/// signal number to a pipe (async-signal-safe), and `onRequest` is called with it on a
/// queue of the watch's own. If the program is still running `fallbackAfter` seconds later
/// (its main thread is stuck), or a second such signal arrives meanwhile, the restorer's
/// path ends it: every started terminal is restored and the process ends by the signal.
///
/// ```swift
/// let watch = EndRequestSignals(fallbackAfter: 12) { signal in
///   DispatchQueue.main.async { loop.quit(status: 128 + signal) }
/// }
/// defer { watch.cancel() }   // once the program ended on its own
/// ```
///
/// One watch is active at a time: starting one cancels the one before.
public final class EndRequestSignals: Sendable {
  /// How long after a request the process is ended if it has not ended itself, in seconds.
  public let fallbackAfter: Double
  private let onRequest: @Sendable (Int32) -> Void
  private let message: String
  private let cancelled = Atomic(false)

  /// Starts watching: `onRequest` gets the signal number of the first request to end (on
  /// a queue of the watch's, not the main queue). `message` goes to standard error, with
  /// the signal's name and the wait, before the fallback ends the process.
  public init(
    fallbackAfter: Double, message: String = "did not end in time",
    onRequest: @escaping @Sendable (Int32) -> Void
  ) {
    self.fallbackAfter = Swift.max(0, fallbackAfter)
    self.onRequest = onRequest
    self.message = message
    TerminalRestorer.install()
    EndRequestPipe.shared.arm(self)
  }

  /// Stops watching: the program ended on its own, so no fallback; from now on the
  /// signals restore the terminal and end the process at once again.
  public func cancel() {
    cancelled.store(true, ordering: .releasing)
    EndRequestPipe.shared.disarm(self)
  }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool {
    cancelled.load(ordering: .acquiring)
  }

  /// A request arrived: tells the program, and ends the process if it has not ended by
  /// the deadline.
  func requested(_ signal: Int32, on queue: DispatchQueue) {
    guard !isCancelled else { return }
    onRequest(signal)
    queue.asyncAfter(deadline: .now() + fallbackAfter) { [self] in
      guard !isCancelled else { return }
      let seconds =
        fallbackAfter.rounded() == fallbackAfter ? "\(Int(fallbackAfter))" : "\(fallbackAfter)"
      Self.endProcess(
        by: signal, saying: "\(message) (\(Self.name(of: signal)), waited \(seconds) s); ending now"
      )
    }
  }

  /// Ends the process by `signal` now, from any thread, as the fallback does: restores
  /// every started terminal, writes `text` and a newline to standard error (on the restored
  /// screen), and raises the signal with its default action (so the exit status reports
  /// it). For a program that finished what it could while its main thread is held.
  public static func endProcess(by signal: Int32, saying text: String) {
    RestoreTable.shared.restoreAll()
    let line = text.hasSuffix("\n") ? text : text + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    SignalDispositions.shared.resetToDefault(signal)
    kill(getpid(), signal)
  }

  /// `SIGTERM`, `SIGHUP`, `SIGINT`, or `signal N`.
  public static func name(of signal: Int32) -> String {
    switch signal {
    case SIGTERM: return "SIGTERM"
    case SIGHUP: return "SIGHUP"
    case SIGINT: return "SIGINT"
    default: return "signal \(signal)"
    }
  }
}
