import Foundation
import Testing
import TrellisCore

/// The entry point's answers, and the loader in this test process (which, like
/// trellis-demo, stands in for libTrellis.so: it links trellis-demo's module).
@Suite @MainActor struct DynamicPluginLoaderTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("plugin-loader-\(UUID().uuidString)")

  func answer(_ field: Int32, _ plugin: UnsafeMutablePointer<UnsafeMutableRawPointer?>? = nil)
    -> String?
  {
    DynamicPluginEntry.answer(field, plugin) {
      CoreTestPlugin(
        manifest: PluginManifest(
          id: "made", displayName: "Made", version: "1.0.0", apiVersion: 1...1))
    }.map { String(cString: $0) }
  }

  @Test func theEntryAnswersEachFieldAndMakesTheWholePlugin() throws {
    #expect(answer(0) == "\(DynamicPluginEntry.format)")
    #expect(answer(1) == "\(DynamicPluginEntry.compiledBy)")
    // The version compiled into plugins is written in the entry itself: it must follow
    // TrellisCore.version.
    #expect(answer(2) == TrellisCore.version.semantic)
    #expect(answer(3) == "\(TrellisCore.pluginAPIVersion)")
    #expect(answer(5) == nil && answer(-1) == nil)
    var made: UnsafeMutableRawPointer?
    #expect(answer(4, &made) == nil)
    let box = try #require(
      made.map { Unmanaged<AnyObject>.fromOpaque($0).takeRetainedValue() as? DynamicPluginBox })
    #expect(box?.plugin.manifest.id == "made")
  }

  /// Writes `text` to `name` in `subfolder`.
  func file(_ name: String, in subfolder: String, _ text: String = "x") throws {
    let directory = folder.appendingPathComponent(subfolder)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    // Not writable by others whatever the umask: such files are refused first.
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o644], ofItemAtPath: directory.appendingPathComponent(name).path)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
  }

  @Test func foldersInOrderTheirLibrariesByNameOtherFilesSkipped() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["b.so", "a.so", ".hidden.so", "notes.txt", "c.so.bak"] {
      try file(name, in: "one")
    }
    try file("0.so", in: "two")
    let found = DynamicPluginLoader(
      folders: [
        folder.appendingPathComponent("one").path, folder.appendingPathComponent("missing").path,
        folder.appendingPathComponent("two").path,
      ]
    ).load(builtIn: [])
    #expect(found.loaded.isEmpty)
    #expect(
      found.refused.map { PluginLoadReportTests.name($0.file) } == ["a.so", "b.so", "0.so"])
    let first = try #require(found.refused.first)
    #expect(first.error == .library(.notELF(path: first.file)))
  }
}

extension PluginLoadReportTests {
  static func name(_ path: String) -> String {
    URL(fileURLWithPath: path).lastPathComponent
  }
}
