import Foundation

/// One step of a bounded wait: on the main thread it turns the main run loop (so work that
/// hops through the main queue goes on), elsewhere it sleeps. ``PendingWork`` and the
/// plugins' `willTerminate` hooks wait with it.
enum MainLoopWait {
  /// Waits at most 10 ms, and never past `deadline`.
  static func step(until deadline: Date) {
    let step = Swift.min(deadline, Date().addingTimeInterval(0.01))
    if Thread.isMainThread {
      _ = RunLoop.main.run(mode: .default, before: step)
    } else {
      Thread.sleep(until: step)
    }
  }

  /// Steps until `isDone` holds or `deadline` passed; returns whether it holds.
  static func until(_ deadline: Date, _ isDone: () -> Bool) -> Bool {
    while !isDone() {
      guard Date() < deadline else { return false }
      step(until: deadline)
    }
    return true
  }
}
