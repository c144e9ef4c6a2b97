import Foundation
import TrellisTerminal

extension App {
  /// How long, in seconds, past ``pendingWorkLimit`` a signal gives the app to end before
  /// the process is ended by the signal: time for the last frame and the terminal's restore.
  public nonisolated static let signalGrace: TimeInterval = 3

  /// Routes SIGTERM, SIGHUP and SIGINT to `session`: each asks it, on the main queue, to
  /// quit with status 128 + the signal — the path `q` takes — so the app ends as it does
  /// for `q`. Cancel the watch once the app has ended.
  ///
  /// When the main thread does not answer within the watchdog's limit (a plugin's code
  /// holds it), a ``HeldMainThreadEnding`` runs the other plugins' `willTerminate()` and
  /// waits for the pending work from another thread, within ``pendingWorkLimit`` seconds
  /// (and before the watch's fallback), then restores the terminal and ends the process
  /// by the signal, naming the plugin that held the main thread.
  func watchEndSignals(_ session: AppSession) -> EndRequestSignals {
    let box = QuitTarget(session.loop)
    let fallback = pendingWorkLimit + Self.signalGrace
    let answerTime = watchdog.limit
    let held = HeldMainThreadEnding(
      app: self, answerTime: answerTime,
      limit: Swift.max(0, Swift.min(pendingWorkLimit, fallback - answerTime - 1)))
    return EndRequestSignals(
      fallbackAfter: fallback,
      message: "\(TextSanitizer.sanitize(name)): did not end in time after a request to end"
    ) { signal in
      DispatchQueue.main.async { box.loop?.quit(status: 128 + signal) }
      held.begin(signal)
    }
  }
}

/// The run loop, handed to the signal watch's queue, which only touches it on the main
/// queue.
private final class QuitTarget: @unchecked Sendable {
  weak let loop: AppRunLoop?

  init(_ loop: AppRunLoop) {
    self.loop = loop
  }
}
