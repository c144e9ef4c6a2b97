import Dispatch
import Glibc
import Synchronization

/// The self-pipe between the signal handler and the active ``EndRequestSignals``. Made
/// once (``TerminalRestorer/install()`` makes it before any handler can run), never freed.
///
/// `@unchecked Sendable`: `armed` and `forwarded` are `Atomic`s, `current` is a `Mutex`,
/// and `pipe` is set in `init` and never changes.
final class EndRequestPipe: @unchecked Sendable {
  /// The pipe for the whole process.
  static let shared = EndRequestPipe()

  /// Whether a watch is active (read by the signal handler).
  private let armed = Atomic(false)
  /// Whether a request was forwarded since the watch began (read by the signal handler).
  private let forwarded = Atomic(false)
  private let current = Mutex<EndRequestSignals?>(nil)
  private let pipe = SignalPipe(label: "trellis.end-request-signals")

  private init() {
    pipe.start { [unowned self] signals in
      let watch = current.criticalSection { $0 }
      for signal in signals { watch?.requested(Int32(signal), on: pipe.queue) }
    }
  }

  /// Makes `watch` the active one.
  func arm(_ watch: EndRequestSignals) {
    guard pipe.isOpen else { return }
    current.criticalSection { $0 = watch }
    forwarded.store(false, ordering: .releasing)
    armed.store(true, ordering: .releasing)
  }

  /// Deactivates `watch`, if it is the active one.
  func disarm(_ watch: EndRequestSignals) {
    current.criticalSection { active in
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
    return pipe.send(UInt8(truncatingIfNeeded: signal))
  }
}
