import Foundation
import Testing

/// `trellis`, run as a user runs it: a real process making packages in a temporary folder.
/// (`make test-scaffold` builds and tests what it makes.)
@Suite struct TrellisToolTests {
  struct Outcome {
    let status: Int32
    let output: String
    let errors: String
  }

  /// The built `trellis`, next to this test bundle.
  static var executable: String? {
    var directory = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
      .deletingLastPathComponent()
    for _ in 0..<3 {
      let path = directory.appendingPathComponent("trellis").path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("trellis-tool-\(UUID().uuidString)")

  func trellis(_ arguments: [String]) throws -> Outcome {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.executable))
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      errors: String(decoding: err, as: UTF8.self))
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func aNewPluginIsAWholePackageDependingOnThisCheckout() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try trellis(["new", "plugin", "RepoStats"])
    #expect(made.status == 0, "\(made.errors)")
    #expect(made.output.contains("Made the plugin RepoStats (id repo-stats)"))
    for path in [
      "Package.swift", "README.md", ".swift-format", "Sources/RepoStats/RepoStatsPlugin.swift",
      "Sources/RepoStats/RepoStatsViewModel.swift", "Sources/RepoStats/RepoStatsView.swift",
      "Sources/RepoStats/RepoStatsScreen.swift", "Sources/RepoStats/RepoStats.docc/RepoStats.md",
      "Sources/repo-stats-app/main.swift", "Tests/RepoStatsTests/RepoStatsViewModelTests.swift",
      "Tests/RepoStatsTests/RepoStatsScreenTests.swift",
      "Sources/RepoStatsLibrary/Entry.swift",
    ] {
      #expect(
        FileManager.default.fileExists(
          atPath: folder.appendingPathComponent("RepoStats/\(path)").path), "\(path)")
    }
    let manifest = try read("RepoStats/Package.swift")
    #expect(manifest.contains(".package(name: \"Trellis\", path: \""))
    // The framework and the test support, each from its package under Products/.
    #expect(manifest.contains("/Products/Trellis\")"))
    #expect(manifest.contains(".product(name: \"TrellisTesting\", package: \"TrellisTesting\")"))
    #expect(
      manifest.contains(
        ".library(name: \"RepoStatsLibrary\", type: .dynamic, targets: [\"RepoStatsLibrary\"])"))
    let entry = try read("RepoStats/Sources/RepoStatsLibrary/Entry.swift")
    #expect(entry.contains("@_cdecl(\"trellis_plugin_entry\")"))
    #expect(entry.contains("DynamicPluginEntry.answer(field, plugin) { RepoStatsPlugin() }"))
    let plugin = try read("RepoStats/Sources/RepoStats/RepoStatsPlugin.swift")
    #expect(plugin.contains("id: \"repo-stats\""))
    #expect(plugin.contains("context.route(\"repo-stats\""))
    #expect(plugin.contains("context.tab(title: \"Repo stats\", route: \"repo-stats\")"))
  }

  @Test func anExistingFolderIsNeverOverwritten() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let mine = folder.appendingPathComponent("Weather")
    try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: mine.appendingPathComponent("notes.txt"))
    let refused = try trellis(["new", "plugin", "Weather"])
    #expect(refused.status == 2)
    #expect(refused.errors.contains("already exists; nothing was written"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: mine.path) == ["notes.txt"])
    #expect(try read("Weather/notes.txt") == "mine")
  }

  @Test(arguments: [
    (["new", "plugin", "weather"], "cannot be the name"),
    (["new", "plugin", "My-Plugin"], "cannot be the name"),
    (["new", "plugin", "Trellis"], "cannot be the name"),
    (["new", "plugin", "Weather", "--id", "Weather"], "cannot be the id"),
    (["new", "plugin", "Weather", "--id", "a--b"], "cannot be the id"),
    (["new", "app", "Shop", "--plugins", "counters,nope"], "there is no plugin \"nope\""),
    (["new", "plugin", "Weather", "--colour", "red"], "unknown option --colour"),
    (["new", "gadget", "Weather"], "say what to make"),
    (["new", "plugin"], "give the plugin's name"),
  ])
  func mistakesAreRefusedSayingWhatToDo(arguments: [String], message: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let refused = try trellis(arguments)
    #expect(refused.status == 2)
    #expect(refused.errors.contains(message), "\(refused.errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func anAppComposesTheChosenPluginsWithTheStandardCommandLine() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try trellis([
      "new", "app", "Shop", "--plugins", "counters,tasks", "--path", "apps",
      "--trellis-url", "https://example.org/trellis.git",
    ])
    #expect(made.status == 0, "\(made.errors)")
    let manifest = try read("apps/Shop/Package.swift")
    #expect(
      manifest.contains(".package(url: \"https://example.org/trellis.git\", from: \"0.9.0\")"))
    // The framework (libTrellis.so), and the chosen plugins from the plugins' package, which
    // is published beside it.
    #expect(manifest.contains(".product(name: \"Trellis\", package: \"trellis\")"))
    #expect(
      manifest.contains(
        ".package(url: \"https://example.org/trellis-plugins.git\", from: \"0.9.0\")"))
    #expect(manifest.contains(".product(name: \"Counters\", package: \"trellis-plugins\")"))
    #expect(manifest.contains(".product(name: \"TaskList\", package: \"trellis-plugins\")"))
    #expect(!manifest.contains(".product(name: \"RepoSearch\""))
    let main = try read("apps/Shop/Sources/shop/main.swift")
    #expect(main.contains("AppCommandLine("))
    #expect(main.contains("CountersPlugin(), TaskListPlugin()"))
    #expect(!main.contains("RepoSearch"))
  }

  @Test func anAppWithoutPluginsDependsOnTheFrameworkAlone() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try trellis(["new", "app", "Bare", "--plugins", ""])
    #expect(made.status == 0, "\(made.errors)")
    let manifest = try read("Bare/Package.swift")
    #expect(manifest.contains(".product(name: \"Trellis\", package: \"Trellis\")"))
    #expect(manifest.contains("/Products/Trellis\")"))
    for other in ["TrellisPlugins", "TrellisImages", "TrellisTesting"] {
      #expect(!manifest.contains(other), "\(other)")
    }
    let main = try read("Bare/Sources/bare/main.swift")
    #expect(main.contains("plugins: { _ in [] }"))
  }

  @Test func pluginsListsEachLibraryAndWhyItCannotLoad() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let plugins = folder.appendingPathComponent("plugins")
    try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
    let source = folder.appendingPathComponent("answer.c")
    try Data("int answer(void) { return 42; }".utf8).write(to: source)
    let cc = Process()
    cc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    cc.arguments = [
      "cc", "-shared", "-fPIC", "-o", plugins.appendingPathComponent("libanswer.so").path,
      source.path,
    ]
    try cc.run()
    cc.waitUntilExit()
    // A name with an escape sequence in it: shown with `?`, never sent to the terminal.
    try Data("text".utf8).write(to: plugins.appendingPathComponent("screen\u{1B}[2J.so"))

    let listed = try trellis(["plugins", "plugins"])
    #expect(listed.status == 1, "\(listed.errors)")  // a library cannot load
    #expect(listed.output.contains("Plugin libraries in \(plugins.path), for Trellis 0.9.0"))
    #expect(
      listed.output.contains(
        "libanswer.so\n  loads: no: \(plugins.path)/libanswer.so is not a Trellis plugin: it "
          + "exports no trellis_plugin_entry function"), "\(listed.output)")
    #expect(
      listed.output.contains(
        "\(plugins.path)/screen?[2J.so is not a shared library (not an ELF file)"),
      "\(listed.output)")
    #expect(!listed.output.contains("\u{1B}"))

    let empty = try trellis(["plugins"])  // the current folder: the test's, with no *.so
    #expect(empty.output.contains("No plugin libraries (*.so) in \(folder.path)."))
    let missing = try trellis(["plugins", "nowhere"])
    #expect(missing.status == 2)
    #expect(missing.errors.contains("no folder at \(folder.path)/nowhere; check the path"))
  }
}
