import Dispatch
import Glibc

/// A self-pipe between a signal handler and the rest of the process: the handler writes a
/// byte with ``send(_:)`` (async-signal-safe), and a dispatch source reads every byte
/// waiting and hands them, on ``queue``, to the closure given to ``start(_:)``.
///
/// `@unchecked Sendable`: the descriptors and the source are set in `init` and never
/// change; the source's handler runs only on `queue`.
final class SignalPipe: @unchecked Sendable {
  /// Where the bytes are handed over.
  let queue: DispatchQueue

  private let readEnd: Int32
  private let writeEnd: Int32
  private let source: DispatchSourceRead?

  /// A pipe whose bytes are read on a queue named `label`; both ends are non-blocking and
  /// closed on exec. When the pipe cannot be made, ``isOpen`` is false and nothing is sent.
  init(label: String) {
    queue = DispatchQueue(label: label)
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
    source =
      readEnd >= 0 ? DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: queue) : nil
  }

  /// Whether the pipe was made.
  var isOpen: Bool { writeEnd >= 0 }

  /// Starts reading: `received` gets the bytes waiting each time some arrive. Call once.
  func start(_ received: @escaping @Sendable ([UInt8]) -> Void) {
    guard let source else { return }
    let readEnd = self.readEnd
    source.setEventHandler {
      var bytes: [UInt8] = []
      var scratch = [UInt8](repeating: 0, count: 64)
      while true {
        let count = scratch.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        bytes += scratch[0..<count]
      }
      if !bytes.isEmpty { received(bytes) }
    }
    source.resume()
  }

  /// Writes `byte`; true when it was written. Async-signal-safe.
  func send(_ byte: UInt8) -> Bool {
    guard writeEnd >= 0 else { return false }
    var byte = byte
    return Glibc.write(writeEnd, &byte, 1) == 1
  }
}
