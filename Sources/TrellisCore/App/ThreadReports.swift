import Synchronization
import TrellisRx
import TrellisUI

/// While the app owns the terminal, `ThreadConfinement`'s reports (debug builds: a view or
/// the navigator used from the wrong thread) go to the status bar instead of stderr, which
/// would write over the screen, and are kept to print once the terminal is restored.
final class ThreadReports: Sendable {
  private let kept = Mutex<[String]>([])
  private let previous: @Sendable (String) -> Void

  /// Starts routing the reports to `notifier`.
  init(notifier: AppNotifier) {
    previous = ThreadConfinement.report
    ThreadConfinement.report = { [self] message in
      if keep(message) { notifier.error(message) }
    }
  }

  /// Keeps `message`; false when it was kept already.
  private func keep(_ message: String) -> Bool {
    kept.criticalSection { reports -> Bool in
      guard !reports.contains(message) else { return false }
      reports.append(message)
      return true
    }
  }

  /// Gives the reporting back to what it was, and returns the reports kept.
  func stop() -> [String] {
    ThreadConfinement.report = previous
    return kept.criticalSection { $0 }
  }
}

extension App {
  /// Routes thread-confinement reports to the status bar until `stop()`.
  func reportThreadMistakesOnScreen() -> ThreadReports {
    ThreadReports(notifier: notifier)
  }
}
