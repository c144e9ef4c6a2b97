import Testing
import TrellisCore

@Suite @MainActor struct NavigatorTests {
  @Test func startSelectsTheFirstTabAndMakesItsRoot() throws {
    let fixture = try NavTestFixture()
    #expect(fixture.navigator.visibleScreen == nil)
    #expect(fixture.navigator.state.currentRoute == "")
    #expect(fixture.navigator.start())
    #expect(fixture.navigator.selectedTabIndex == 0)
    #expect(fixture.routes == ["counters"])
    #expect(fixture.navigator.visibleScreen?.title == "counters")
    #expect(fixture.navigator.visibleScreen?.route == (try Route("counters")))
    #expect(fixture.log.entries == ["made counters"])
  }

  @Test func startCanOpenARoute() throws {
    let fixture = try NavTestFixture()
    #expect(fixture.navigator.start(at: "tasks/4"))
    #expect(fixture.navigator.selectedTabIndex == 1)
    #expect(fixture.routes == ["tasks", "tasks/4"])
  }

  @Test func pushPopAndPopToRoot() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    navigator.push("counters/1")
    navigator.push("counters/2")
    navigator.push("about")
    #expect(fixture.routes == ["counters", "counters/1", "counters/2", "about"])
    #expect(navigator.stack.count == 4)
    #expect(navigator.pop())
    #expect(fixture.routes == ["counters", "counters/1", "counters/2"])
    navigator.popToRoot()
    #expect(fixture.routes == ["counters"])
    #expect(!navigator.pop())
    #expect(fixture.routes == ["counters"])
    // Screens close top first.
    #expect(
      fixture.log.entries.filter { $0.hasPrefix("closed") } == [
        "closed about", "closed counters/2", "closed counters/1",
      ])
  }

  @Test func eachTabKeepsItsStackAndMakesItsRootOnce() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    navigator.push("counters/1")
    #expect(navigator.selectTab(1))
    #expect(fixture.routes == ["tasks"])
    navigator.push("tasks/7")
    #expect(navigator.selectTab(0))
    #expect(fixture.routes == ["counters", "counters/1"])
    #expect(navigator.selectTab(1))
    #expect(fixture.routes == ["tasks", "tasks/7"])
    #expect(fixture.log.entries.filter { $0 == "made tasks" }.count == 1)
    #expect(!fixture.log.entries.contains { $0.hasPrefix("closed") })
  }

  @Test func backDismissesModalsThenPopsButNeverBelowTheRoot() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    navigator.push("counters/1")
    navigator.present("about")
    navigator.present("settings")
    #expect(fixture.routes == ["counters", "counters/1", "about", "settings"])
    #expect(navigator.modals.map(\.title) == ["about", "settings"])
    #expect(navigator.visibleScreen?.title == "settings")
    #expect(navigator.back())
    #expect(fixture.routes == ["counters", "counters/1", "about"])
    #expect(navigator.back())
    #expect(navigator.back())
    #expect(fixture.routes == ["counters"])
    #expect(!navigator.back())
    #expect(!navigator.back())
    #expect(fixture.routes == ["counters"])
  }

  @Test func selectingATabDismissesModals() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    var completed = false
    _ = navigator.present("about").subscribe(onCompleted: { completed = true })
    navigator.selectTab(1)
    #expect(navigator.modals.isEmpty)
    #expect(completed)
    #expect(fixture.log.entries.contains("closed about"))
  }

  @Test func withoutTabsThereIsOneStack() throws {
    let fixture = try NavTestFixture(tabs: [])
    let navigator = fixture.navigator
    #expect(navigator.start())
    #expect(navigator.selectedTabIndex == nil)
    #expect(navigator.visibleScreen == nil)
    navigator.push("about")
    navigator.push("settings")
    #expect(fixture.routes == ["about", "settings"])
    #expect(navigator.back())
    #expect(!navigator.back())
    #expect(fixture.routes == ["about"])
    #expect(!navigator.selectTab(0))
    #expect(navigator.lastError == .noSuchTab(index: 0, count: 0))
  }

  @Test func performRunsIntentsFromTheApp() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    navigator.perform(.push("counters/1"))
    navigator.perform(.present("about"))
    #expect(fixture.routes == ["counters", "counters/1", "about"])
    navigator.perform(.dismiss(result: nil))
    navigator.perform(.push("counters/2"))
    navigator.perform(.pop)
    navigator.perform(.selectTab(1))
    navigator.perform(.open("counters/9"))
    #expect(fixture.routes == ["counters", "counters/9"])
    navigator.perform(.popToRoot)
    #expect(fixture.routes == ["counters"])
    navigator.perform(.push("counters/3"))
    navigator.perform(.back)
    #expect(fixture.routes == ["counters"])
  }

  @Test func stateShowsTheSelectedTabAndTheVisibleScreen() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start(at: "tasks/1")
    navigator.present("about")
    let state = navigator.state
    #expect(state.selectedTabIndex == 1)
    #expect(state.stack.map(\.title) == ["tasks", "tasks/1"])
    #expect(state.modals.map(\.title) == ["about"])
    #expect(state.visibleScreen === navigator.visibleScreen)
    #expect(state.currentRoute == "about")
    #expect(navigator.visibleScreen?.keyHints == [.init("x", "test")])
  }
}
