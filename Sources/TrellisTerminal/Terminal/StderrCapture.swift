import Glibc
import Synchronization

/// Keeps what the process writes to standard error while a terminal shows the alternate
/// screen, and writes it out once the terminal is put back.
///
/// Text written to the terminal during a session lands on the alternate screen, where the
/// next frame paints over it and leaving the screen wipes it: the `Fatal error: …` line
/// Swift prints before a trap would be lost with the crash it explains. While a capture
/// is on, descriptor 2 points at an unlinked temporary file; ``end()`` points it back at
/// the terminal and copies the file there. `end()` is async-signal-safe (`dup2`, `pread`,
/// `write`, `close`), so the restorer calls it from its signal handlers after the stop
/// sequence: the message shows on the main screen, above the crash report that follows.
///
/// Only standard error that is the terminal itself is captured: a `2>file` redirection
/// is left alone. One capture is on at a time, owned by the terminal that began it.
///
/// `@unchecked Sendable`: the descriptors are written only by `begin` while no capture is
/// on, and published by the releasing store of `active`; `end` claims them with an atomic
/// exchange, so exactly one caller (a thread or a signal handler) copies and closes them.
final class StderrCapture: @unchecked Sendable {
  /// The capture of the whole process (standard error is process-wide).
  static let shared = StderrCapture()

  private let active = Atomic(false)
  private let beginning = Mutex(())
  private var savedError: Int32 = -1
  private var file: Int32 = -1
  private let chunk = 4096
  private let copyBuffer: UnsafeMutablePointer<UInt8>

  private init() {
    copyBuffer = .allocate(capacity: chunk)
  }

  /// Whether standard error is being captured now.
  var isActive: Bool { active.load(ordering: .acquiring) }

  /// Starts capturing when standard error is the same terminal as `output` and no capture
  /// is on; returns whether this call started one (its caller then calls `end()`).
  func begin(sameTerminalAs output: Int32) -> Bool {
    beginning.criticalSection {
      guard !isActive, Self.isSameTerminal(STDERR_FILENO, output) else { return false }
      let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
      var template = Array("\(directory)/trellis-stderr-XXXXXX".utf8CString)
      let capture = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard capture >= 0 else { return false }
      template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
      _ = fcntl(capture, F_SETFD, FD_CLOEXEC)
      let saved = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3)
      guard saved >= 0, dup2(capture, STDERR_FILENO) >= 0 else {
        if saved >= 0 { close(saved) }
        close(capture)
        return false
      }
      savedError = saved
      file = capture
      active.store(true, ordering: .releasing)
      return true
    }
  }

  /// Ends the capture, if one is on: standard error goes to the terminal again, and what
  /// was captured is written there. Async-signal-safe.
  func end() {
    guard active.exchange(false, ordering: .acquiringAndReleasing) else { return }
    _ = dup2(savedError, STDERR_FILENO)
    var offset = 0
    while true {
      let count = pread(file, copyBuffer, chunk, off_t(offset))
      if count <= 0 { break }
      offset += count
      SignalSafeOutput.write(STDERR_FILENO, copyBuffer, count: count)
    }
    close(file)
    close(savedError)
  }

  /// Whether descriptors `first` and `second` are both the same terminal device.
  private static func isSameTerminal(_ first: Int32, _ second: Int32) -> Bool {
    guard isatty(first) == 1, isatty(second) == 1 else { return false }
    var a = stat()
    var b = stat()
    guard fstat(first, &a) == 0, fstat(second, &b) == 0 else { return false }
    return a.st_rdev == b.st_rdev
  }
}
