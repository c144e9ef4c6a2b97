import Foundation
import TrellisCore
import TrellisRx

extension AppHarness {
  /// The bound on a wait when a test names none: 5 seconds of virtual time; 120 seconds of
  /// real time, since a busy machine running many tests (hundreds of main-actor tests
  /// taking turns on the main queue) can keep a test's wait from its turn for half a
  /// minute and more. A bound that only ends broken tests: a wait that succeeds returns as
  /// soon as its condition holds.
  public var defaultWaitTimeout: TimeInterval { testScheduler == nil ? 120 : 5 }

  /// Waits until no frame is pending and none was drawn for `quiet` seconds, at most
  /// `timeout` seconds; true if it settled. With the virtual clock it settles at once.
  ///
  /// The waits run on the main actor, between the frames the main queue draws: an async
  /// function without it would run on the global executor and read the screen while a
  /// frame is being drawn into it.
  @discardableResult
  @MainActor
  public func waitUntilSettled(quiet: TimeInterval = 0.05, timeout: TimeInterval? = nil)
    async -> Bool
  {
    if testScheduler != nil {
      settle()
      return true
    }
    var frames = frameCount
    var quietSince = Date()
    let deadline = Date().addingTimeInterval(timeout ?? defaultWaitTimeout)
    while Date() < deadline {
      await Self.yieldToMain()
      let loop = session.loop
      if loop.isFramePending || loop.window.needsDisplay || loop.frameCount != frames {
        frames = loop.frameCount
        quietSince = Date()
      } else if Date().timeIntervalSince(quietSince) >= quiet || !loop.isRunning {
        return true
      }
    }
    return false
  }

  /// Waits until `text` shows on the screen, at most `timeout` seconds (of virtual time
  /// with the virtual clock, moved on a millisecond at a time; ``defaultWaitTimeout`` when
  /// nil); true if it shows. The bound keeps a broken test from hanging; it is no
  /// assertion about speed.
  @MainActor
  public func waitFor(text: String, timeout: TimeInterval? = nil) async -> Bool {
    await waitUntil(timeout: timeout) { self.screenText.contains(text) }
  }

  /// Waits until `condition` holds, at most `timeout` seconds (virtual with the virtual
  /// clock; ``defaultWaitTimeout`` when nil); true if it holds.
  @MainActor
  public func waitUntil(timeout: TimeInterval? = nil, _ condition: () -> Bool) async -> Bool {
    let timeout = timeout ?? defaultWaitTimeout
    if let scheduler = testScheduler {
      let end = scheduler.clock + Int(timeout * 1000)
      while !condition() && scheduler.clock < end {
        scheduler.advanceTo(scheduler.clock + 1)
        settle()
      }
      return condition()
    }
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() && Date() < deadline {
      await Self.yieldToMain()
    }
    return condition()
  }

  // MARK: Helpers

  func pass(milliseconds: Int) {
    if let scheduler = testScheduler {
      scheduler.advanceTo(scheduler.clock + milliseconds)
      settle()
      return
    }
    let until = Date().addingTimeInterval(TimeInterval(milliseconds) / 1000)
    if Thread.isMainThread {
      Self.turnMainRunLoop(seconds: until.timeIntervalSinceNow)
    } else {
      Thread.sleep(until: until)
    }
  }

  /// Lets queued main-queue work run: turns the run loop on the main thread, else yields
  /// (the main actor's queue runs other work meanwhile).
  static func yieldToMain() async {
    if Thread.isMainThread {
      turnMainRunLoop(seconds: 0.005)
    } else {
      try? await Task.sleep(nanoseconds: 5_000_000)
    }
  }

  /// Turns the main run loop for `seconds`.
  static func turnMainRunLoop(seconds: TimeInterval) {
    let until = Date().addingTimeInterval(seconds)
    repeat {
      _ = RunLoop.main.run(mode: .default, before: Swift.min(until, Date() + 0.01))
    } while Date() < until
  }

  static func seconds(_ interval: RxTimeInterval) -> Double {
    switch interval {
    case .seconds(let value): return Double(value)
    case .milliseconds(let value): return Double(value) / 1_000
    case .microseconds(let value): return Double(value) / 1_000_000
    case .nanoseconds(let value): return Double(value) / 1_000_000_000
    case .never: return 0
    @unknown default: return 0
    }
  }
}
