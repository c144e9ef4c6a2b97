import CSignalStack
import Glibc

extension Terminal {
  /// Writes all of `bytes` to the terminal: one `write` call when the terminal takes them
  /// at once, more when it takes only part (a full pty, a signal). Interrupted calls are
  /// retried; on a non-blocking descriptor it waits with `poll` until the terminal can take
  /// more. Concurrent writes do not interleave. While the process is a background job of
  /// this terminal (see ``isInBackground``) nothing is written: the terminal is the
  /// foreground job's, and the program draws everything again when it comes back.
  /// - Throws: `TerminalError.writeFailed` with the system's error.
  public func write(_ bytes: [UInt8]) throws {
    guard !bytes.isEmpty else { return }
    trellis_signal_stack_prepare()
    try withWriteLock { try writeHoldingLock(bytes) }
  }

  /// `write(_:)` for a caller that holds the write lock (see `withWriteLock`).
  func writeHoldingLock(_ bytes: [UInt8]) throws {
    guard !isInBackground else { return }
    try bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var written = 0
      while written < buffer.count {
        let result = Glibc.write(outputDescriptor, base + written, buffer.count - written)
        if result >= 0 {
          written += result
          continue
        }
        let code = errno
        if code == EINTR { continue }
        if code == EAGAIN || code == EWOULDBLOCK {
          var descriptor = pollfd(fd: outputDescriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&descriptor, 1, -1)
          continue
        }
        throw TerminalError.writeFailed(errno: code)
      }
    }
  }

  /// Writes the UTF-8 bytes of `text` (see `write(_:)` for bytes).
  public func write(_ text: String) throws {
    try write(Array(text.utf8))
  }

  /// Returns the bytes the input has ready, waiting up to `timeout` for some to arrive
  /// (forever when nil). Returns an empty array when none arrived in time. Reads at most
  /// `maximum` bytes; call again for the rest.
  ///
  /// An app loop feeds what it gets to an input decoder; the bytes are raw (key sequences,
  /// mouse reports and pastes can be split across two reads).
  /// - Throws: `TerminalError.inputClosed` at end of input or hang-up, `readFailed` for
  ///   other errors.
  public func readAvailable(timeout: Duration? = nil, maximum: Int = 4096) throws -> [UInt8] {
    let clock = ContinuousClock()
    let deadline = timeout.map { clock.now + $0 }
    var descriptor = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let milliseconds = deadline.map { Self.milliseconds(until: $0, clock: clock) } ?? -1
      let ready = poll(&descriptor, 1, milliseconds)
      if ready < 0 {
        if errno == EINTR { continue }
        throw TerminalError.readFailed(errno: errno)
      }
      if ready == 0 { return [] }
      var bytes = [UInt8](repeating: 0, count: max(1, maximum))
      let count = bytes.withUnsafeMutableBytes { read(inputDescriptor, $0.baseAddress, $0.count) }
      if count > 0 { return Array(bytes[0..<count]) }
      if count == 0 { throw TerminalError.inputClosed }
      let code = errno
      if code == EINTR || code == EAGAIN || code == EWOULDBLOCK { continue }
      if code == EIO { throw TerminalError.inputClosed }
      throw TerminalError.readFailed(errno: code)
    }
  }

  private static func milliseconds(
    until deadline: ContinuousClock.Instant, clock: ContinuousClock
  ) -> Int32 {
    let remaining = clock.now.duration(to: deadline)
    if remaining <= .zero { return 0 }
    let (seconds, attoseconds) = remaining.components
    let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(clamping: total)
  }
}
