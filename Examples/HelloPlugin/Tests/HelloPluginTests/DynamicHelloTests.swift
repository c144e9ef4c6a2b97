import Foundation
import Testing

/// The Hello plugin as a dynamic plugin: its library (built by `swift build` in this
/// package, next to the test bundle) copied into a plugins folder and loaded by
/// `trellis-demo`, a real process built in the Trellis checkout (`swift build` there).
@Suite struct DynamicHelloTests {
  struct Outcome {
    let status: Int32
    let output: String
    let errors: String
  }

  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("hello-dynamic-\(UUID().uuidString)")

  /// The folder the test bundle was built into (`.build/debug`).
  static var buildFolder: URL {
    let bundle =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var folder = URL(fileURLWithPath: bundle).deletingLastPathComponent()
    while folder.path != "/" && !folder.lastPathComponent.hasSuffix(".xctest") {
      folder.deleteLastPathComponent()
    }
    return folder.path == "/"
      ? URL(fileURLWithPath: bundle).deletingLastPathComponent()
      : folder.deletingLastPathComponent()
  }

  /// The plugins folder, holding the Hello library under each of `names`.
  func pluginsFolder(names: [String] = ["libHelloPluginLibrary.so"]) throws -> String {
    let library = Self.buildFolder.appendingPathComponent("libHelloPluginLibrary.so")
    try #require(
      FileManager.default.fileExists(atPath: library.path),
      "no \(library.path): run swift build in Examples/HelloPlugin (make test does)")
    let plugins = folder.appendingPathComponent("plugins")
    try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
    for name in names {
      try FileManager.default.copyItem(at: library, to: plugins.appendingPathComponent(name))
    }
    return plugins.path
  }

  /// Runs `program` with `arguments` in a home of the test's own.
  func run(_ program: String, _ arguments: [String]) throws -> Outcome {
    try #require(
      FileManager.default.isExecutableFile(atPath: program),
      "no \(program): build it with swift build (make test does)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = [
      "HOME": folder.path, "TERM": "xterm-256color", "PATH": "/usr/bin:/bin",
      "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      errors: String(decoding: err, as: UTF8.self))
  }

  /// `trellis-demo` of the Trellis checkout this package depends on.
  static let demo = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("../../../../.build/debug/trellis-demo")
    .standardizedFileURL.path

  @Test func theDemoLoadsTheLibraryAndItsTabRoutesCommandsAndSettingsWork() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let plugins = try pluginsFolder()
    let list = try run(Self.demo, ["--plugin-dir", plugins, "--list-plugins"])
    #expect(list.status == 0, "\(list.errors)")
    #expect(
      list.output.contains(
        "Hello          loaded (from \(plugins)/libHelloPluginLibrary.so)"), "\(list.output)")
    #expect(list.output.contains("counters"))

    let config = folder.appendingPathComponent("settings.json")
    try Data(#"{"hello": {"greeting": "Bonjour"}}"#.utf8).write(to: config)
    let screen = try run(
      Self.demo,
      [
        "--plugin-dir", plugins, "--config", config.path, "--headless", "60x12", "--keys",
        "alt-5 A d a enter wait:50", "--print-screen",
      ])
    #expect(screen.status == 0, "\(screen.errors)")
    let lines = screen.output.split(separator: "\n").map(String.init)
    #expect(lines.first?.contains("│ Hello │") == true, "\(screen.output)")  // the fifth tab
    #expect(screen.output.contains("Bonjour, Ada!"), "\(screen.output)")
    #expect(screen.output.contains("1 greeting sent"), "\(screen.output)")
    // The notice, posted through the app's notifier: the last line, the status bar.
    #expect(lines.last?.contains("1 greeting sent") == true, "\(screen.output)")

    let command = try run(
      Self.demo,
      [
        "--plugin-dir", plugins, "--headless", "60x12", "--keys",
        "ctrl-p g r e e t space w o r l d enter wait:50", "--print-screen",
      ])
    #expect(command.output.contains("Hello, World!"), "\(command.output)")
  }

  @Test func aSecondCopyAndARegisterThatThrowsAreRefusedByName() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let plugins = try pluginsFolder(names: ["libA.so", "libB.so"])
    let config = folder.appendingPathComponent("settings.json")
    try Data(#"{"hello": {"greeting": 5}}"#.utf8).write(to: config)
    let list = try run(
      Self.demo, ["--plugin-dir", plugins, "--config", config.path, "--list-plugins"])
    #expect(list.status == 0, "\(list.errors)")
    #expect(
      list.output.contains(
        "refused: \(plugins)/libB.so holds the plugin 'hello', which is loaded from "
          + "\(plugins)/libA.so; remove one of the two"), "\(list.output)")
    let hello = list.output.split(separator: "\n").first { $0.hasPrefix("hello ") } ?? ""
    #expect(hello.contains("failed: "), "\(hello)")
    #expect(hello.hasSuffix("(from \(plugins)/libA.so)"), "\(hello)")
    #expect(list.output.contains("counters"))
  }

  @Test func turnedOffInTheSettingsItStaysOutUntilTurnedOn() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let plugins = try pluginsFolder()
    let config = folder.appendingPathComponent("settings.json")
    try Data(#"{"trellis": {"disabledPlugins": ["hello"]}}"#.utf8).write(to: config)
    let off = try run(
      Self.demo, ["--plugin-dir", plugins, "--config", config.path, "--list-plugins"])
    #expect(
      off.output.contains("Hello          disabled (from \(plugins)/libHelloPluginLibrary.so)"),
      "\(off.output)")
    // The Plugins screen turns it on again for the next start (Space on its row, the last).
    let screen = try run(
      Self.demo,
      [
        "--plugin-dir", plugins, "--config", config.path, "--headless", "80x20", "--route",
        "plugins", "--keys", "down down down down down space wait:100", "--print-screen",
      ])
    // The report wraps to the width, a long path anywhere: compare without the spaces.
    let letters = screen.output.filter { !$0.isWhitespace }
    #expect(letters.contains("From\(plugins)/libHelloPluginLibrary.so."), "\(screen.output)")
    #expect(letters.contains("Onatthenextstart"), "\(screen.output)")
    let on = try run(
      Self.demo, ["--plugin-dir", plugins, "--config", config.path, "--list-plugins"])
    #expect(
      on.output.contains("Hello          loaded (from \(plugins)/libHelloPluginLibrary.so)"),
      "\(on.output)")
  }

  @Test func anAppLinkingLibTrellisLoadsItAndRefusesWhatItHasBuiltIn() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let plugins = try pluginsFolder()
    let app = Self.buildFolder.appendingPathComponent("hello-app").path
    let list = try run(app, ["--plugin-dir", plugins, "--list-plugins"])
    #expect(list.status == 0, "\(list.errors)")
    #expect(
      list.output.contains("holds the plugin 'hello', which is built into the app"),
      "\(list.output)")
  }
}
