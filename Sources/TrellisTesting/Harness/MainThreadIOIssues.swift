import TrellisRx
import TrellisServices

#if canImport(Testing)
  import Testing
#endif

/// Makes blocking I/O on the main thread of an interactive app fail the test that caused
/// it: once installed, each report of `MainThreadIO` (debug builds: a database, file,
/// settings or git call from a key handler, a screen's factory or bindings, a drawing) is
/// recorded as an issue of the running Swift Testing test, with the report's text.
///
/// ``AppHarness`` installs it: a plugin test that drives its screens through the harness
/// fails on the plugin's first main-thread I/O. A test that means to cause a report wraps
/// the call in `MainThreadIO.collectingReports(_:)`, whose reports are its own.
public enum MainThreadIOIssues {
  /// Installs the recording for the whole process (once; later calls do nothing).
  public static func install() {
    _ = installation
  }

  private static let installation: Void = {
    // The subscription lasts as long as the process: the subject never completes.
    _ = MainThreadIO.reported.subscribe(onNext: { message in
      #if canImport(Testing)
        Issue.record(Comment(rawValue: message))
      #endif
    })
  }()
}
