import Foundation
import Testing
import Trellis
import TrellisTesting

/// Where `trellis-demo`, run as a real process, keeps its files: scripted runs leave the
/// user's folders as they were, `--data-dir` holds everything, and nothing stray appears
/// (Foundation's cookie and URL cache folders included).
@Suite struct DemoStorageTests {
  /// A user's folders under one temporary root: HOME, the three XDG folders (holding the
  /// user's own database and settings, which disable the Photos plugin) and TMPDIR.
  final class UserFolders {
    let root: URL

    init() throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("trellis-demo-user-\(UUID().uuidString)")
      for name in ["home", "data/trellis-demo", "config/trellis-demo", "cache", "tmp"] {
        try FileManager.default.createDirectory(
          at: root.appendingPathComponent(name), withIntermediateDirectories: true)
      }
      let database = try Database(path: Database.defaultPath(directories: directories))
      database.close()
      try Data(#"{"trellis": {"disabledPlugins": ["photos"]}}"#.utf8).write(
        to: root.appendingPathComponent("config/trellis-demo/settings.json"))
    }

    deinit {
      try? FileManager.default.removeItem(at: root)
    }

    /// The demo's folders as its interactive runs find them from `environment`.
    var directories: AppDirectories {
      get throws { try AppDirectories(app: "trellis-demo", environment: environment) }
    }

    var home: URL { root.appendingPathComponent("home") }
    var temporary: URL { root.appendingPathComponent("tmp") }

    /// HOME, XDG_DATA_HOME, XDG_CONFIG_HOME, XDG_CACHE_HOME and TMPDIR in the root.
    var environment: [String: String] {
      [
        "HOME": home.path, "XDG_DATA_HOME": root.appendingPathComponent("data").path,
        "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
        "XDG_CACHE_HOME": root.appendingPathComponent("cache").path, "TMPDIR": temporary.path,
      ]
    }

    /// Every file and folder under the root but TMPDIR, with its size and modification
    /// time: any file made, changed or removed changes it.
    func snapshot() throws -> [String: String] {
      var entries: [String: String] = [:]
      let walker = FileManager.default.enumerator(atPath: root.path)
      while let path = walker?.nextObject() as? String {
        if path == "tmp" || path.hasPrefix("tmp/") { continue }
        let attributes = try FileManager.default.attributesOfItem(
          atPath: root.appendingPathComponent(path).path)
        let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        entries[path] = "\(size) bytes, modified \(modified)"
      }
      return entries
    }

    /// The paths made, changed or removed since `before` (a `snapshot()`), sorted.
    func changes(since before: [String: String]) throws -> [String] {
      let after = try snapshot()
      return Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }

    /// What is left in TMPDIR.
    func temporaryLeftovers() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: temporary.path)
    }

    /// Runs the demo as this user.
    func demo(_ arguments: [String]) throws -> DemoCommandTests.Outcome {
      try DemoCommandTests().demo(arguments, extraEnvironment: environment, home: home)
    }
  }

  @Test func scriptedRunsLeaveTheUsersFoldersAsTheyWere() throws {
    let user = try UserFolders()
    let before = try user.snapshot()
    let plugins = try user.demo(["--list-plugins"])
    #expect(plugins.status == 0, "\(plugins.errors)")
    // The user's settings disable Photos; a fresh data folder has no such setting.
    #expect(plugins.lines.contains { $0.hasPrefix("photos") && $0.hasSuffix("loaded") })
    let routes = try user.demo(["--list-routes"])
    #expect(routes.status == 0, "\(routes.errors)")
    let headless = try user.demo(
      ["--headless", "80x12", "--route", "counters", "--keys", "a + + wait:50", "--print-screen"])
    #expect(headless.status == 0, "\(headless.errors)")
    #expect(headless.output.contains("number is 2"), "\(headless.output)")
    #expect(try user.changes(since: before) == [])
    // Each run's temporary data folder is gone.
    #expect(try user.temporaryLeftovers() == [])
  }

  @Test func anHTTPRequestLeavesNoFolderBehind() throws {
    let server = try FixtureServer()
    defer { server.stop() }
    let answer =
      #"{"total_count": 1, "items": [{"full_name": "ada/engine", "stargazers_count": 7}]}"#
    server.route(
      "GET", "/search/repositories",
      FixtureResponse(
        status: 200, headers: ["Content-Type": "application/json"], body: Data(answer.utf8)))
    let user = try UserFolders()
    let before = try user.snapshot()
    var environment = user.environment
    environment["TRELLIS_DEMO_REPOS_GITHUB_BASE_URL"] = server.baseURL.absoluteString
    let outcome = try DemoCommandTests().demo(
      [
        "--headless", "100x12", "--route", "repos/search?q=engine&source=github", "--keys",
        "wait:1500", "--print-screen",
      ],
      extraEnvironment: environment, home: user.home)
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(outcome.output.contains("engine"), "\(outcome.output)")
    #expect(!server.requests(to: "/search/repositories").isEmpty)
    // No cookie folder under XDG_DATA_HOME (it was named after the build folder, "debug"),
    // no URL cache under XDG_CACHE_HOME, nothing else anywhere.
    #expect(try user.changes(since: before) == [])
    #expect(try user.temporaryLeftovers() == [])
  }

  @Test func theDataFolderHoldsTheDatabaseAndSettingsAndIsMadeWhenMissing() throws {
    let user = try UserFolders()
    let before = try user.snapshot()
    let data = user.root.appendingPathComponent("tmp/demo/data")
    let settings = data.appendingPathComponent("settings.json")
    let first = try user.demo(
      [
        "--data-dir", data.path, "--headless", "80x12", "--route", "counters", "--keys",
        "a + wait:50",
      ])
    #expect(first.status == 0, "\(first.errors)")
    #expect(
      FileManager.default.fileExists(atPath: data.appendingPathComponent("database.sqlite").path))
    // Its settings are read from there: disabling Photos in them leaves Photos out.
    try Data(#"{"trellis": {"disabledPlugins": ["photos"]}}"#.utf8).write(to: settings)
    let plugins = try user.demo(["--data-dir", data.path, "--list-plugins"])
    #expect(
      plugins.lines.contains { $0.hasPrefix("photos") && $0.contains("disabled") },
      "\(plugins.output)")
    let second = try user.demo(
      ["--data-dir", data.path, "--headless", "80x12", "--route", "counters", "--print-screen"])
    #expect(second.output.contains("number is 1"), "\(second.output)")
    #expect(try user.changes(since: before) == [])
  }

  @Test func aDataFolderThatIsAFileIsAClearError() throws {
    let user = try UserFolders()
    let file = user.temporary.appendingPathComponent("notes.txt")
    try Data("mine".utf8).write(to: file)
    let run = try user.demo(["--data-dir", file.path, "--list-plugins"])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "trellis-demo: --data-dir: The folder \(file.path) cannot hold the app's files: it "
        + "is a file, not a folder. Give a folder you may write to (it is created when "
        + "missing).\n")
    #expect(try Data(contentsOf: file) == Data("mine".utf8))
  }

  @Test func aConfigThatIsNotASettingsFileSaysSoAndIsLeftAlone() throws {
    let user = try UserFolders()
    let picture = user.temporary.appendingPathComponent("photo.png")
    let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00])
    try bytes.write(to: picture)
    for path in [picture.path, user.temporary.path] {
      let run = try user.demo(["--config", path, "--list-plugins"])
      #expect(run.status == 2)
      #expect(run.errors.hasPrefix("trellis-demo: --config: \(path) is not a settings file: "))
      #expect(!run.errors.contains("permission"), "\(run.errors)")
    }
    #expect(try Data(contentsOf: picture) == bytes)
    #expect(try user.temporaryLeftovers() == ["photo.png"])
  }
}
