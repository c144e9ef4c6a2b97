import Foundation
import Synchronization
import TrellisRx
import TrellisTerminal

/// A thread that watches the main thread: when a plugin's marked call (see
/// ``MainThreadActivity``) has not returned after ``limit`` seconds, it names the plugin and
/// what its code was doing — "plugin repos has held the main thread for 2.0 s in a key
/// handler (enter)" — once per call. While pings are on (the app's run loop turns the main
/// queue), it also notices the main thread held outside any marked call, and names the
/// plugin whose screen is shown.
///
/// Each report goes to the reporter the app sets (the status bar, drawn from this thread
/// while the main thread cannot draw, or standard error before the terminal is taken) and
/// is kept in ``reports``. Time the whole process was stopped (Ctrl-Z) does not count.
public final class MainThreadWatchdog: Sendable {
  /// The marker it reads.
  public let activity: MainThreadActivity
  /// Seconds the main thread may be held before a report.
  public let limit: TimeInterval

  private struct State {
    var reporter: @Sendable (String) -> Void = { _ in }
    var reports: [String] = []
    var reportedMark: UInt64?
    var reportedPing: UInt64?
    var pings = false
    var lastTick: ContinuousClock.Instant?
    var resumed: ContinuousClock.Instant?
    var running = false
    var generation: UInt64 = 0
  }

  private let state = Mutex(State())

  /// A watchdog reading `activity`, reporting after `limit` seconds.
  public init(activity: MainThreadActivity, limit: TimeInterval) {
    self.activity = activity
    self.limit = Swift.max(0.01, limit)
  }

  /// Starts the watching thread, unless it runs.
  public func start() {
    let generation = state.criticalSection { state -> UInt64? in
      guard !state.running else { return nil }
      state.running = true
      state.generation &+= 1
      state.lastTick = nil
      return state.generation
    }
    guard let generation else { return }
    // A quarter of the limit: a report comes at most a quarter late; a few wake-ups a second.
    let interval = Swift.min(0.5, Swift.max(0.01, limit / 4))
    Thread.detachNewThread { [self] in
      while isRunning(generation) {
        Thread.sleep(forTimeInterval: interval)
        check()
      }
    }
  }

  /// Stops the watching thread (``start()`` starts it again).
  public func stop() {
    state.criticalSection { $0.running = false }
  }

  private func isRunning(_ generation: UInt64) -> Bool {
    state.criticalSection { $0.running && $0.generation == generation }
  }

  /// The reports made so far, in order.
  public var reports: [String] {
    state.criticalSection { $0.reports }
  }

  /// Where later reports go (besides ``reports``).
  func setReporter(_ reporter: @escaping @Sendable (String) -> Void) {
    state.criticalSection { $0.reporter = reporter }
  }

  /// Whether it pings the main queue to notice the main thread held outside marked calls;
  /// only while something turns the main run loop (else every ping would look stuck).
  func setPinging(_ pinging: Bool) {
    state.criticalSection { $0.pings = pinging }
  }

  /// Looks once: reports a stall not reported yet.
  func check() {
    let now = ContinuousClock.now
    let (since, pings) = state.criticalSection { state -> (ContinuousClock.Instant, Bool) in
      // A tick far later than asked: the process was stopped (Ctrl-Z); count from now.
      if let last = state.lastTick, now - last > .seconds(Swift.max(1, limit / 2)) {
        state.resumed = now
      }
      state.lastTick = now
      return (state.resumed ?? now - .seconds(3_600 * 24), state.pings)
    }
    if let mark = activity.current {
      let held = Self.seconds(now - Swift.max(mark.since, since))
      guard held >= limit else { return }
      report(
        Self.message(held: held, mark: mark),
        isNew: { state in
          guard state.reportedMark != mark.serial else { return false }
          state.reportedMark = mark.serial
          return true
        })
      return
    }
    guard pings else { return }
    let ping = activity.ping()
    let held = Self.seconds(now - Swift.max(ping.sent, since))
    guard held >= limit, !activity.pingAnswered(ping.serial) else { return }
    let shown = activity.shownPlugin
    report(
      Self.message(held: held, shownPlugin: shown),
      isNew: { state in
        guard state.reportedPing != ping.serial else { return false }
        state.reportedPing = ping.serial
        return true
      })
  }

  private func report(_ message: String, isNew: (inout State) -> Bool) {
    let reporter = state.criticalSection { state -> (@Sendable (String) -> Void)? in
      guard isNew(&state) else { return nil }
      state.reports.append(message)
      return state.reporter
    }
    reporter?(message)
  }

  /// "plugin repos has held the main thread for 2.0 s in a key handler (enter): …".
  static func message(held: Double, mark: MainThreadActivity.Mark) -> String {
    TextSanitizer.sanitize(
      "plugin \(mark.activity.pluginID) has held the main thread for "
        + "\(PluginTimeLimits.format(held)) \(mark.activity): the app cannot answer until it "
        + "returns; report this to the plugin's author")
  }

  /// The main thread held outside any marked call.
  static func message(held: Double, shownPlugin: String?) -> String {
    let suspect =
      shownPlugin.map { " while plugin \($0)'s screen is shown (work it scheduled?)" } ?? ""
    return TextSanitizer.sanitize(
      "the main thread has not come back for \(PluginTimeLimits.format(held))\(suspect): "
        + "the app cannot answer until it returns")
  }

  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}
