import Foundation
import Synchronization
import Trellis

/// A headless screen that notes when each frame is shown, so a key can be timed from the
/// moment it arrives to the frame that shows it.
@MainActor
final class FrameStampingTarget: RenderTarget {
  let headless: HeadlessRenderTarget
  /// When the key being timed arrived (uptime, ns); the next frame shown answers it.
  var pendingArrival: UInt64?
  /// Called with the time from the pending key's arrival to its frame, in ns.
  var keyShown: ((UInt64) -> Void)?
  /// Frames drawn with no key waiting for them (what the loads redrew).
  private(set) var otherFrames = 0

  init(size: TerminalSize) {
    headless = HeadlessRenderTarget(size: size)
  }

  var size: TerminalSize { headless.size }
  var capabilities: TerminalCapabilities { headless.capabilities }

  func present(_ frame: Buffer, cursor: CursorState) throws {
    try headless.present(frame, cursor: cursor)
    guard let arrival = pendingArrival else {
      otherFrames += 1
      return
    }
    pendingArrival = nil
    keyShown?(DispatchTime.now().uptimeNanoseconds - arrival)
  }

  func forceFullRedraw() { headless.forceFullRedraw() }
  func writeControl(_ bytes: [UInt8]) throws { try headless.writeControl(bytes) }
  func useGraphics(_ graphics: TerminalGraphics) { headless.useGraphics(graphics) }
}

/// Types keys into a running app as a terminal would hand them over: a thread of its own
/// notes the time and queues the key on the main queue (where a real app's input arrives),
/// so the time a key waits for a busy main thread counts, then waits for the key's frame and
/// a pause of 15–25 ms (a fast typist) before the next key.
final class KeyArrivalTimer: Sendable {
  /// The times from arrival to frame, in ns, in the order typed.
  var samples: [UInt64] { results.withLock { $0.samples } }
  /// Keys whose frame did not come within a second.
  var missed: Int { results.withLock { $0.missed } }

  private let results = Mutex<(samples: [UInt64], missed: Int)>(([], 0))
  private let shown = DispatchSemaphore(value: 0)
  private let finished = Atomic<Bool>(false)

  /// Types `count` keys into `session` (Down 500 times, Up 500 times, and so on), whose
  /// frames go to `target`; turns the main run loop until the last key's frame is shown.
  /// Call on the main thread.
  @MainActor
  func type(count: Int, into session: AppSession, target: FrameStampingTarget) {
    target.keyShown = { [self] elapsed in
      results.withLock { $0.samples.append(elapsed) }
      shown.signal()
    }
    nonisolated(unsafe) let session = session
    nonisolated(unsafe) let target = target
    let thread = Thread { [self] in
      var random = SystemRandomNumberGenerator()
      for index in 0..<count {
        Thread.sleep(forTimeInterval: Double.random(in: 0.015...0.025, using: &random))
        let key: KeyEvent = (index / 500) % 2 == 0 ? .down : .up
        let arrival = DispatchTime.now().uptimeNanoseconds
        DispatchQueue.main.async {
          MainActor.assumeIsolated {
            target.pendingArrival = arrival
            session.loop.deliver(.key(key))
          }
        }
        if shown.wait(timeout: .now() + 1) == .timedOut {
          results.withLock { $0.missed += 1 }
          // The key drew nothing (or very late): its frame must not answer the next key.
          DispatchQueue.main.sync { MainActor.assumeIsolated { target.pendingArrival = nil } }
          while shown.wait(timeout: .now()) == .success {}
        }
      }
      finished.store(true, ordering: .releasing)
    }
    thread.start()
    while !finished.load(ordering: .acquiring) {
      _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
    }
    target.keyShown = nil
  }
}

/// Percentiles of key-to-frame times.
struct KeyLatency {
  let p50: UInt64
  let p99: UInt64
  let max: UInt64
  let count: Int

  init(_ samples: [UInt64]) {
    let sorted = samples.sorted()
    count = sorted.count
    p50 = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    p99 = sorted.isEmpty ? 0 : sorted[sorted.count * 99 / 100]
    max = sorted.last ?? 0
  }
}
