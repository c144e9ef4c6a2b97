import Testing
import TrellisCore

@Suite @MainActor struct PluginLoadReportTests {
  @Test func linesAlignColumnsAndGiveReasons() {
    let host = PluginHost(
      plugins: [
        HostTestPlugin("tasks", name: "Tasks", requires: ["storage"]),
        HostTestPlugin("storage", name: "Storage"),
        HostTestPlugin("counters", name: "Counters"),
        HostTestPlugin("x", name: "Future", apiVersion: 99),
      ], services: ServiceContainer(), disabled: ["counters"])
    let report = host.load()
    #expect(
      report.lines == [
        "tasks     1.0.0  Tasks     loaded",
        "storage   1.0.0  Storage   loaded",
        "counters  1.0.0  Counters  disabled",
        "x         1.0.0  Future    failed: plugin x works with plugin API 99, but this Trellis offers \(TrellisCore.pluginAPIVersion); use a version of the plugin built for plugin API \(TrellisCore.pluginAPIVersion)",
      ])
    #expect(report.description == report.lines.joined(separator: "\n"))
    #expect(report.loaded.map(\.id) == ["tasks", "storage"])
    #expect(report.disabled.map(\.id) == ["counters"])
    #expect(report.failed.map(\.entry.id) == ["x"])
    #expect(
      report.failed.first?.error == .apiVersionMismatch(plugin: "x", targets: 99...99, offered: 1))
    #expect(report.status(of: "nope") == nil)
  }

  @Test func controlCharactersInNamesAreNotPrinted() {
    let report = PluginLoadReport(
      entries: [
        .init(
          manifest: PluginManifest(
            id: "evil", displayName: "Ev\u{1B}[2Jil", version: "1\u{7}", apiVersion: 1...1),
          status: .loaded)
      ], loadOrder: ["evil"])
    #expect(report.lines == ["evil  1?  Ev?[2Jil  loaded"])
  }

  @Test func anEmptyReportHasNoLines() {
    let report = PluginHost(plugins: [], services: ServiceContainer()).load()
    #expect(report.lines.isEmpty)
    #expect(report.loadOrder.isEmpty)
  }

  @Test func aDynamicPluginNamesItsFileAndRefusedLibrariesFollowTheirReasons() {
    let manifest = PluginManifest(
      id: "hello", displayName: "Hello", version: "1.0.0", apiVersion: 1...1)
    let report = PluginLoadReport(
      entries: [.init(manifest: manifest, status: .loaded, file: "/p/libhello.so")],
      loadOrder: ["hello"],
      refusedLibraries: [
        .init(file: "/p/lib\u{1B}cut.so", error: .noEntry(path: "/p/lib\u{1B}cut.so"))
      ])
    #expect(
      report.lines == [
        "hello       1.0.0  Hello           loaded (from /p/libhello.so)",
        "lib?cut.so  -      plugin library  refused: /p/lib?cut.so is not a Trellis plugin: "
          + "it exports no trellis_plugin_entry function (see the article Dynamic plugins)",
      ])
  }
}
