import Foundation
import Testing
import TrellisCore
import TrellisServices

/// The command line every Trellis app shares: its options, and the mistakes it stops at
/// before running. Runs of the app itself are tested through `trellis-demo`, a real process
/// (TrellisDemoTests), as the app must own the main thread.
@Suite @MainActor struct AppCommandLineTests {
  let command = AppCommandLine(
    program: "cli-test", title: "CLI test", version: "2.0.0", summary: "Tests the command line.",
    plugins: { _ in
      [
        CoreTestPlugin(
          manifest: PluginManifest(
            id: "notes", displayName: "Notes", version: "1.0.0", apiVersion: 1...1),
          routes: [("notes", "Notes")], tabs: [("Notes", "notes")])
      ]
    })

  @Test func optionsAreReadAndMistakesSayWhatToDo() throws {
    let options = try AppOptions.parse([
      "--plugins", "a, b", "--route", "notes", "--headless", "80x24", "--keys", "q",
      "--print-screen", "--data-dir", "/tmp/x",
    ])
    #expect(options.plugins == ["a", "b"])
    #expect(options.route == "notes")
    #expect(options.headlessSize == "80x24" && options.keys == "q" && options.printScreen)
    #expect(options.dataDirectory == "/tmp/x")
    let folders = try AppOptions.parse(["--plugin-dir", "a", "--plugin-dir", "b"])
    #expect(folders.pluginDirectories == ["a", "b"])
    #expect(try AppOptions.parse(["--list-plugins"]).action == .listPlugins)
    #expect(throws: AppUsageError(description: "--route needs a value; see --help")) {
      try AppOptions.parse(["--route"])
    }
    #expect(throws: AppUsageError(description: "unknown option --colour; see --help")) {
      try AppOptions.parse(["--colour"])
    }
    #expect(throws: AppUsageError(description: "--keys and --print-screen need --headless WxH")) {
      try AppOptions.parse(["--print-screen"])
    }
  }

  @Test func theHelpNamesTheProgramAndItsFolders() {
    let usage = AppOptions.usage(program: "cli-test", summary: "Tests the command line.")
    #expect(usage.hasPrefix("usage: cli-test [options]\n\nTests the command line.\n"))
    #expect(usage.contains("(each under cli-test)"))
  }

  @Test func mistakesExitWithTwo() throws {
    #expect(command.run(arguments: ["--bogus"], environment: [:]) == 2)
    #expect(command.run(arguments: ["--plugins", "nope", "--list-plugins"], environment: [:]) == 2)
    #expect(
      command.run(arguments: ["--headless", "80x24", "--route", "nowhere"], environment: [:]) == 2)
  }
}
