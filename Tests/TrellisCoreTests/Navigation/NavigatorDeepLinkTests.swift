import Testing
import TrellisCore

@Suite @MainActor struct NavigatorDeepLinkTests {
  @Test func openSelectsTheOwningTabAndBuildsTheStackFromPathPrefixes() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    #expect(navigator.open("tasks/3/edit"))
    #expect(navigator.selectedTabIndex == 1)
    #expect(fixture.routes == ["tasks", "tasks/3", "tasks/3/edit"])
    // Back walks up the built stack.
    #expect(navigator.back())
    #expect(fixture.routes == ["tasks", "tasks/3"])
  }

  @Test func prefixesWithoutARouteAreSkipped() throws {
    let edit = RouteEntry(
      pattern: try RoutePattern("boards/:board/cards/:card"), title: "Card", pluginID: "test",
      makeScreen: RouterTestScreens.plain)
    let board = RouteEntry(
      pattern: try RoutePattern("boards/:board"), title: "Board", pluginID: "test",
      makeScreen: RouterTestScreens.plain)
    let root = RouteEntry(
      pattern: try RoutePattern("boards"), title: "Boards", pluginID: "test",
      makeScreen: RouterTestScreens.plain)
    let fixture = try NavTestFixture(
      tabs: [("Tasks", "tasks"), ("Boards", "boards")], extra: [edit, board, root])
    #expect(fixture.navigator.open("boards/b1/cards/c9"))
    // boards/b1/cards matches nothing, so it is not on the stack.
    #expect(fixture.routes == ["boards", "boards/b1", "boards/b1/cards/c9"])
  }

  @Test func aParentBelowTheLinkGetsItsQueryTheTabRootDoesNot() throws {
    let fixture = try NavTestFixture()
    #expect(fixture.navigator.open("tasks/3/edit?field=title&focus=yes"))
    #expect(
      fixture.routes == [
        "tasks", "tasks/3?field=title&focus=yes", "tasks/3/edit?field=title&focus=yes",
      ])
  }

  @Test func aParentOnTheStackWhoseParametersAgreeWithTheLinkIsKept() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.open("tasks/3?field=title")
    let detail = try #require(navigator.stack.last)
    #expect(navigator.open("tasks/3/edit?field=title&focus=yes"))
    #expect(
      fixture.routes == ["tasks", "tasks/3?field=title", "tasks/3/edit?field=title&focus=yes"])
    #expect(navigator.stack[1] === detail)
    // A parent whose parameters differ from the link's is made anew.
    #expect(navigator.open("tasks/3/edit?field=notes"))
    #expect(fixture.routes == ["tasks", "tasks/3?field=notes", "tasks/3/edit?field=notes"])
    #expect(navigator.stack[1] !== detail)
  }

  @Test func screensAlreadyOnTheStackAreKept() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.open("tasks/3")
    let root = try #require(navigator.stack.first)
    let detail = try #require(navigator.stack.last)
    navigator.push("about")
    navigator.open("tasks/3/edit")
    #expect(fixture.routes == ["tasks", "tasks/3", "tasks/3/edit"])
    #expect(navigator.stack[0] === root)
    #expect(navigator.stack[1] === detail)
    #expect(fixture.log.entries.filter { $0 == "made tasks/3" }.count == 1)
    #expect(fixture.log.entries.contains("closed about"))
    // Another task replaces the detail screen, keeping the root.
    navigator.open("tasks/4")
    #expect(fixture.routes == ["tasks", "tasks/4"])
    #expect(navigator.stack[0] === root)
  }

  @Test func openingATabsRootRoutePopsToIt() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.open("counters/1")
    navigator.push("counters/2")
    #expect(navigator.open("counters"))
    #expect(fixture.routes == ["counters"])
  }

  @Test func theRootRouteWithAQueryReplacesTheRoot() throws {
    let fixture = try NavTestFixture(tabs: [("Repos", "repos/search")])
    let navigator = fixture.navigator
    navigator.start()
    #expect(navigator.open("repos/search?q=swift"))
    #expect(fixture.routes == ["repos/search?q=swift"])
    #expect(fixture.log.entries.contains("closed repos/search"))
  }

  @Test func theLongestOwningTabRootWins() throws {
    let fixture = try NavTestFixture(tabs: [
      ("Settings", "settings"), ("Advanced", "settings/advanced"),
    ])
    #expect(fixture.navigator.open("settings/advanced"))
    #expect(fixture.navigator.selectedTabIndex == 1)
    #expect(fixture.routes == ["settings/advanced"])
  }

  @Test func aRouteNoTabOwnsIsPushedOntoTheSelectedStack() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    navigator.selectTab(1)
    #expect(navigator.open("settings/advanced"))
    #expect(navigator.selectedTabIndex == 1)
    #expect(fixture.routes == ["tasks", "settings", "settings/advanced"])
    // Opening it again does not push it twice.
    #expect(navigator.open("settings/advanced"))
    #expect(fixture.routes == ["tasks", "settings", "settings/advanced"])
    #expect(navigator.open("settings"))
    #expect(fixture.routes == ["tasks", "settings"])
  }

  @Test func openBuildsATabThatWasNeverSelected() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    navigator.push("counters/5")
    navigator.open("tasks/new")
    #expect(fixture.routes == ["tasks", "tasks/new"])
    navigator.selectTab(0)
    #expect(fixture.routes == ["counters", "counters/5"])
  }

  @Test func aFailedDeepLinkLeavesTheStackAsItWas() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    navigator.push("counters/1")
    #expect(!navigator.open("nowhere/3"))
    #expect(!navigator.open("tasks//3"))
    #expect(navigator.selectedTabIndex == 0)
    #expect(fixture.routes == ["counters", "counters/1"])
    #expect(
      navigator.lastError
        == .route(.malformed(route: "tasks//3", reason: "it has an empty path segment")))
  }

  @Test func aRouteNoTabOwnsGoesAboveTheRootOfATabNotYetBuilt() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    // As `--route about` does at start: nothing is on screen yet.
    #expect(navigator.start(at: "about"))
    #expect(navigator.selectedTabIndex == 0)
    #expect(fixture.routes == ["counters", "about"])
    #expect(navigator.back())
    #expect(fixture.routes == ["counters"])
    #expect(!navigator.back())

    // The root stays beneath when the user leaves the tab and comes back.
    let other = try NavTestFixture()
    #expect(other.navigator.open("settings/advanced"))
    other.navigator.selectTab(1)
    other.navigator.selectTab(0)
    #expect(other.routes == ["counters", "settings", "settings/advanced"])
  }

  @Test func withoutTabsARouteIsTheFirstScreen() throws {
    let fixture = try NavTestFixture(tabs: [])
    #expect(fixture.navigator.open("settings/advanced"))
    #expect(fixture.routes == ["settings", "settings/advanced"])
  }

  @Test func aDeepLinkedScreensResultGoesToTheScreenBeneathIt() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    #expect(navigator.open("tasks/3/edit"))
    let detail = try #require(navigator.stack.dropLast().last)
    var received: [String] = []
    let subscription = detail.results.subscribe(onNext: { result in
      received.append("\(result.route) \(result.value)")
    })
    defer { subscription.dispose() }
    navigator.visibleScreen?.finish(with: "edited")
    fixture.settle()
    #expect(fixture.routes == ["tasks", "tasks/3"])
    #expect(received == ["tasks/3/edit edited"])
  }
}
