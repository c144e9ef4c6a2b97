import Foundation
import Glibc
import Testing
import Trellis

/// `trellis-demo` given plugin folders of libraries the test builds with the C compiler, or
/// corrupts: each is refused with a message naming the file and the reason, and the app
/// runs without it. (Examples/HelloPlugin's tests load a real Swift plugin.)
@Suite struct DemoDynamicPluginTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("demo-plugins-\(UUID().uuidString)")

  /// Compiles `source` into the library `name` in `subfolder` of the test's folder.
  @discardableResult
  func library(
    _ name: String, in subfolder: String = "plugins", _ source: String, flags: [String] = []
  ) throws -> String {
    let directory = folder.appendingPathComponent(subfolder)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let input = folder.appendingPathComponent("\(name).c")
    try Data(source.utf8).write(to: input)
    let output = directory.appendingPathComponent(name).path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["cc", "-shared", "-fPIC", "-o", output, input.path] + flags
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "cc failed for \(name)")
    return output
  }

  /// A C library that links `libTrellis.so` (an empty stand-in at build time; the demo
  /// stands in for it at run time) and answers the entry point's fields as given.
  @discardableResult
  func fakePlugin(
    _ name: String, format: String = "\(DynamicPluginEntry.format)",
    compiler: String = "\(DynamicPluginEntry.compiledBy)",
    trellis: String = TrellisCore.version.semantic, extra: String = ""
  ) throws -> String {
    try library("libTrellis.so", in: "stand-in", "int trellis_stand_in;")
    let stand = folder.appendingPathComponent("stand-in").path
    return try library(
      name,
      """
      \(extra)
      const char *trellis_plugin_entry(int field, void **plugin) {
        switch (field) {
        case 0: return "\(format)";
        case 1: return "\(compiler)";
        case 2: return "\(trellis)";
        case 3: return "\(TrellisCore.pluginAPIVersion)";
        }
        return 0;
      }
      """, flags: ["-L", stand, "-Wl,--no-as-needed", "-lTrellis"])
  }

  /// `--list-plugins` with the test's plugins folder.
  func listPlugins() throws -> DemoCommandTests.Outcome {
    try DemoCommandTests().demo([
      "--plugin-dir", folder.appendingPathComponent("plugins").path, "--list-plugins",
    ])
  }

  /// The `--list-plugins` line of the library `name`.
  func line(_ name: String, in outcome: DemoCommandTests.Outcome) -> String {
    outcome.lines.first { $0.hasPrefix(name + " ") } ?? "(no line for \(name))"
  }

  @Test func eachBrokenLibraryIsRefusedWithItsReasonAndTheAppRuns() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let plugins = folder.appendingPathComponent("plugins")
    try library("libnotaplugin.so", "int answer(void) { return 42; }")
    try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
    try Data("not a library at all".utf8).write(to: plugins.appendingPathComponent("text.so"))
    let whole = try fakePlugin("libwhole.so")
    let data = try Data(contentsOf: URL(fileURLWithPath: whole))
    try data.prefix(data.count / 2).write(to: plugins.appendingPathComponent("libcut.so"))
    try FileManager.default.removeItem(atPath: whole)
    try library(
      "libnotrellis.so",
      "const char *trellis_plugin_entry(int field, void **plugin) { return 0; }")
    try fakePlugin("liboldswift.so", compiler: "5.9")
    try fakePlugin("liboldtrellis.so", trellis: "0.1.0")
    try fakePlugin("libotherentry.so", format: "trellis-plugin-entry 99")
    try fakePlugin("libmakesnothing.so")
    try fakePlugin(
      "libmissing.so", extra: "void trellis_gone(void); void (*keep)(void) = trellis_gone;")
    // A symbol named after a Trellis type, as a plugin's extension of ServiceKey defines:
    // not a copy of Trellis. The descriptor of Trellis's Plugin protocol is one.
    try fakePlugin(
      "libextends.so",
      extra: #"int extension __asm__("$s11TrellisCore10ServiceKeyV5HelloE5helloACvgZ") = 1;"#)
    try fakePlugin(
      "libowncopy.so", extra: #"int descriptor __asm__("$s11TrellisCore6PluginMp") = 1;"#)
    try Data().write(to: plugins.appendingPathComponent("README.md"))  // not a library: skipped
    #expect(mkfifo(plugins.appendingPathComponent("libpipe.so").path, 0o644) == 0)
    try FileManager.default.createDirectory(
      at: plugins.appendingPathComponent("libfolder.so"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: plugins.appendingPathComponent("libdangling.so").path,
      withDestinationPath: "/nonexistent/libx.so")

    let outcome = try listPlugins()
    #expect(outcome.status == 0, "\(outcome.errors)")
    // The app's own plugins load as ever.
    #expect(line("counters", in: outcome).hasSuffix("loaded"), "\(outcome.output)")
    let path = plugins.path
    let expected: [(String, String)] = [
      ("libnotaplugin.so", "is not a Trellis plugin: it exports no trellis_plugin_entry"),
      ("text.so", "\(path)/text.so is not a shared library (not an ELF file)"),
      ("libcut.so", "\(path)/libcut.so is cut short"),
      ("libnotrellis.so", "does not use the app's Trellis"),
      ("liboldswift.so", "was built with Swift 5.9 and this app with Swift"),
      ("liboldtrellis.so", "was built against Trellis 0.1.0 (plugin API 1) and this app has"),
      ("libotherentry.so", "has an entry point of another kind (trellis-plugin-entry 99)"),
      ("libmakesnothing.so", "made no plugin when asked"),
      ("libextends.so", "made no plugin when asked"),
      ("libowncopy.so", "does not use the app's Trellis (it has its own copy, or none)"),
      ("libmissing.so", "undefined symbol: trellis_gone"),
      ("libpipe.so", "cannot be read: it is not a regular file (a pipe, a socket or a device)"),
      ("libfolder.so", "cannot be read: it is a folder, not a library"),
      (
        "libdangling.so",
        "cannot be read: it is a symbolic link to /nonexistent/libx.so, which does not exist"
      ),
    ]
    for (name, reason) in expected {
      let line = line(name, in: outcome)
      #expect(line.contains("refused: \(path)/\(name)"), "\(line)")
      #expect(line.contains(reason), "\(line)")
    }
    #expect(!outcome.output.contains("README"))
    #expect(outcome.lines.filter { $0.contains("refused") }.count == expected.count)
  }

  @Test func thePluginsScreenShowsARefusedLibrary() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try fakePlugin("liboldswift.so", compiler: "5.9")
    let outcome = try DemoCommandTests().demo([
      "--plugin-dir", folder.appendingPathComponent("plugins").path, "--headless", "100x30",
      "--route", "plugins", "--keys", "down down down down down", "--print-screen",
    ])
    #expect(outcome.status == 0, "\(outcome.errors)")
    let screen = outcome.output
    // The row lines up with the plugins' columns.
    #expect(screen.contains("  on   photos          1.0.0  Photos         loaded"), "\(screen)")
    #expect(screen.contains("▸ off  liboldswift.so  -      library        refused"), "\(screen)")
    #expect(screen.contains("Not loaded: mend, replace or remove it"), "\(screen)")
    // The reason, wrapped to the width: compare its words.
    let words = screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("was built with Swift 5.9 and this app with Swift"), "\(screen)")
    #expect(
      screen.contains("5 loaded, 0 disabled, 0 failed, 1 refused at start-up"),
      "\(screen)")
  }

  @Test func aLibraryOrAFolderEveryUserMayChangeIsRefused() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = try fakePlugin("libopen.so", compiler: "5.9")
    try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: library)
    let open = folder.appendingPathComponent("open")
    try FileManager.default.createDirectory(at: open, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: open.path)
    let outcome = try DemoCommandTests().demo([
      "--plugin-dir", folder.appendingPathComponent("plugins").path, "--plugin-dir", open.path,
      "--list-plugins",
    ])
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(
      line("libopen.so", in: outcome).contains(
        "refused: \(library) was not loaded: every user may change it, so anyone could run code "
          + "in this app; chmod o-w \(library)"), "\(outcome.output)")
    #expect(
      line("open", in: outcome).contains("refused: \(open.path) was not loaded: every user"),
      "\(outcome.output)")
  }

  @Test func listsAndHeadlessRunsLoadTheUsersPluginsAndTouchNothing() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let home = folder.appendingPathComponent("home")
    let own = home.appendingPathComponent("data/trellis-demo/plugins")
    try library("libown.so", in: "home/data/trellis-demo/plugins", "int a;")
    try library("libset.so", in: "elsewhere", "int b;")
    let config = home.appendingPathComponent("config/trellis-demo")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    let settings = #"{"trellis": {"pluginFolders": ["~/../elsewhere", "~/../gone"]}}"#
    try Data(settings.utf8).write(to: config.appendingPathComponent("settings.json"))
    let listed = try DemoCommandTests().demo(["--list-plugins"], home: home)
    #expect(listed.status == 0, "\(listed.errors)")
    #expect(line("libown.so", in: listed).contains("refused: \(own.path)/libown.so is not"))
    #expect(line("libset.so", in: listed).contains("is not a Trellis plugin"), "\(listed.output)")
    // The user's folders were read, never written: the settings file is as it was.
    let after = try String(
      contentsOf: config.appendingPathComponent("settings.json"), encoding: .utf8)
    #expect(after == settings)
    // A headless run says so in the status bar; the missing folder is a message too.
    let screen = try DemoCommandTests().demo(
      ["--headless", "100x12", "--keys", "wait:50", "--route", "messages", "--print-screen"],
      home: home)
    let text = screen.output.filter { !$0.isWhitespace }
    #expect(
      text.contains("2pluginlibrariesorfolderswerenotloaded;thePluginsscreen"), "\(screen.output)")
    #expect(text.contains("(thetrellis.pluginFolderssetting)isnotthere"), "\(screen.output)")
  }

  @Test func aBadSettingIsAWarningAndAFolderNamedTwiceIsReadOnce() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let plugins = folder.appendingPathComponent("plugins").path
    try library("libonce.so", "int a;")
    let config = folder.appendingPathComponent("settings.json")
    try Data(#"{"trellis": {"pluginFolders": 42}}"#.utf8).write(to: config)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link").path, withDestinationPath: plugins)
    let outcome = try DemoCommandTests().demo([
      "--config", config.path, "--plugin-dir", plugins, "--plugin-dir", plugins,
      "--plugin-dir", folder.appendingPathComponent("link").path, "--headless", "100x12",
      "--route", "messages", "--print-screen",
    ])
    #expect(outcome.status == 0, "\(outcome.errors)")
    let text = outcome.output.filter { !$0.isWhitespace }
    #expect(text.contains("Thetrellis.pluginFolderssettingmustbeafolder"), "\(outcome.output)")
    #expect(text.contains("Apluginlibraryorfolderwasnotloaded"), "\(outcome.output)")
  }

  @Test func aMissingPluginFolderIsAMistakeOnTheCommandLine() throws {
    let outcome = try DemoCommandTests().demo([
      "--plugin-dir", "/nonexistent/plugins", "--list-plugins",
    ])
    #expect(outcome.status == 2)
    #expect(
      outcome.errors.contains(
        "trellis-demo: --plugin-dir: no folder at /nonexistent/plugins; check the path"))
  }

  @Test func theDataFoldersPluginsFolderAndTheSettingAreReadToo() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = folder.appendingPathComponent("data")
    try library("libfromdata.so", in: "data/plugins", "int a;")
    try library("libfromsetting.so", in: "elsewhere", "int b;")
    let config = folder.appendingPathComponent("settings.json")
    let elsewhere = folder.appendingPathComponent("elsewhere").path
    try Data(#"{"trellis": {"pluginFolders": "\#(elsewhere)"}}"#.utf8).write(to: config)
    let outcome = try DemoCommandTests().demo([
      "--data-dir", data.path, "--config", config.path, "--list-plugins",
    ])
    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(line("libfromdata.so", in: outcome).contains("is not a Trellis plugin"))
    #expect(line("libfromsetting.so", in: outcome).contains("is not a Trellis plugin"))
  }
}
