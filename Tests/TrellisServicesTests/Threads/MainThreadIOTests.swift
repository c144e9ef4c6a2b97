import Foundation
import Testing

@testable import TrellisServices

/// The main-thread I/O check against a real SQLite file and real settings files: a call on
/// the main thread while the app is interactive is reported, naming the entry point and what
/// ran; the same call on another thread, or on the main thread outside interactive work, is
/// not.
@Suite struct MainThreadIOTests {
  @MainActor @Test func aQueryInInteractiveWorkOnTheMainThreadIsReported() throws {
    let folder = try StorageTestFolder()
    // Opening it here is a test's set-up, not interactive work: no report.
    var database: Database?
    let setUp = try MainThreadIO.collectingReports {
      database = try Database(path: folder.file("app.sqlite"))
      try database?.execute("CREATE TABLE notes (text TEXT)")
    }
    #expect(setUp == [])
    let reports = try MainThreadIO.collectingReports {
      try MainThreadIO.whileInteractive({ "plugin notes, in a key handler (r)" }) {
        _ = try database?.query("SELECT text FROM notes")
      }
    }
    #expect(reports.count == 1)
    #expect(reports.first?.contains("Database.query ran on the main thread") == true)
    #expect(reports.first?.contains("(plugin notes, in a key handler (r))") == true)
  }

  @MainActor @Test func writesTransactionsAndOpeningAreReported() throws {
    let folder = try StorageTestFolder()
    let reports = try MainThreadIO.collectingReports {
      try MainThreadIO.whileInteractive({ "a test's screen" }) {
        let database = try Database(path: folder.file("app.sqlite"))
        try database.execute("CREATE TABLE notes (text TEXT)")
        try database.transaction { try database.execute("INSERT INTO notes VALUES ('a')") }
      }
    }
    let entryPoints = reports.compactMap { $0.split(separator: " ").dropFirst().first }
    #expect(
      entryPoints == [
        "Database.open", "Database.execute", "Database.transaction", "Database.execute",
      ])
  }

  @MainActor @Test func settingsLoadsAndSavesAreReported() throws {
    let folder = try StorageTestFolder()
    try folder.write("{\"tasks\": {\"pageSize\": 10}}", to: "settings.json")
    let reports = try MainThreadIO.collectingReports {
      try MainThreadIO.whileInteractive({ "a test's screen" }) {
        let settings = try Settings(
          app: "test", path: folder.file("settings.json"), environment: [:])
        // Read from memory: no I/O, no report.
        #expect(try settings.section("tasks").get("pageSize", default: 0) == 10)
        try settings.section("tasks").set("pageSize", 20)
      }
    }
    #expect(reports.count == 2)
    #expect(reports.first?.contains("Settings.load") == true)
    #expect(reports.last?.contains("AtomicFileWriter.write") == true)
  }

  @Test func theSameQueryOnABackgroundThreadIsNotReported() async throws {
    let folder = try StorageTestFolder()
    let path = folder.file("app.sqlite")
    let reports = try await Task.detached {
      try MainThreadIO.collectingReports {
        try MainThreadIO.whileInteractive({ "plugin notes, in a key handler (r)" }) {
          let database = try Database(path: path)
          _ = try database.query("SELECT 1")
        }
      }
    }.value
    #expect(reports == [])
  }

  @MainActor @Test func whileAnAppOwnsTheMainThreadEveryCallOnItIsReported() throws {
    let folder = try StorageTestFolder()
    let database = try Database(path: folder.file("app.sqlite"))
    // Set and cleared without a suspension: no other main-actor code runs meanwhile.
    MainThreadIO.setAppRunning { "while plugin notes's screen is shown" }
    defer { MainThreadIO.setAppRunning(nil) }
    let reports = try MainThreadIO.collectingReports { _ = try database.query("SELECT 1") }
    MainThreadIO.setAppRunning(nil)
    let after = try MainThreadIO.collectingReports { _ = try database.query("SELECT 1") }
    #expect(reports.count == 1)
    #expect(reports.first?.contains("(while plugin notes's screen is shown)") == true)
    #expect(after == [])
  }

  @Test func eachDistinctReportIsOneLineOfTheLogAndEveryOneIsCounted() throws {
    let folder = try StorageTestFolder()
    let log = MainThreadIOLog(logPath: folder.file("main-thread-io.log"))
    var seen: [String] = []
    let subscription = log.subject.subscribe(onNext: { seen.append($0) })
    defer { subscription.dispose() }
    log.record("Trellis: Database.query ran on the main thread (a)")
    log.record("Trellis: Database.query ran on the main thread (a)")
    log.record("Trellis: Settings.load ran on the main thread (b)")
    let lines = String(decoding: try folder.read("main-thread-io.log"), as: UTF8.self)
      .split(separator: "\n")
    #expect(
      lines == [
        "Trellis: Database.query ran on the main thread (a)",
        "Trellis: Settings.load ran on the main thread (b)",
      ])
    #expect(log.count == 3)
    #expect(seen.count == 3)
  }

  @Test func aReportIsOneLine() {
    let message = MainThreadIO.message(entryPoint: "Database.query", context: "plugin a\nb")
    #expect(!message.contains("\n"))
    #expect(message.hasPrefix("Trellis: Database.query ran on the main thread (plugin a b)"))
  }
}
