import Dispatch
import Glibc
import Synchronization

/// Suspends and resumes the process on behalf of every started terminal: SIGTSTP (Ctrl-Z
/// outside raw mode, `kill -TSTP`), ``Terminal/suspend()`` (Ctrl-Z read as a key), and a
/// SIGCONT that did not follow one of those (the process was stopped by SIGSTOP).
///
/// To suspend, each started terminal is put back as it was found (its stop sequence, its
/// saved termios, standard error let through), the process group is stopped with SIGTSTP
/// as the terminal's own Ctrl-Z would, and once continued (`fg`) each terminal takes the
/// tty again — the shell's termios read afresh, raw mode, its modes — and its resize
/// handler is called, so the app draws everything again. A SIGCONT on its own re-enters
/// the terminals the same way, since the shell may have changed the tty meanwhile.
///
/// Only in the foreground: continued as a background job (`bg`, or `kill -CONT` while the
/// shell has the terminal), the process leaves every terminal as the shell has it and
/// stops its process group again with SIGTTOU — what the kernel does to a background job
/// that sets its terminal's modes, shown by the shell as "Stopped (tty output)" — until it
/// is continued in the foreground (`fg`).
///
/// The signal handlers only write a byte to a pipe; the work runs on the monitor's serial
/// queue, holding each terminal's write lock while it writes, so a suspend never cuts a
/// frame in half.
///
/// `@unchecked Sendable`: `terminals` is a `Mutex`, the counters are `Atomic`s,
/// `lastContinue` is touched only on the pipe's queue.
final class SuspendMonitor: @unchecked Sendable {
  /// The monitor for the process; its handlers are installed when a terminal starts.
  static let shared = SuspendMonitor()

  /// The longest wait for the stop to take effect after SIGTSTP was sent; when the
  /// process cannot be stopped (an orphaned process group, where the kernel discards
  /// SIGTSTP) the terminals are taken back after it.
  static let stopWait: Duration = .milliseconds(500)

  private static let stopRequest: UInt8 = 0x54  // T
  private static let continued: UInt8 = 0x43  // C

  private let pipe = SignalPipe(label: "Trellis.SuspendMonitor")
  private let terminals = Mutex<[ObjectIdentifier: Weak]>([:])
  private let continues = Atomic(0)
  private var lastContinue = 0

  /// A weak reference, read and written only under the `terminals` lock.
  private struct Weak: @unchecked Sendable {
    weak var terminal: Terminal?
  }

  private init() {
    pipe.start { [weak self] bytes in self?.received(bytes) }
  }

  /// Installs the SIGTSTP and SIGCONT handlers once, after `shared` exists; false when
  /// SIGTSTP is ignored (the program was started not to be stopped), and then nothing
  /// suspends it.
  private static let handlersInstalled: Bool = {
    SignalDispositions.shared.install(SIGCONT, handler: continueSignalHandler)
    return SignalDispositions.shared.install(SIGTSTP, handler: stopSignalHandler)
  }()

  /// Starts suspending and resuming `terminal` with the process.
  func add(_ terminal: Terminal) {
    _ = Self.handlersInstalled
    terminals.criticalSection { $0[ObjectIdentifier(terminal)] = Weak(terminal: terminal) }
  }

  /// Stops doing so (the terminal stopped).
  func remove(_ terminal: Terminal) {
    _ = terminals.criticalSection { $0.removeValue(forKey: ObjectIdentifier(terminal)) }
  }

  /// Suspends now and returns once the process was continued and the terminals are back.
  func suspendNow() {
    pipe.queue.sync { suspend() }
  }

  /// Called from the signal handlers: async-signal-safe.
  fileprivate func stopSignalArrived() {
    _ = pipe.send(Self.stopRequest)
  }

  fileprivate func continueSignalArrived() {
    continues.add(1, ordering: .relaxed)
    _ = pipe.send(Self.continued)
  }

  private func received(_ bytes: [UInt8]) {
    if bytes.contains(Self.stopRequest) {
      suspend()
    } else if continues.load(ordering: .relaxed) != lastContinue {
      lastContinue = continues.load(ordering: .relaxed)
      resume(started())
    }
  }

  private func started() -> [Terminal] {
    terminals.criticalSection { $0.values.compactMap(\.terminal) }
  }

  private func suspend() {
    guard Self.handlersInstalled else { return }
    let current = started()
    for terminal in current { terminal.leaveForSuspend() }
    stopProcessGroup(with: SIGTSTP)
    lastContinue = continues.load(ordering: .relaxed)
    resume(current)
  }

  /// Takes `terminals` again once the process is in their foreground. While it is a
  /// background job of one of them, the process group is stopped with SIGTTOU; when that
  /// cannot stop it (SIGTTOU ignored, or an orphaned process group), the terminals are left
  /// alone until the next SIGCONT.
  private func resume(_ terminals: [Terminal]) {
    while terminals.contains(where: \.isInBackground) {
      guard stopProcessGroup(with: SIGTTOU) else { return }
      lastContinue = continues.load(ordering: .relaxed)
    }
    for terminal in terminals { terminal.returnFromSuspend() }
  }

  /// Stops the process group with `signal`'s default action (SIGTSTP or SIGTTOU) and waits
  /// until the process was continued (a SIGCONT counted) or `stopWait` passed without a
  /// stop; returns whether it was continued.
  @discardableResult
  private func stopProcessGroup(with signal: Int32) -> Bool {
    let before = continues.load(ordering: .relaxed)
    if signal == SIGTSTP { SignalDispositions.shared.resetToDefault(SIGTSTP) }
    kill(0, signal)
    let clock = ContinuousClock()
    let deadline = clock.now + Self.stopWait
    while continues.load(ordering: .relaxed) == before && clock.now < deadline {
      usleep(1000)
    }
    if signal == SIGTSTP {
      SignalDispositions.shared.install(SIGTSTP, handler: stopSignalHandler)
    }
    return continues.load(ordering: .relaxed) != before
  }
}

private func stopSignalHandler(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  let savedErrno = errno
  SuspendMonitor.shared.stopSignalArrived()
  errno = savedErrno
}

private func continueSignalHandler(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  let savedErrno = errno
  SuspendMonitor.shared.continueSignalArrived()
  SignalDispositions.shared.callPrevious(signal, info, context)
  errno = savedErrno
}
