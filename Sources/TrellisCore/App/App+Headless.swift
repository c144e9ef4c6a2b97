import Foundation
import TrellisRx
import TrellisTerminal

extension App {
  /// Runs the app without a terminal, on a screen of `size` in memory: opens `route`
  /// (else the first tab), types the keys of `keys` (each key delivered on its own, with
  /// the main run loop turned between keys so the app reacts as it would to typing; a
  /// `wait:MS` lets that much real time pass), then waits for the screen to settle — no
  /// frame pending or drawn for `quietPeriod`, at most `limit` — and returns the screen's
  /// lines, trailing spaces trimmed. Keys wait (at most `limit`) while the visible screen is
  /// still loading (``Screen/isLoading``), as a user waits for the spinner; the screen's
  /// lines. A key that quits the app ends the script there. Before
  /// it returns it waits for the ``pendingWork`` as the app ends (see
  /// ``finishPendingWork()``); ``exitStatus`` then says how it ended.
  ///
  /// Call on the main thread (the main scheduler's work runs as the run loop turns).
  /// - Throws: ``AppError/notOnMainThread``, ``AppError/badSize(_:)``.
  public func runHeadless(
    size: TerminalSize, keys: KeyScript = KeyScript(steps: []), route: String? = nil,
    quietPeriod: TimeInterval = 0.1, limit: TimeInterval = 5
  ) throws -> [String] {
    guard Thread.isMainThread else { throw AppError.notOnMainThread }
    guard (1...1000).contains(size.width), (1...1000).contains(size.height) else {
      throw AppError.badSize(size.description)
    }
    let target = HeadlessRenderTarget(size: size)
    let session = start(
      target: target, scheduler: MainScheduler.asyncInstance,
      environment: ScreenEnvironment(services: services), route: route)
    markMainThreadOwned(true)
    Self.turnRunLoop(for: 0)
    for step in keys.steps {
      guard session.isRunning else { break }
      switch step {
      case .input(let event):
        Self.waitWhileLoading(session, limit: limit)
        session.loop.deliver(event)
        Self.turnRunLoop(for: 0)
      case .wait(let milliseconds):
        Self.turnRunLoop(for: TimeInterval(milliseconds) / 1000)
      }
    }
    Self.settle(session.loop, quietPeriod: quietPeriod, limit: limit)
    let lines = target.terminal.lines
    markMainThreadOwned(false)
    finishPendingWork()
    return lines
  }

  /// Turns the main run loop until the loop has had no frame pending or drawn for
  /// `quietPeriod`, or `limit` passed, or the app quit.
  static func settle(_ loop: AppRunLoop, quietPeriod: TimeInterval, limit: TimeInterval) {
    let deadline = Date().addingTimeInterval(limit)
    var quietSince = Date()
    var frames = loop.frameCount
    while loop.isRunning, Date() < deadline {
      turnRunLoop(for: 0.005)
      if loop.isFramePending || loop.window.needsDisplay || loop.frameCount != frames {
        frames = loop.frameCount
        quietSince = Date()
      } else if Date().timeIntervalSince(quietSince) >= quietPeriod {
        return
      }
    }
  }

  /// Turns the main run loop while the visible screen is loading, at most `limit`.
  static func waitWhileLoading(_ session: AppSession, limit: TimeInterval) {
    let deadline = Date().addingTimeInterval(limit)
    while session.isRunning, session.navigator.visibleScreen?.isLoading == true,
      Date() < deadline
    {
      turnRunLoop(for: 0.005)
    }
  }

  /// Lets the main run loop run for `seconds` (0: what is ready now).
  static func turnRunLoop(for seconds: TimeInterval) {
    let until = Date().addingTimeInterval(seconds)
    repeat {
      _ = RunLoop.main.run(
        mode: .default, before: Swift.min(until, Date().addingTimeInterval(0.01)))
    } while Date() < until
  }
}
