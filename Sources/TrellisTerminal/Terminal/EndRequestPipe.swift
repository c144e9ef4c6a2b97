import Dispatch
import Glibc
import Synchronization

/// The self-pipe between the signal handler and the active ``EndRequestSignals``. Made
/// once (``TerminalRestorer/install()`` makes it before any handler can run), never freed.
final class EndRequestPipe: @unchecked Sendable {
  /// The pipe for the whole process.
  static let shared = EndRequestPipe()

  private let readDescriptor: Int32
  private let writeDescriptor: Int32
  /// Whether a watch is active (read by the signal handler).
  private let armed = Atomic(false)
  /// Whether a request was forwarded since the watch began (read by the signal handler).
  private let forwarded = Atomic(false)
  private let queue = DispatchQueue(label: "trellis.end-request-signals")
  private let current = Mutex<EndRequestSignals?>(nil)
  /// The read source; touched only on `queue` after `init`.
  private let source: DispatchSourceRead?

  private init() {
    var descriptors: [Int32] = [-1, -1]
    if pipe(&descriptors) == 0 {
      for descriptor in descriptors {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      }
    } else {
      descriptors = [-1, -1]
    }
    readDescriptor = descriptors[0]
    writeDescriptor = descriptors[1]
    guard readDescriptor >= 0 else {
      source = nil
      return
    }
    let source = DispatchSource.makeReadSource(fileDescriptor: readDescriptor, queue: queue)
    self.source = source
    source.setEventHandler { [unowned self] in self.drain() }
    source.resume()
  }

  /// Makes `watch` the active one.
  func arm(_ watch: EndRequestSignals) {
    guard writeDescriptor >= 0 else { return }
    current.withLock { $0 = watch }
    forwarded.store(false, ordering: .releasing)
    armed.store(true, ordering: .releasing)
  }

  /// Deactivates `watch`, if it is the active one.
  func disarm(_ watch: EndRequestSignals) {
    current.withLock { active in
      guard active === watch else { return }
      active = nil
      armed.store(false, ordering: .releasing)
    }
  }

  /// Hands `signal` to the active watch. True when it did: the handler then returns and
  /// the process goes on. False when no watch is active or a request was already
  /// forwarded (the caller restores and ends the process). Async-signal-safe.
  func forward(_ signal: Int32) -> Bool {
    guard armed.load(ordering: .acquiring),
      !forwarded.exchange(true, ordering: .acquiringAndReleasing)
    else { return false }
    var byte = UInt8(truncatingIfNeeded: signal)
    return write(writeDescriptor, &byte, 1) == 1
  }

  /// Reads the signals written and hands them to the active watch.
  private func drain() {
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = buffer.withUnsafeMutableBytes { read(readDescriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return }
    let watch = current.withLock { $0 }
    for byte in buffer[0..<count] {
      watch?.requested(Int32(byte), on: queue)
    }
  }
}
