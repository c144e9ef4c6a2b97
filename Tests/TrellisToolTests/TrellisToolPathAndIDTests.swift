import Foundation
import Testing

/// `trellis new` with a `--path` whose folders are missing, or through a file, and with an
/// id a plugin of Trellis already has — in real temporary folders.
@Suite struct TrellisToolPathAndIDTests {
  let tool = TrellisToolTests()

  var folder: URL { tool.folder }

  @Test func theMissingFoldersOfPathAreMadeAndNamed() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let deep = try tool.trellis(["new", "plugin", "Weather", "--path", "code/plugins"])
    #expect(deep.status == 0, "\(deep.errors)")
    let code = folder.appendingPathComponent("code").path
    #expect(
      deep.output.hasPrefix(
        "Made the folders \(code), \(code)/plugins, which did not exist (--path).\n"
          + "Made the plugin Weather (id weather) in \(code)/plugins/Weather."), "\(deep.output)")
    #expect(FileManager.default.fileExists(atPath: "\(code)/plugins/Weather/Package.swift"))

    let one = try tool.trellis(["new", "app", "Shop", "--path", "apps"])
    #expect(one.status == 0, "\(one.errors)")
    #expect(
      one.output.hasPrefix(
        "Made the folder \(folder.path)/apps, which did not exist (--path).\n"), "\(one.output)")

    // A folder that exists is not mentioned.
    let again = try tool.trellis(["new", "plugin", "Rain", "--path", "code/plugins"])
    #expect(again.status == 0, "\(again.errors)")
    #expect(again.output.hasPrefix("Made the plugin Rain"), "\(again.output)")
  }

  @Test func aPathThroughAFileIsRefusedAndNothingIsWritten() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let notes = folder.appendingPathComponent("notes.txt")
    try Data("mine".utf8).write(to: notes)
    let refused = try tool.trellis(["new", "plugin", "Weather", "--path", "notes.txt/more"])
    #expect(refused.status == 2)
    #expect(
      refused.errors
        == "trellis: \(notes.path) is a file, not a folder; nothing was written. "
        + "Choose another --path\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
    #expect(try String(contentsOf: notes, encoding: .utf8) == "mine")
  }

  @Test func aWriteThatFailsRemovesTheFoldersItMade() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // A name longer than a file name may be (255 bytes): the package folder cannot be made.
    let long = "W" + String(repeating: "x", count: 300)
    let failed = try tool.trellis(["new", "plugin", long, "--id", "weather", "--path", "made/here"])
    #expect(failed.status == 1)
    #expect(failed.errors.contains("nothing was kept"), "\(failed.errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func anIdOfAPluginOfTrellisIsRefusedWithAnotherSuggested() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let refused = try tool.trellis(["new", "plugin", "Weather", "--id", "counters"])
    #expect(refused.status == 2)
    #expect(
      refused.errors
        == "trellis: the id \"counters\" is taken by Trellis's Counters plugin (in trellis-demo "
        + "and in the apps trellis new app makes); an app with both would leave one out. "
        + "Give another id with --id, like --id weather\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test(arguments: [
    (["--id", "tasks"], "tasks", "Trellis's Tasks plugin", "weather"),
    (["--id", "repos"], "repos", "Trellis's Repos plugin", "weather"),
    (["--id", "photos"], "photos", "Trellis's Photos plugin", "weather"),
    (["--id", "trellis"], "trellis", "the Trellis shell built into every app", "weather"),
    (
      ["--id", "help"], "help",
      "the Trellis shell built into every app (it opens the route help), so every app would "
        + "leave the new plugin out", "weather"
    ),
    (["--id", "plugins"], "plugins", "the Trellis shell", "weather"),
    (["--id", "messages"], "messages", "the Trellis shell", "weather"),
  ])
  func everyTakenIdIsRefused(
    options: [String], id: String, owner: String, suggestion: String
  ) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let refused = try tool.trellis(["new", "plugin", "Weather"] + options)
    #expect(refused.status == 2)
    #expect(refused.errors.contains("the id \"\(id)\" is taken by \(owner)"), "\(refused.errors)")
    #expect(refused.errors.contains("like --id \(suggestion)\n"), "\(refused.errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func aNameWhoseOwnIdIsTakenIsRefusedToo() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let refused = try tool.trellis(["new", "plugin", "Counters"])
    #expect(refused.status == 2)
    #expect(refused.errors.contains("the id \"counters\" is taken"), "\(refused.errors)")
    #expect(refused.errors.hasSuffix("like --id my-counters\n"), "\(refused.errors)")
    let made = try tool.trellis(["new", "plugin", "Counters", "--id", "my-counters"])
    #expect(made.status == 0, "\(made.errors)")
  }
}
