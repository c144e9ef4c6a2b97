import Testing
import TrellisCore
import TrellisRxTest
import TrellisUI

/// A plugin with a list (a tab), a form registered as modal, and a detail pushed as usual.
private struct ModalLinkTestPlugin: Plugin {
  let manifest = PluginManifest(
    id: "notes", displayName: "Notes", version: "1.0.0", apiVersion: 1...1)

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

/// Modal routes whose parents are not all registered: `drafts/new` under `drafts` (a tab)
/// with no `drafts` path beneath it, `compose` that no tab owns, `drafts/broken` whose
/// factory throws, and `drafts/new/template` presented over the `drafts/new` modal.
private struct DraftsTestPlugin: Plugin {
  @MainActor struct Broken: Error {}

  /// Claims `compose`, a top-level route outside its id.
  let manifest = PluginManifest(
    id: "drafts", displayName: "Drafts", version: "1.0.0", apiVersion: 1...1,
    routePrefixes: ["compose"])

  func register(in context: PluginContext) throws {
    context.route("drafts", title: "Drafts") { _, _ in Screen(title: "Drafts", view: View()) }
    context.route("drafts/folders/:name/new", title: "New draft", presentation: .modal) { _, _ in
      Screen(title: "New draft", view: View())
    }
    context.route("drafts/new", title: "New", presentation: .modal) { _, _ in
      Screen(title: "New", view: View())
    }
    context.route("drafts/new/template", title: "Template", presentation: .modal) { _, _ in
      Screen(title: "Template", view: View())
    }
    context.route("drafts/broken", title: "Broken", presentation: .modal) { _, _ in
      throw Broken()
    }
    context.route("compose", title: "Compose", presentation: .modal) { _, _ in
      Screen(title: "Compose", view: View())
    }
    context.tab(title: "Drafts", route: "drafts")
  }
}

@Suite @MainActor struct ModalDeepLinkTests {
  private func makeNavigator(_ plugin: Plugin = ModalLinkTestPlugin()) -> Navigator {
    let host = PluginHost(plugins: [plugin], services: ServiceContainer())
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

  @Test func aModalWhoseParentIsNotRegisteredPresentsOverTheLongestRegisteredPrefix() {
    let navigator = makeNavigator(DraftsTestPlugin())
    // Neither drafts/folders nor drafts/folders/inbox is a route: the tab's root is beneath.
    #expect(navigator.open("drafts/folders/inbox/new"))
    #expect(navigator.state.routes == ["drafts", "drafts/folders/inbox/new"])
    #expect(navigator.modals.count == 1)
    #expect(navigator.lastError == nil)
  }

  @Test func aModalNoTabOwnsIsPresentedOverTheSelectedTab() {
    let navigator = makeNavigator(DraftsTestPlugin())
    #expect(navigator.open("compose"))
    #expect(navigator.state.routes == ["drafts", "compose"])
    #expect(navigator.modals.count == 1)
    #expect(navigator.back())
    #expect(navigator.state.routes == ["drafts"])
  }

  @Test func aModalOverAModalParentPresentsBoth() {
    let navigator = makeNavigator(DraftsTestPlugin())
    #expect(navigator.open("drafts/new/template"))
    #expect(navigator.state.routes == ["drafts", "drafts/new", "drafts/new/template"])
    #expect(navigator.modals.count == 2)
  }

  @Test func aModalThatCannotBeMadeIsReportedAndOpenFails() {
    let navigator = makeNavigator(DraftsTestPlugin())
    #expect(!navigator.open("drafts/broken"))
    #expect(navigator.modals.isEmpty)
    #expect(navigator.state.routes == ["drafts"])
    guard case .screenFailed(let route, _) = navigator.lastError else {
      Issue.record("expected screenFailed, got \(String(describing: navigator.lastError))")
      return
    }
    #expect(route == "drafts/broken")
  }

  @Test func theModalsResultGoesToTheScreenBeneathIt() throws {
    let navigator = makeNavigator()
    #expect(navigator.open("notes/7"))
    let list = try #require(navigator.stack.first)
    var received: [String] = []
    let subscription = list.results.subscribe(onNext: { result in
      received.append("\(result.route) \(result.value)")
    })
    defer { subscription.dispose() }
    #expect(navigator.open("notes/new?text=hi"))
    #expect(navigator.state.routes == ["notes", "notes/new?text=hi"])
    #expect(navigator.dismiss(result: "saved"))
    #expect(received == ["notes/new?text=hi saved"])
  }
}
