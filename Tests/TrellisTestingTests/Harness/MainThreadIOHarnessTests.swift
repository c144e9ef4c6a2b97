import Foundation
import Testing
import Trellis
import TrellisTesting

/// An app driven through the harness whose screen reads a real SQLite file: read in the key
/// handler, on the main thread, it is reported and fails the test; read on the background
/// scheduler, it is not.
@MainActor
@Suite struct MainThreadIOHarnessTests {
  /// A plugin whose `notes` screen counts the rows of `notes` in `database` when `r` is
  /// pressed: in the key handler itself, or on the screen's background scheduler with the
  /// count delivered on its main scheduler.
  struct NotesPlugin: Plugin {
    let database: Database
    let readsInTheKeyHandler: Bool

    let manifest = PluginManifest(
      id: "notes", displayName: "Notes", version: "1.0.0", apiVersion: 1...1)

    func register(in context: PluginContext) throws {
      let database = self.database
      let inKeyHandler = readsInTheKeyHandler
      context.route("notes", title: "Notes") { _, environment in
        let view = HarnessTestKeyView()
        let label = Label("no count")
        view.addSubview(label)
        let screen = Screen(title: "Notes", view: view)
        let count = { () throws -> Int in
          try database.query("SELECT count(*) AS n FROM notes").first?.int("n") ?? -1
        }
        view.actions["r"] = { [weak label, weak screen] in
          if inKeyHandler {
            label?.text = "rows: \((try? count()) ?? -1)"
            return
          }
          guard let screen else { return }
          Single.deferred { .just(try count()) }
            .subscribe(on: environment.backgroundScheduler)
            .observe(on: environment.mainScheduler)
            .subscribe(onSuccess: { label?.text = "rows: \($0)" })
            .disposed(by: screen.disposeBag)
        }
        return screen
      }
      context.tab(title: "Notes", route: "notes")
    }
  }

  private func makeDatabase(in folder: URL) throws -> Database {
    let database = try Database(path: folder.appendingPathComponent("app.sqlite").path)
    try database.execute("CREATE TABLE notes (text TEXT)")
    try database.execute("INSERT INTO notes VALUES ('a'), ('b')")
    return database
  }

  private func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-main-thread-io-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aKeyHandlerReadingTheDatabaseIsReportedNamingThePlugin() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = try makeDatabase(in: folder)
    let harness = AppHarness(
      plugins: [NotesPlugin(database: database, readsInTheKeyHandler: true)],
      size: TerminalSize(width: 60, height: 12))
    let reports = try MainThreadIO.collectingReports { try harness.send(keys: "r") }
    #expect(harness.screen[1].hasPrefix("rows: 2"), "\(harness.screenText)")
    #expect(reports.count == 1)
    #expect(reports.first?.contains("Database.query ran on the main thread") == true)
    #expect(reports.first?.contains("plugin notes, in a key handler (r)") == true)
  }

  @Test func theReportIsATestFailure() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = try makeDatabase(in: folder)
    let harness = AppHarness(
      plugins: [NotesPlugin(database: database, readsInTheKeyHandler: true)],
      size: TerminalSize(width: 60, height: 12))
    let before = MainThreadIO.reportCount
    // Not written to the suite's log: this report is the test's own.
    try withKnownIssue {
      try MainThreadIO.withoutLogging { try harness.send(keys: "r") }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Database.query ran on the main thread") }
    }
    #expect(MainThreadIO.reportCount > before)
  }

  @Test func theSameReadOnTheBackgroundSchedulerIsNotReported() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = try makeDatabase(in: folder)
    let harness = AppHarness(
      plugins: [NotesPlugin(database: database, readsInTheKeyHandler: false)],
      size: TerminalSize(width: 60, height: 12))
    let reports = try MainThreadIO.collectingReports { try harness.send(keys: "r") }
    #expect(harness.screen[1].hasPrefix("rows: 2"), "\(harness.screenText)")
    #expect(reports == [])
  }
}
