import Testing
import TrellisCore
import TrellisRxTest
import TrellisUI

/// A plugin with a list (a tab), a form registered as modal, and a detail pushed as usual.
private struct ModalLinkTestPlugin: Plugin {
  let manifest = PluginManifest(id: "notes", displayName: "Notes", version: "1.0.0")

  func register(in context: PluginContext) throws {
    context.route("notes", title: "Notes") { _, _ in Screen(title: "Notes", view: View()) }
    context.route("notes/new", title: "New note", presentation: .modal) { match, _ in
      Screen(title: "New note", view: Label(match.query("text") ?? ""))
    }
    context.route("notes/:id", title: "Note") { match, _ in
      Screen(title: "Note", view: Label("\(try match.int("id"))"))
    }
    context.tab(title: "Notes", route: "notes")
  }
}

@Suite struct ModalDeepLinkTests {
  private func makeNavigator() -> Navigator {
    let host = PluginHost(plugins: [ModalLinkTestPlugin()], services: ServiceContainer())
    _ = host.load()
    let navigator = Navigator(
      router: host.registry.router, tabs: host.registry.tabs,
      environment: ScreenEnvironment(
        services: host.services, mainScheduler: TestScheduler(initialClock: 0)))
    navigator.start()
    return navigator
  }

  @Test func aModalRoutePresentsOverItsParentStack() {
    let navigator = makeNavigator()
    #expect(navigator.open("notes/new?text=hi"))
    #expect(navigator.state.routes == ["notes", "notes/new?text=hi"])
    #expect(navigator.modals.count == 1)
    #expect((navigator.visibleScreen?.view as? Label)?.text == "hi")
    #expect(navigator.back())
    #expect(navigator.modals.isEmpty)
    #expect(navigator.state.routes == ["notes"])
  }

  @Test func anOrdinaryRouteIsStillPushed() {
    let navigator = makeNavigator()
    #expect(navigator.open("notes/7"))
    #expect(navigator.modals.isEmpty)
    #expect(navigator.state.routes == ["notes", "notes/7"])
  }

  @Test func openingTheModalAgainReplacesTheOldOne() {
    let navigator = makeNavigator()
    #expect(navigator.open("notes/new?text=a"))
    #expect(navigator.open("notes/new?text=b"))
    #expect(navigator.modals.count == 1)
    #expect((navigator.visibleScreen?.view as? Label)?.text == "b")
  }
}
