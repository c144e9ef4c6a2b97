import Foundation
import Synchronization
import TrellisRx
import TrellisTerminal

/// The ending of an app whose main thread is held when a request to end (SIGTERM, SIGHUP,
/// SIGINT) arrives, so the ordinary ending — the path `q` takes, on the main thread — cannot
/// run.
///
/// The request is handed to the main queue as usual; on a thread of its own this ending
/// gives the main thread ``answerTime`` seconds to answer. If it does not, it runs every
/// loaded plugin's `willTerminate()` but that of the plugin whose code holds the main
/// thread (see ``MainThreadActivity``), waits for the pending work, all within
/// ``limit`` seconds, then restores the terminal, writes on standard error which plugin
/// held the main thread and what became of the rest, and ends the process by the signal.
final class HeldMainThreadEnding: Sendable {
  /// The app's name, for the messages.
  let name: String
  /// Seconds the main thread has to answer before it counts as held.
  let answerTime: TimeInterval
  /// Seconds the plugins' hooks and the pending work get, together.
  let limit: TimeInterval
  private let parts: Parts

  /// What the ending works with: touched from the ending's thread only while the main
  /// thread is held (the host's termination runs once, under its own lock).
  private struct Parts: @unchecked Sendable {
    let host: PluginHost
    let pendingWork: PendingWork
  }

  /// An ending for `app`'s plugins, once the main thread has not answered for `answerTime`
  /// seconds, finishing within `limit` seconds.
  @MainActor init(app: App, answerTime: TimeInterval, limit: TimeInterval) {
    name = TextSanitizer.sanitize(app.name)
    self.answerTime = answerTime
    self.limit = limit
    parts = Parts(host: app.host, pendingWork: app.pendingWork)
  }

  /// Starts watching for a held main thread after the request `signal`.
  func begin(_ signal: Int32) {
    Thread.detachNewThread { [self] in
      guard !mainThreadAnswers() else { return }
      end(signal)
    }
  }

  /// Whether the main queue runs a block within ``answerTime``.
  private func mainThreadAnswers() -> Bool {
    let box = AnswerBox()
    DispatchQueue.main.async { box.answered.store(true, ordering: .releasing) }
    let deadline = Date().addingTimeInterval(answerTime)
    while Date() < deadline {
      if box.answered.load(ordering: .acquiring) { return true }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return box.answered.load(ordering: .acquiring)
  }

  /// Runs the other plugins' hooks and waits for the work, then ends the process.
  private func end(_ signal: Int32) {
    let host = parts.host
    let held = host.activity.current
    let deadline = Date().addingTimeInterval(limit)
    parts.pendingWork.beginEnding()
    let excluded: Set<String> = held.map { [$0.activity.pluginID] } ?? []
    let problems = host.terminate(limit: limit, excluding: excluded)
    let waited = parts.pendingWork.waitUntilDone(limit: deadline.timeIntervalSinceNow)
    var lines = [Self.heldLine(held, signal: signal)]
    lines += problems.map(\.message)
    lines += waited.lines
    let text = lines.map { "\(name): \($0)" }.joined(separator: "\n")
    EndRequestSignals.endProcess(
      by: signal, saying: TextSanitizer.sanitize(text, keepingNewlines: true))
  }

  /// Which plugin held the main thread when the request came, and what was done instead.
  static func heldLine(_ held: MainThreadActivity.Mark?, signal: Int32) -> String {
    let request = EndRequestSignals.name(of: signal)
    guard let held else {
      return "the main thread was held, outside any plugin's marked code, when \(request) "
        + "came: every plugin's willTerminate ran from another thread; ending now"
    }
    let seconds = MainThreadWatchdog.seconds(ContinuousClock.now - held.since)
    return "plugin \(held.activity.pluginID) held the main thread "
      + "(for \(PluginTimeLimits.format(seconds)) \(held.activity)) when \(request) came: "
      + "the other plugins' willTerminate ran from another thread, and its did not; ending "
      + "now (report this to the plugin's author)"
  }
}

/// The flag the main queue sets when it answers, shared by reference.
private final class AnswerBox: Sendable {
  let answered = Atomic(false)
}
