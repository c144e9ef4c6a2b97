import Foundation
import Glibc
import Synchronization
import Trellis

/// A headless screen that notes when each frame is shown, so a key can be timed from the
/// moment it arrives to the frame that shows it. Use it on the main thread only (the app's
/// run loop presents there).
final class FrameStampingTarget: RenderTarget {
  let headless: HeadlessRenderTarget
  /// When the key being timed arrived (uptime, ns) and the main thread's wait for a CPU
  /// then (``MainThreadSchedule``); the next frame shown answers it.
  var pendingArrival: (time: UInt64, runQueueWait: UInt64)?
  /// Called with the time from the pending key's arrival to its frame, and how much of it
  /// the main thread spent ready to run but waiting for a CPU, in ns.
  var keyShown: ((KeySample) -> Void)?
  /// Frames drawn with no key waiting for them (what the loads redrew).
  private(set) var otherFrames = 0

  init(size: TerminalSize) {
    headless = HeadlessRenderTarget(size: size)
  }

  var size: TerminalSize { headless.size }
  var capabilities: TerminalCapabilities { headless.capabilities }

  func present(_ frame: Buffer, cursor: CursorState) throws {
    headless.present(frame, cursor: cursor)
    guard let arrival = pendingArrival else {
      otherFrames += 1
      return
    }
    let now = DispatchTime.now().uptimeNanoseconds
    pendingArrival = nil
    let waited = MainThreadSchedule.read().runQueueWait &- arrival.runQueueWait
    keyShown?(KeySample(total: now - arrival.time, waitingForCPU: min(waited, now - arrival.time)))
  }

  func forceFullRedraw() { headless.forceFullRedraw() }
  func writeControl(_ bytes: [UInt8]) throws { headless.writeControl(bytes) }
  func useGraphics(_ graphics: TerminalGraphics) { headless.useGraphics(graphics) }
}

/// Types keys into a running app as a terminal would hand them over: a thread of its own
/// notes the time and queues the key on the main queue (where a real app's input arrives),
/// so the time a key waits for a busy main thread counts, then waits for the key's frame and
/// a pause of 15–25 ms (a fast typist) before the next key.
final class KeyArrivalTimer: Sendable {
  /// The keys' times, in the order typed.
  var samples: [KeySample] { results.withLock { $0.samples } }
  /// Keys whose frame did not come within 10 seconds.
  var missed: Int { results.withLock { $0.missed } }

  private let results = Mutex<(samples: [KeySample], missed: Int)>(([], 0))
  private let shown = DispatchSemaphore(value: 0)
  private let finished = Atomic<Bool>(false)

  /// Types `count` keys into `session` (Down 500 times, Up 500 times, and so on), whose
  /// frames go to a ``FrameStampingTarget``; turns the main run loop until the last key's
  /// frame is shown. Call on the main thread.
  @MainActor
  func type(count: Int, into session: AppSession) {
    guard let target = session.loop.target as? FrameStampingTarget else {
      check(false, "the app does not draw into a FrameStampingTarget")
      return
    }
    target.keyShown = { [self] elapsed in
      results.withLock { $0.samples.append(elapsed) }
      shown.signal()
    }
    // The thread reaches the target only through the session, on the main queue.
    let thread = Thread { [self] in
      var random = SystemRandomNumberGenerator()
      for index in 0..<count {
        Thread.sleep(forTimeInterval: Double.random(in: 0.015...0.025, using: &random))
        let key: KeyEvent = (index / 500) % 2 == 0 ? .down : .up
        let waited = MainThreadSchedule.read().runQueueWait
        let arrival = (time: DispatchTime.now().uptimeNanoseconds, runQueueWait: waited)
        DispatchQueue.main.async {
          MainActor.assumeIsolated {
            (session.loop.target as? FrameStampingTarget)?.pendingArrival = arrival
            session.loop.deliver(.key(key))
          }
        }
        if shown.wait(timeout: .now() + 10) == .timedOut {
          results.withLock { $0.missed += 1 }
          // The key drew nothing (or very late): its frame must not answer the next key.
          DispatchQueue.main.sync {
            MainActor.assumeIsolated {
              (session.loop.target as? FrameStampingTarget)?.pendingArrival = nil
            }
          }
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

/// One key: from its arrival to its frame, and the part of that the main thread was ready
/// to run but had no CPU (the machine's other work, the loads' threads), in ns.
struct KeySample: Sendable {
  var total: UInt64
  var waitingForCPU: UInt64
}

/// Percentiles of key-to-frame times.
struct KeyLatency {
  let p50: UInt64
  let p99: UInt64
  let max: UInt64
  /// The 99th percentile of the times less their wait for a CPU: the main thread's own
  /// work, and the work queued ahead of the key on it.
  let p99OnCPU: UInt64

  init(_ samples: [KeySample]) {
    let sorted = samples.map(\.total).sorted()
    let onCPU = samples.map { $0.total - $0.waitingForCPU }.sorted()
    p50 = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    p99 = sorted.isEmpty ? 0 : sorted[sorted.count * 99 / 100]
    max = sorted.last ?? 0
    p99OnCPU = onCPU.isEmpty ? 0 : onCPU[onCPU.count * 99 / 100]
  }
}

/// The main thread's time on a CPU and its time ready to run but waiting for one, from
/// Linux's `/proc/self/task/<main thread>/schedstat`, in ns (zero where it cannot be read).
struct MainThreadSchedule {
  var onCPU: UInt64
  var runQueueWait: UInt64

  /// Read now; from any thread.
  static func read() -> MainThreadSchedule {
    let file = open("/proc/self/task/\(getpid())/schedstat", O_RDONLY)
    guard file >= 0 else { return MainThreadSchedule(onCPU: 0, runQueueWait: 0) }
    defer { close(file) }
    var bytes = [UInt8](repeating: 0, count: 96)
    let count = bytes.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress, 95) }
    let fields = String(decoding: bytes.prefix(max(0, count)), as: UTF8.self)
      .split(separator: " ").compactMap {
        UInt64($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
    guard fields.count >= 2 else { return MainThreadSchedule(onCPU: 0, runQueueWait: 0) }
    return MainThreadSchedule(onCPU: fields[0], runQueueWait: fields[1])
  }
}
