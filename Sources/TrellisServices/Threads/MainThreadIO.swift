import Foundation
import Synchronization
import TrellisRx

/// Finds blocking I/O on the main thread, in debug builds: Trellis's own file, database,
/// settings and git entry points call ``check(_:)``, which reports a call made on the main
/// thread while the app is interactive. Release builds check nothing (``check(_:)`` is
/// empty there).
///
/// The app is interactive on the main thread:
///
/// - inside a call the app makes into a plugin's code while it runs — a screen's factory and
///   bindings, a key, mouse or paste handler, a frame's drawing, a command — and while the
///   app handles input or draws a frame (the app marks these; the report names the plugin
///   and what its code was doing);
/// - anywhere on the main thread while a full-screen or headless app's run loop turns, from
///   its first frame until it quits (work scheduled on the main scheduler included).
///
/// Start-up — opening the database, a plugin's `register(in:)` and `activate(in:)`, its
/// migrations — is not interactive: it runs before the first frame, within the time budget
/// of `register` and `activate`. Neither is a test's own code outside those calls (a
/// `@MainActor` test that fills a database before it starts an app).
///
/// A report reads
///
/// ```
/// Trellis: Database.query ran on the main thread (plugin tasks, in a key handler (enter)):
/// blocking I/O there freezes the app. Run it on a background scheduler (subscribe(on:)) and
/// deliver the value with observe(on: MainScheduler.instance), or load the screen with a
/// DeferredScreen.
/// ```
///
/// Each report is counted (``reportCount``), kept (``reports``), sent to ``reported`` (the
/// test harness turns it into a test failure), and its text written once to standard error
/// and, when the environment variable `TRELLIS_MAIN_THREAD_IO_LOG` names a file, appended to
/// that file as one line (`make test` counts those lines).
public enum MainThreadIO {
  /// What the checks see of the current thread (or task): the interactive work it is in,
  /// and who collects its reports.
  struct Scope: Sendable {
    /// Describes the interactive work running ("plugin tasks, in a key handler (enter)").
    var context: (@Sendable () -> String)?
    /// Where reports go instead of the usual places (a test expecting them).
    var collector: MainThreadIOCollector?
    /// Whether reports skip standard error and the log file (a test causing one on purpose).
    var isUnlogged = false
  }

  @TaskLocal static var scope = Scope()

  /// Set while an app's run loop owns the main thread: describes what runs there.
  private static let runningApp = Mutex<(@Sendable () -> String)?>(nil)

  /// The environment variable naming the file each report is appended to.
  public static let logVariable = "TRELLIS_MAIN_THREAD_IO_LOG"

  /// Reports `entryPoint` (`"Database.query"`) when it runs on the main thread while the app
  /// is interactive (debug builds; nothing in release builds). Costs a thread check when it
  /// does not report.
  @inline(__always)
  public static func check(_ entryPoint: StaticString) {
    #if DEBUG
      guard MainScheduler.isMainThread else { return }
      checkOnMainThread(entryPoint)
    #endif
  }

  /// The reports made so far in this process (the last 200), outside
  /// ``collectingReports(_:)``.
  public static var reports: [String] {
    MainThreadIOLog.shared.reports
  }

  /// How many reports were made in this process, outside ``collectingReports(_:)``.
  public static var reportCount: Int {
    MainThreadIOLog.shared.count
  }

  /// Each report as it is made, on the thread that made it (the main thread), before
  /// the call it reports runs. Never completes.
  public static var reported: Observable<String> {
    MainThreadIOLog.shared.subject.asObservable()
  }

  /// Runs `body` and returns the reports its checks made on this thread (or task), which go
  /// nowhere else: not counted, not written, not sent to ``reported``. For tests that expect
  /// a report. Empty in release builds.
  public static func collectingReports(_ body: () throws -> Void) rethrows -> [String] {
    #if DEBUG
      let collector = MainThreadIOCollector()
      var inner = scope
      inner.collector = collector
      try $scope.withValue(inner) { try body() }
      return collector.reports
    #else
      try body()
      return []
    #endif
  }

  /// Runs `body` with its reports made as usual — counted, kept, sent to ``reported`` — but
  /// written neither to standard error nor to the log file: for a test that shows how a
  /// report fails a test, without counting in the suite's total.
  package static func withoutLogging(_ body: () throws -> Void) rethrows {
    #if DEBUG
      var inner = scope
      inner.isUnlogged = true
      try $scope.withValue(inner) { try body() }
    #else
      try body()
    #endif
  }

  /// Runs `body` as interactive work that `context` describes ("plugin tasks, in a key
  /// handler (enter)"): checks on the main thread inside it report. TrellisCore marks its
  /// calls into plugins with it.
  @inline(__always)
  package static func whileInteractive<T>(
    _ context: @escaping @Sendable () -> String, _ body: () throws -> T
  ) rethrows -> T {
    #if DEBUG
      var inner = scope
      inner.context = context
      return try $scope.withValue(inner) { try body() }
    #else
      return try body()
    #endif
  }

  /// Marks the main thread as an app's from its first frame until it quits (nil): every
  /// check on it reports meanwhile, described by `context`. TrellisCore sets it while a
  /// terminal or headless app's run loop turns.
  package static func setAppRunning(_ context: (@Sendable () -> String)?) {
    runningApp.criticalSection { $0 = context }
  }

  #if DEBUG
    @inline(never)
    static func checkOnMainThread(_ entryPoint: StaticString) {
      let scope = self.scope
      guard let context = scope.context ?? runningApp.criticalSection({ $0 }) else { return }
      let message = Self.message(entryPoint: "\(entryPoint)", context: context())
      if let collector = scope.collector {
        collector.append(message)
      } else {
        MainThreadIOLog.shared.record(message, logged: !scope.isUnlogged)
      }
    }
  #endif

  /// The report's text, on one line.
  static func message(entryPoint: String, context: String) -> String {
    let text =
      "Trellis: \(entryPoint) ran on the main thread (\(context)): blocking I/O there freezes "
      + "the app. Run it on a background scheduler (subscribe(on:)) and deliver the value with "
      + "observe(on: MainScheduler.instance), or load the screen with a DeferredScreen."
    return String(text.map { $0.isNewline ? " " : $0 })
  }
}

/// The reports made inside one ``MainThreadIO/collectingReports(_:)``.
final class MainThreadIOCollector: Sendable {
  private let kept = Mutex<[String]>([])

  func append(_ message: String) {
    kept.criticalSection { $0.append(message) }
  }

  var reports: [String] {
    kept.criticalSection { $0 }
  }
}
