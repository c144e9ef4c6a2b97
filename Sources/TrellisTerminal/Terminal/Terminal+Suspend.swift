import Glibc

extension Terminal {
  /// Suspends the process as the terminal's own Ctrl-Z would, for a program that reads
  /// Ctrl-Z as a key in raw mode: every started terminal is put back as it was found
  /// (cooked mode, the main screen, no mouse, the cursor shown, held-back standard error
  /// written), the process group is stopped with SIGTSTP, and once it is continued (`fg`)
  /// each terminal takes the tty again and its resize handler (see ``onResize(_:)``) is
  /// called, so the program draws everything again. Returns after that. SIGTSTP sent from
  /// outside (`kill -TSTP`) does the same on its own.
  ///
  /// When the process cannot be stopped — its process group is orphaned, so the kernel
  /// discards SIGTSTP, or SIGTSTP was ignored when the program started — the terminals are
  /// taken back at once (after at most half a second).
  public func suspend() {
    SuspendMonitor.shared.suspendNow()
  }

  /// Puts the terminal back as it was found for a suspend, keeping what is needed to take
  /// it again. The restorer's record stays armed.
  func leaveForSuspend() {
    withWriteLock {
      let (bytes, saved, captured) = state.criticalSection { state in
        (state.stopBytes, state.savedTermios, state.capturesStderr)
      }
      if !bytes.isEmpty { try? writeHoldingLock(bytes) }
      if var saved, !isInBackground { _ = tcsetattr(termiosDescriptor, TCSANOW, &saved) }
      if captured {
        StderrCapture.shared.end()
        state.criticalSection { $0.capturesStderr = false }
      }
    }
  }

  /// Takes the terminal again after a suspend (or a SIGCONT): raw mode and the modes are
  /// entered again, and the resize handler is called for a full redraw. The termios kept
  /// for the restore stays the one found at the start: a shell may hand the tty back in
  /// the state the program left it, which must not become the state to restore.
  func returnFromSuspend() {
    let handler: (@Sendable (TerminalSize) -> Void)? = withWriteLock {
      guard !isInBackground else { return nil }
      let (saved, handler) = state.criticalSection { ($0.savedTermios, $0.resizeHandler) }
      if var raw = saved {
        cfmakeraw(&raw)
        _ = tcsetattr(termiosDescriptor, TCSANOW, &raw)
      }
      let (start, alternateScreen) = state.criticalSection {
        ($0.startBytes, $0.options?.alternateScreen == true)
      }
      try? writeHoldingLock(start)
      if alternateScreen && !capabilities.isDumb { beginStderrCapture() }
      return handler
    }
    handler?(size)
  }
}
