import Foundation
import Glibc
import Synchronization
import TrellisTerminal

/// Reads a terminal's input on a thread of its own and hands the decoded events over in
/// batches: everything one read completed, or what the Esc timeout resolved.
///
/// The thread waits in `poll` on the input and on a wake-up pipe, no longer than the
/// decoder's `pendingDeadline`, so a lone Esc is delivered once its timeout passes.
/// ``stop()`` wakes the thread and ends it. End of input (the terminal hung up) or a read
/// error is reported once through `ended`.
final class TerminalInputReader: Sendable {
  private let descriptor: Int32
  private let deliver: @Sendable ([InputEvent]) -> Void
  private let ended: @Sendable (Error?) -> Void
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let stopped = Atomic(false)
  private let initialDecoder: InputDecoder

  /// A reader of `descriptor` decoding with `decoder` (which may hold the start of a
  /// sequence); `deliver` and `ended` are called on the reader's thread.
  init(
    descriptor: Int32, decoder: InputDecoder = InputDecoder(),
    deliver: @escaping @Sendable ([InputEvent]) -> Void,
    ended: @escaping @Sendable (Error?) -> Void
  ) {
    self.descriptor = descriptor
    initialDecoder = decoder
    self.deliver = deliver
    self.ended = ended
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    }
    wakeRead = ends[0]
    wakeWrite = ends[1]
  }

  deinit {
    if wakeRead >= 0 { close(wakeRead) }
    if wakeWrite >= 0 { close(wakeWrite) }
  }

  /// Starts the reading thread.
  func start() {
    let thread = Thread { [self] in self.run() }
    thread.name = "Trellis input"
    thread.start()
  }

  /// Ends the reading thread (it stops before its next read).
  func stop() {
    guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
    guard wakeWrite >= 0 else { return }
    var byte: UInt8 = 1
    _ = Glibc.write(wakeWrite, &byte, 1)
  }

  private func run() {
    var decoder = initialDecoder
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !stopped.load(ordering: .acquiring) {
      var descriptors = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
      ]
      let timeout = Self.milliseconds(until: decoder.pendingDeadline)
      let ready = poll(&descriptors, wakeRead >= 0 ? 2 : 1, timeout)
      if stopped.load(ordering: .acquiring) { return }
      if ready < 0 {
        if errno == EINTR { continue }
        finish(TerminalError.readFailed(errno: errno))
        return
      }
      let now = DispatchTime.now().uptimeNanoseconds
      if ready == 0 || descriptors[0].revents == 0 {
        let events = decoder.flush(now: now)
        if !events.isEmpty { deliver(events) }
        continue
      }
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        let events = decoder.decode(buffer[0..<count], now: now)
        if !events.isEmpty { deliver(events) }
        continue
      }
      let code = errno
      if count < 0 && (code == EINTR || code == EAGAIN) { continue }
      finish(count == 0 || code == EIO ? nil : TerminalError.readFailed(errno: code))
      return
    }
  }

  private func finish(_ error: Error?) {
    guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
    ended(error)
  }

  /// The poll timeout for a decoder deadline: -1 (forever) for none, else the milliseconds
  /// left, rounded up.
  private static func milliseconds(until deadline: UInt64?) -> Int32 {
    guard let deadline else { return -1 }
    let now = DispatchTime.now().uptimeNanoseconds
    guard deadline > now else { return 0 }
    return Int32(clamping: (deadline - now + 999_999) / 1_000_000)
  }
}
