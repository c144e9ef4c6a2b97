import Foundation
import Testing
import TrellisCore
import TrellisTerminal
import TrellisTesting

/// The clipboard service writes OSC 52 through the session's terminal, and says when it
/// cannot.
@MainActor
@Suite struct ClipboardTests {
  @Test func copyWritesOSC52ToTheTerminal() throws {
    let harness = AppHarness(plugins: [])
    let clipboard = try harness.app.services.resolve(.clipboard)
    let before = harness.bytesWritten.count
    try clipboard.copy("https://example.com/ä")
    let written = String(decoding: harness.bytesWritten[before...], as: UTF8.self)
    #expect(written == "\u{1B}]52;c;aHR0cHM6Ly9leGFtcGxlLmNvbS/DpA==\u{07}")
  }

  @Test func aTerminalThatTakesNoClipboardWritesIsAnError() throws {
    let terminal = HeadlessTerminal(
      width: 40, height: 10,
      capabilities: TerminalCapabilities(environment: ["TERM": "linux"]))
    let clipboard = Clipboard()
    let target = HeadlessRenderTarget(terminal: terminal)  // The clipboard holds it weakly.
    clipboard.attach(target)
    #expect(throws: ClipboardError.unsupported) { try clipboard.copy("x") }
    #expect(terminal.bytesWritten.isEmpty)
  }

  @Test func tooLongTextAndNoTerminalAreErrors() throws {
    let clipboard = Clipboard()
    #expect(throws: ClipboardError.noTerminal) { try clipboard.copy("x") }
    let target = HeadlessRenderTarget(size: TerminalSize(width: 10, height: 2))
    clipboard.attach(target)
    let long = String(repeating: "a", count: Clipboard.byteLimit + 1)
    #expect(
      throws: ClipboardError.tooLong(bytes: Clipboard.byteLimit + 1, limit: Clipboard.byteLimit)
    ) {
      try clipboard.copy(long)
    }
  }

  @Test func capabilitiesFromTheEnvironment() {
    #expect(TerminalCapabilities(environment: ["TERM": "xterm-kitty"]).clipboard)
    #expect(!TerminalCapabilities(environment: ["TERM": "linux"]).clipboard)
    #expect(!TerminalCapabilities(environment: ["TERM": "dumb"]).clipboard)
    #expect(
      !TerminalCapabilities(environment: ["TERM": "xterm", "TRELLIS_CLIPBOARD": "off"]).clipboard)
  }

  @Test func aLinkCommandOpensTheRouteItMakesOrShowsItsError() throws {
    var next = "b"
    struct NoSelection: Error, CustomStringConvertible {
      var description: String { "Select something first." }
    }
    let plugin = CoreTestPlugin(
      manifest: PluginManifest(id: "links", displayName: "Links", version: "1", apiVersion: 1...1),
      routes: [("links", "Links"), ("links/a", "A"), ("links/b", "B")], tabs: [("Links", "links")],
      commands: [
        .link(id: "links.go", title: "Go", key: "ctrl-g") {
          if next.isEmpty { throw NoSelection() }
          return "links/\(next)"
        }
      ])
    let harness = AppHarness(plugins: [plugin])
    try harness.send(keys: "ctrl-g")
    #expect(harness.currentRoute == "links/b")
    next = ""
    try harness.send(keys: "ctrl-g")
    #expect(harness.statusMessage?.text.contains("Select something first.") == true)
  }
}
