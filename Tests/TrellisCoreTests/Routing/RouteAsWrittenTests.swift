import Testing
import TrellisCore
import TrellisTerminal
import TrellisTesting
import TrellisUI

/// Route errors quote the route as the user typed it (`tasks/ñ x`), not its escaped form
/// (`tasks/ñ%20x`).
@MainActor
@Suite struct RouteAsWrittenTests {
  /// `notes` (a tab), `notes/find` (needs `q`), `notes/broken` (its factory throws).
  struct NotesPlugin: Plugin {
    struct Broken: Error, CustomStringConvertible {
      var description: String { "the notes are broken" }
    }

    let manifest = PluginManifest(
      id: "notes", displayName: "Notes", version: "1.0.0", apiVersion: 1...1)

    func register(in context: PluginContext) throws {
      context.route("notes", title: "Notes") { _, _ in Screen(title: "Notes", view: Label("")) }
      context.route("notes/find", title: "Find") { match, _ in
        Screen(title: "Find", view: Label(try match.string("q")))
      }
      context.route("notes/broken", title: "Broken") { _, _ in throw Broken() }
      context.tab(title: "Notes", route: "notes")
    }
  }

  private func harness(route: String? = nil) -> AppHarness {
    AppHarness(
      plugins: [NotesPlugin()], size: TerminalSize(width: 100, height: 12), route: route)
  }

  @Test func anUnknownRouteTypedInThePaletteIsQuotedAsTyped() throws {
    let harness = harness()
    try harness.send(keys: ": n o w h e r e / ñ space x enter")
    #expect(harness.statusMessage == .error("no screen is registered for route \"nowhere/ñ x\""))
    #expect(harness.screen[11].hasSuffix("no screen is registered for route \"nowhere/ñ x\""))
  }

  @Test func anUnknownStartRouteIsQuotedAsGiven() {
    let harness = harness(route: "notes/ñ x/a b")
    #expect(
      harness.statusMessage == .error("no screen is registered for route \"notes/ñ x/a b\""))
  }

  @Test func aMissingParameterAndAFailedScreenQuoteTheRouteAsTyped() throws {
    let harness = harness()
    #expect(harness.session.open("notes/find?x=ñ a") == false)
    #expect(
      harness.statusMessage
        == .error("route \"notes/find?x=ñ a\" needs the parameter q: add &q=…"))
    #expect(harness.session.open("notes/broken?why=ñ a") == false)
    #expect(
      harness.statusMessage
        == .error(
          "the screen for \"notes/broken?why=ñ a\" could not open: the notes are broken"))
  }

  @Test func aRouteIsEqualToItsCanonicalFormAndKeepsWhatWasWritten() throws {
    let typed = try Route(" tasks/ñ x?q=a b ")
    #expect(typed.written == "tasks/ñ x?q=a b")
    #expect(typed.description == "tasks/ñ%20x?q=a%20b")
    let canonical = try Route(typed.description)
    #expect(canonical == typed)
    #expect(Set([typed, canonical]).count == 1)
    #expect(try Route(segments: ["tasks", "ñ x"]).written == "tasks/ñ%20x")
  }
}
