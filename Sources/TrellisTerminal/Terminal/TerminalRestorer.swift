import CSignalStack
import Glibc
import Synchronization

/// The process-wide registry that puts every started `Terminal` back the way it was found,
/// however the process ends.
///
/// A `Terminal` registers here when it enters raw mode or starts its modes, and leaves when
/// it stops. Restoring means writing the terminal's precomputed stop sequence (modes off,
/// main screen, cursor shown, see `TerminalOptions.stopSequence`) and setting its saved
/// termios back. That happens:
/// - in `Terminal.stop()` and in the terminal's `deinit` (so an error thrown out of the
///   function that owns the terminal restores it too);
/// - at normal process exit (an `atexit` handler), even when `stop()` was never called;
/// - on SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT and the crash signals (see
///   ``handledSignals``). The handler runs on the faulting thread's alternate signal stack
///   (every thread started with `pthread_create` gets one, see the CSignalStack module), so
///   a stack overflow on any thread — the main one, a dispatch worker, a Foundation
///   `Thread`, a plain pthread — reaches it too; it uses only async-signal-safe calls
///   (`write`, `tcgetpgrp`, `tcsetattr`, `dup2`, `pread`, `sigaction`, `raise`)
///   on memory set aside in advance, writes out what standard error held back during the
///   session (a trap's `Fatal error: …` line, see `StderrCapture`), then calls the handler
///   it replaced, if there was one, then sets the signal's default action and raises it
///   again, so the process ends as the signal says and its exit status reports the signal.
///
/// Records are put back newest first, by when they were made, whatever slot they took.
///
/// Handlers installed before Trellis's are respected:
/// - A signal whose disposition was "ignore" (say SIGHUP under `nohup`) stays ignored.
/// - For SIGINT, SIGTERM and SIGHUP, a handler the program installed before is put back
///   after the terminal is restored, and the signal goes to it: the program chose to
///   handle it, so it may go on (and should stop or restart its `Terminal`).
/// - For SIGQUIT, SIGABRT and the crash signals, a handler installed before (such as the
///   Swift runtime's backtracer) runs after the terminal is restored, so its report lands
///   on the main screen in a sane terminal; then the process ends with the signal.
///
/// While an ``EndRequestSignals`` watch is active, the first SIGINT, SIGTERM or SIGHUP goes
/// to the program instead (it ends itself, restoring the terminal on its way out); the
/// restore-and-reraise path above is its fallback.
///
/// A handler installed after Trellis's replaces it: Trellis no longer sees that signal.
public enum TerminalRestorer {
  /// The signals whose arrival restores every started terminal before the signal takes
  /// effect: the ones that ask a program to end (SIGINT, SIGTERM, SIGHUP, SIGQUIT), abort
  /// (SIGABRT), and the crashes (SIGILL and SIGTRAP from a Swift runtime trap such as
  /// `fatalError` or a failed force unwrap, SIGSEGV, SIGBUS, SIGFPE).
  public static let handledSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE,
  ]

  /// The most terminals that can be started at once in one process.
  public static var capacity: Int { RestoreTable.shared.capacity / 2 }

  /// How many terminals are registered for restoring now.
  public static var registeredCount: Int { RestoreTable.shared.armedCount }

  private static let installed = Mutex(false)

  /// Installs the `atexit` and signal handlers. `Terminal` calls it before it changes
  /// anything; calling it again does nothing.
  public static func install() {
    trellis_signal_stack_prepare()
    installed.criticalSection { installed in
      guard !installed else { return }
      installed = true
      _ = RestoreTable.shared
      _ = SignalDispositions.shared
      _ = EndRequestPipe.shared
      atexit { RestoreTable.shared.restoreAll() }
      for signal in handledSignals {
        SignalDispositions.shared.install(signal, handler: restoreAndReraise)
      }
    }
  }

  /// Restores every registered terminal now: writes its stop sequence and puts its termios
  /// back. The terminals stay registered; use it just before the process ends in a way the
  /// restorer does not see (such as `_exit`).
  public static func restoreAll() {
    RestoreTable.shared.restoreAll()
  }
}

/// The signal handler: restore, then hand the signal on (see `TerminalRestorer`). A signal
/// is blocked while its handler runs, so a raised signal is delivered when this handler
/// returns (or at once, for a fault signal the replaced handler left unblocked). Only the
/// first signal restores and calls the replaced handler; one arriving during that goes
/// straight to its default action.
private func restoreAndReraise(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  let isRequestToEnd = signal == SIGINT || signal == SIGTERM || signal == SIGHUP
  // A program watching for requests to end (`EndRequestSignals`) answers the first one.
  if isRequestToEnd && EndRequestPipe.shared.forward(signal) { return }
  let dispositions = SignalDispositions.shared
  if dispositions.beginHandling() {
    RestoreTable.shared.restoreAll()
    if isRequestToEnd && dispositions.replacedAHandler(signal) {
      // The program handles this signal itself: give it back, and let the raised signal
      // reach its handler.
      dispositions.reinstatePrevious(signal)
      dispositions.endHandling()
      raise(signal)
      return
    }
    dispositions.unblockFaults()
    dispositions.callPrevious(signal, info, context)
  }
  dispositions.resetToDefault(signal)
  raise(signal)
}
