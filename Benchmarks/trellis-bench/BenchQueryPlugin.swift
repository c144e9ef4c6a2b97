import Foundation
import Trellis

/// How far the query plugin's work went: read on the main thread.
@MainActor
final class QueryProgress {
  /// Queries that ran to the end.
  var finished = 0
  /// Queries the database stopped (the plugin's statement time limit, say).
  var failed = 0
  /// Whether a query is running now.
  var isRunning = false
  /// Whether the screen should go on starting queries.
  var keepsRunning = true
  /// The last failure's message.
  var lastError: String?
}

/// A plugin whose screen runs a long query in its own database namespace, over and over
/// while it is open: a recursive CTE counting to `limit`, on a background scheduler, the
/// result delivered on the main scheduler — a plugin keeping the database busy the way
/// issue 25 describes, through the app's `Database` service and the plugin's limits.
struct BenchQueryPlugin: Plugin {
  let manifest = PluginManifest(
    id: "benchquery", displayName: "Bench query", version: "1.0.0", apiVersion: 1...1,
    requiredServices: [.key(.database)])

  /// How far the CTE counts.
  static let limit = 3_000_000
  static let sql = """
    WITH RECURSIVE counter(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM counter WHERE n < ?)
    SELECT count(*) AS total, sum(n % 7) AS checksum FROM counter
    """

  let progress: QueryProgress

  func register(in context: PluginContext) throws {
    let database = try context.database
    let progress = self.progress
    context.route("benchquery", title: "Query") { _, environment in
      let label = Label("Counting…")
      let screen = Screen(title: "Query", view: label)
      let running = SerialDisposable()
      screen.disposeBag.insert(running)
      @MainActor func next() {
        guard progress.keepsRunning else { return }
        progress.isRunning = true
        running.disposable = database.rx.query(
          BenchQueryPlugin.sql, [BenchQueryPlugin.limit], on: environment.backgroundScheduler
        )
        .observe(on: environment.mainScheduler)
        .subscribe(
          onSuccess: { rows in
            MainActor.assumeIsolated {
              progress.isRunning = false
              progress.finished += 1
              let total = (try? rows.first?.int("total")) ?? 0
              label.text = "Counted to \(total) (\(progress.finished) queries)"
              next()
            }
          },
          onFailure: { error in
            MainActor.assumeIsolated {
              progress.isRunning = false
              progress.failed += 1
              progress.lastError = "\(error)"
              label.text = "The query failed: \(error)"
              next()
            }
          })
      }
      next()
      return screen
    }
    context.tab(title: "Query", route: "benchquery")
  }
}
