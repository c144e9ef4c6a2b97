import Foundation
import Testing
import Trellis
import TrellisRxTest

/// `trellis-demo` run as a real process, as a user or a script would.
@Suite struct DemoCommandTests {
  struct Outcome {
    let status: Int32
    let output: String
    let errors: String

    var lines: [String] {
      output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
  }

  /// The demo executable, built next to the test bundle.
  static var executable: String? {
    let candidates = [
      CommandLine.arguments.first,
      try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
    ]
    for candidate in candidates.compactMap({ $0 }) {
      var directory = URL(fileURLWithPath: candidate).deletingLastPathComponent()
      for _ in 0..<3 {
        let path = directory.appendingPathComponent("trellis-demo").path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
        directory = directory.deletingLastPathComponent()
      }
    }
    return nil
  }

  /// Runs the demo with `arguments` in `home` (by default a fresh one of its own).
  func demo(
    _ arguments: [String], extraEnvironment: [String: String] = [:], home givenHome: URL? = nil
  ) throws -> Outcome {
    let path = try #require(
      Self.executable, "trellis-demo not built; run swift build --build-tests")
    let home =
      givenHome
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { if givenHome == nil { try? FileManager.default.removeItem(at: home) } }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    var environment = Self.homeEnvironment(home)
    environment["TERM"] = "xterm-256color"
    environment["PATH"] = "/usr/bin:/bin"
    environment.merge(extraEnvironment) { $1 }
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try LastingThreads.run { try process.run() }
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errors.fileHandleForReading.readDataToEndOfFile()
    LastingThreads.run { process.waitUntilExit() }
    return Outcome(
      status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
      errors: String(decoding: errData, as: UTF8.self))
  }

  @Test func versionAndHelp() throws {
    let version = try demo(["--version"])
    #expect(version.status == 0)
    // One version, written once: TrellisCore.version (the Plugins page shows it too).
    #expect(version.output.hasPrefix("trellis-demo 0.9.0: Trellis 0.9.0 (plugin API 1)"))
    let help = try demo(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("--headless WxH"))
    #expect(help.output.contains("--data-dir DIR"))
    #expect(help.output.contains("never touch your data"))
    #expect(help.output.contains("Exit status: 0 ok, 2 bad arguments, 1 runtime failure."))
  }

  @Test func countersPersistBetweenRunsInTheDataFolder() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-persist-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let data = Self.dataFolder(home: home).path
    let first = try demo(
      [
        "--data-dir", data, "--headless", "80x12", "--route", "counters", "--keys",
        "a + + + wait:20",
      ],
      home: home)
    #expect(first.status == 0, "\(first.errors)")
    let second = try demo(
      ["--data-dir", data, "--headless", "80x12", "--route", "counters", "--print-screen"],
      home: home)
    #expect(second.status == 0, "\(second.errors)")
    #expect(second.output.contains("number is 3"), "\(second.output)")
  }

  /// The folder the tests that keep data between runs give with `--data-dir`, in `home`.
  static func dataFolder(home: URL) -> URL {
    home.appendingPathComponent("demo-data")
  }

  /// The demo's database in `dataFolder(home:)`.
  static func databasePath(home: URL) -> String {
    dataFolder(home: home).appendingPathComponent("database.sqlite").path
  }

  /// `HOME` and the XDG folders inside `home`, so a run reads and writes nothing of the
  /// user's.
  static func homeEnvironment(_ home: URL) -> [String: String] {
    [
      "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
    ]
  }

  /// `arguments` after `--data-dir dataFolder(home:)`.
  static func keepingData(in home: URL, _ arguments: [String]) -> [String] {
    ["--data-dir", dataFolder(home: home).path] + arguments
  }

  /// Runs the demo with `arguments` in `home` while another connection holds the database's
  /// write lock for `seconds` (its writes wait meanwhile); returns once the lock is let go.
  func demo(
    _ arguments: [String], home: URL, whileLockedFor seconds: Double
  ) throws -> Outcome {
    let holder = try Database(path: Self.databasePath(home: home))
    defer { holder.close() }
    let locked = DispatchSemaphore(value: 0)
    let released = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      _ = try? holder.transaction {
        locked.signal()
        Thread.sleep(forTimeInterval: seconds)
      }
      released.signal()
    }
    locked.wait()
    let outcome = try demo(arguments, home: home)
    released.wait()
    return outcome
  }

  @Test func countersSavedJustBeforeQuittingAreKeptWhenTheSaveWaitsForTheDatabase() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-quit-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let setup = try demo(
      Self.keepingData(in: home, ["--headless", "80x12", "--route", "counters"]), home: home)
    #expect(setup.status == 0, "\(setup.errors)")
    // The two adds are saved while another program holds the database for 1.5 s; the app
    // quits 0.2 s later and must wait for the saves before it ends.
    let run = try demo(
      Self.keepingData(
        in: home, ["--headless", "80x12", "--route", "counters", "--keys", "a a wait:200 q"]),
      home: home,
      whileLockedFor: 1.5)
    #expect(run.status == 0, "\(run.errors)")
    let restart = try demo(
      Self.keepingData(in: home, ["--headless", "80x12", "--route", "counters", "--print-screen"]),
      home: home)
    #expect(restart.status == 0, "\(restart.errors)")
    #expect(restart.lines.filter { $0.contains("number is 0") }.count == 2, "\(restart.output)")
  }

  @Test func aTaskToggledJustBeforeQuittingIsKeptWhenTheWriteWaitsForTheDatabase() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-quit-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let setup = try demo(
      Self.keepingData(in: home, ["--headless", "80x16", "--route", "tasks"]), home: home)
    #expect(setup.status == 0, "\(setup.errors)")
    // The list loads in the background: Space waits for it. The toggle is written while
    // another program holds the database; the app quits at once and must wait for it.
    let run = try demo(
      Self.keepingData(
        in: home, ["--headless", "80x16", "--route", "tasks", "--keys", "wait:700 space q"]),
      home: home,
      whileLockedFor: 2.5)
    #expect(run.status == 0, "\(run.errors)")
    let restart = try demo(
      Self.keepingData(in: home, ["--headless", "80x16", "--route", "tasks", "--print-screen"]),
      home: home)
    #expect(restart.status == 0, "\(restart.errors)")
    #expect(restart.output.contains("Tasks: 2 to do, 1 done"), "\(restart.output)")
  }

  @Test func listsPluginsAndRoutes() throws {
    let plugins = try demo(["--list-plugins"])
    #expect(plugins.status == 0)
    #expect(plugins.lines.first?.hasPrefix("trellis") == true)
    #expect(plugins.output.contains("loaded"))
    #expect(plugins.lines.contains { $0.hasPrefix("counters") && $0.hasSuffix("loaded") })
    let routes = try demo(["--list-routes"])
    #expect(routes.status == 0)
    #expect(routes.lines.contains { $0.hasPrefix("plugins") })
    #expect(routes.lines.contains { $0.hasPrefix("help") })
  }

  @Test func headlessRunPrintsTheSettledScreenWithTrailingSpacesTrimmed() throws {
    let run = try demo(["--headless", "60x10", "--route", "help", "--print-screen"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.lines.count >= 10)
    #expect(run.output.contains("command palette"))
    #expect(run.lines.allSatisfy { !$0.hasSuffix(" ") })
  }

  @Test func keysDriveTheHeadlessApp() throws {
    let run = try demo(["--headless", "80x12", "--keys", "a + + wait:20", "--print-screen"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("number is 2"), "\(run.output)")
  }

  @Test(arguments: [
    (["--bogus"], "unknown option --bogus"),
    (["--plugins", "nope"], "unknown plugin 'nope'"),
    (["--route"], "--route needs a value"),
    (["--keys", "a"], "--keys and --print-screen need --headless"),
    (["--headless", "axb"], "size"),
    (["--headless", "60x10", "--keys", "ctrl-zz"], "unknown key 'ctrl-zz'"),
    (["--route", "nowhere/1"], "nowhere/1"),
    (["--config", "/nonexistent/settings.json", "--list-plugins"], "no settings file"),
    (["--config", "/", "--list-plugins"], "/ is not a settings file: it is a folder"),
    (["--data-dir"], "--data-dir needs a value"),
    (["--data-dir", "/dev/null", "--list-plugins"], "/dev/null cannot hold the app's files"),
  ])
  func badArgumentsExitTwoWithOneLine(arguments: [String], message: String) throws {
    let run = try demo(arguments)
    #expect(run.status == 2)
    let errorLines = run.errors.split(separator: "\n")
    #expect(errorLines.count == 1, "\(run.errors)")
    #expect(run.errors.hasPrefix("trellis-demo: "))
    #expect(run.errors.localizedCaseInsensitiveContains(message), "\(run.errors)")
  }

  @Test func aMalformedConfigIsMovedAsideAndTheAppStillRuns() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("settings.json")
    try Data("{ not json".utf8).write(to: file)
    let run = try demo(["--config", file.path, "--list-plugins"])
    #expect(run.status == 0, "\(run.errors)")
    let moved = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(moved.contains { $0.hasPrefix("settings.json.malformed-") })
  }

  @Test func aDatabaseThatIsNotOneIsMovedAsideAndTheStatusBarSaysSo() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-demo-notadb-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let data = Self.dataFolder(home: home)
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let file = data.appendingPathComponent("database.sqlite")
    try Data(repeating: 0x41, count: 8192).write(to: file)
    let run = try demo(
      Self.keepingData(
        in: home, ["--headless", "1000x10", "--route", "counters", "--print-screen"]),
      home: home)
    #expect(run.status == 0, "\(run.errors)")
    let moved = try FileManager.default.contentsOfDirectory(atPath: data.path)
    #expect(moved.contains { $0.hasPrefix("database.sqlite.") }, "\(moved)")
    let status = run.lines.filter { !$0.isEmpty }.last ?? ""
    #expect(status.contains("The database \(file.path) could not be used"), "\(run.output)")
    #expect(status.contains("a new, empty database was created."), "\(run.output)")
    // Said again on standard error once the screen is gone, with what to do.
    #expect(run.errors.contains("The database \(file.path) could not be used"), "\(run.errors)")
    #expect(run.errors.contains(".recover | sqlite3 \(file.path).recovered"), "\(run.errors)")
  }
}
