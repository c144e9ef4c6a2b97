import Foundation
import TrellisTerminal

extension App {
  /// How long, in seconds, past ``pendingWorkLimit`` a signal gives the app to end before
  /// the process is ended by the signal: time for the last frame and the terminal's restore.
  public static let signalGrace: TimeInterval = 3

  /// Routes SIGTERM, SIGHUP and SIGINT to `session`: each asks it, on the main queue, to
  /// quit with status 128 + the signal — the path `q` takes — so the app ends as it does
  /// for `q`. Cancel the watch once the app has ended.
  func watchEndSignals(_ session: AppSession) -> EndRequestSignals {
    let box = QuitTarget(session.loop)
    return EndRequestSignals(
      fallbackAfter: pendingWorkLimit + Self.signalGrace,
      message: "\(TextSanitizer.sanitize(name)): did not end in time after a request to end"
    ) { signal in
      DispatchQueue.main.async { box.loop?.quit(status: 128 + signal) }
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
