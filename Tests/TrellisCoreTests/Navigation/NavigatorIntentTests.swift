import Testing
import TrellisCore
import TrellisRx
import TrellisRxTest
import TrellisUI

@Suite @MainActor struct NavigatorIntentTests {
  /// The list of the seeds' task app, reduced: selecting a task presents its editor; the
  /// titles it shows come from the editor's results.
  @MainActor private final class IntentTestListViewModel: @MainActor ViewModelType {
    struct Input {
      let selections: Observable<Int>
      let edited: Observable<String>
    }

    @MainActor struct Output {
      let navigation: Observable<NavigationIntent>
      let titles: Observable<String>
    }

    func transform(_ input: Input) -> Output {
      Output(
        navigation: input.selections.map { .present("tasks/\($0)/edit") },
        titles: input.edited.map { "edited: \($0)" })
    }
  }

  private static func inbox(selections: Observable<Int>, log: NavTestLog) throws -> RouteEntry {
    RouteEntry(pattern: try RoutePattern("inbox"), title: "Inbox", pluginID: "test") { _, _ in
      let label = Label()
      return Screen(
        title: "Inbox", view: label, viewModel: IntentTestListViewModel(),
        input: { screen in
          .init(selections: selections, edited: screen.results(of: String.self))
        },
        bind: { output, screen in
          output.navigation.bind(to: screen.navigation).disposed(by: screen.disposeBag)
          output.titles.subscribe(onNext: { log.append($0) }).disposed(by: screen.disposeBag)
        })
    }
  }

  @Test func aViewModelDrivesNavigationAndGetsResultsBackInVirtualTime() throws {
    let selections = PublishSubject<Int>()
    let shown = NavTestLog()
    let fixture = try NavTestFixture(
      tabs: [("Inbox", "inbox")], extra: [try Self.inbox(selections: selections, log: shown)])
    let scheduler = fixture.scheduler
    let navigator = fixture.navigator
    let routes = scheduler.createObserver(String.self)
    let history = scheduler.createObserver([String].self)
    let bag = DisposeBag()
    navigator.start()
    navigator.currentRoute.subscribe(routes).disposed(by: bag)
    navigator.history.subscribe(history).disposed(by: bag)

    scheduler.scheduleAt(100) { selections.onNext(3) }
    scheduler.scheduleAt(200) { navigator.visibleScreen?.finish(with: "Buy milk") }
    scheduler.scheduleAt(300) { selections.onNext(4) }
    scheduler.scheduleAt(400) { navigator.visibleScreen?.navigate(.back) }
    scheduler.start()

    // Each intent is performed a tick later, on the (virtual) main scheduler.
    #expect(
      routes.events == [
        .next(0, "inbox"), .next(101, "tasks/3/edit"), .next(201, "inbox"),
        .next(301, "tasks/4/edit"), .next(401, "inbox"),
      ])
    #expect(
      history.events == [
        .next(0, ["inbox"]), .next(101, ["inbox", "tasks/3/edit"]), .next(201, ["inbox"]),
        .next(301, ["inbox", "tasks/4/edit"]), .next(401, ["inbox"]),
      ])
    #expect(shown.entries == ["edited: Buy milk"])
  }

  @Test func selectedTabAndErrorsAreObservable() throws {
    let fixture = try NavTestFixture()
    let scheduler = fixture.scheduler
    let navigator = fixture.navigator
    let tabs = scheduler.createObserver(Int?.self)
    let errors = scheduler.createObserver(String.self)
    let bag = DisposeBag()
    navigator.selectedTab.subscribe(tabs).disposed(by: bag)
    navigator.errors.map(\.message).subscribe(errors).disposed(by: bag)
    scheduler.scheduleAt(10) { navigator.start() }
    scheduler.scheduleAt(20) { navigator.selectTab(1) }
    scheduler.scheduleAt(30) { navigator.push("tasks/x/y/z") }
    scheduler.scheduleAt(40) { navigator.open("counters/2") }
    scheduler.start()
    #expect(tabs.events == [.next(0, 0), .next(20, 1), .next(40, 0)])
    #expect(errors.events == [.next(30, "no screen is registered for route \"tasks/x/y/z\"")])
  }

  @Test func intentsOfAPushedScreenAreRelativeToIt() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    navigator.push("counters/1")
    let first = try #require(navigator.visibleScreen)
    first.navigate(.push("counters/2"))
    first.navigate(.present("about"))
    fixture.settle()
    #expect(fixture.routes == ["counters", "counters/1", "counters/2", "about"])
    // The screen that pushed gets the result of the one it pushed.
    var results: [Int] = []
    let subscription = first.results(of: Int.self).subscribe(onNext: { results.append($0) })
    defer { subscription.dispose() }
    navigator.dismiss()
    navigator.visibleScreen?.finish(with: 2)
    fixture.settle()
    #expect(results == [2])
    #expect(fixture.routes == ["counters", "counters/1"])
    // Intents of a closed screen are ignored.
    navigator.pop()
    first.navigate(.push("about"))
    fixture.settle()
    #expect(fixture.routes == ["counters"])
  }

  @Test func intentsSentWhileAScreenIsBuiltAreDelivered() throws {
    // A screen whose factory (or view model's first output) already asks to move on.
    let hasty = RouteEntry(pattern: try RoutePattern("hasty"), title: "Hasty", pluginID: "test") {
      _, _ in
      let screen = Screen(title: "Hasty", view: Label("hasty"))
      screen.navigate(.push("about"))
      screen.navigate(.present("settings"))
      return screen
    }
    let fixture = try NavTestFixture(extra: [hasty])
    let navigator = fixture.navigator
    navigator.start()
    navigator.push("hasty")
    fixture.settle()
    #expect(fixture.routes == ["counters", "hasty", "about", "settings"])
  }

  @Test func aModalRouteIsPresentedEvenWhenPushed() throws {
    let compose = RouteEntry(
      pattern: try RoutePattern("compose"), title: "Compose", pluginID: "test",
      presentation: .modal
    ) { _, _ in Screen(title: "Compose", view: Label("compose")) }
    let fixture = try NavTestFixture(extra: [compose])
    let navigator = fixture.navigator
    navigator.start()
    navigator.push("compose")
    #expect(navigator.modals.map(\.title) == ["Compose"])
    #expect(navigator.stack.count == 1)
    navigator.visibleScreen?.navigate(.push("compose"))
    fixture.settle()
    #expect(navigator.modals.count == 2)
  }

  @Test func openPopToRootAndSelectTabIntents() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    navigator.push("counters/1")
    navigator.visibleScreen?.navigate(.open("tasks/2"))
    fixture.settle()
    #expect(fixture.routes == ["tasks", "tasks/2"])
    navigator.visibleScreen?.navigate(.popToRoot)
    fixture.settle()
    #expect(fixture.routes == ["tasks"])
    navigator.visibleScreen?.navigate(.selectTab(0))
    fixture.settle()
    #expect(fixture.routes == ["counters", "counters/1"])
    navigator.visibleScreen?.navigate(.pop)
    fixture.settle()
    #expect(fixture.routes == ["counters"])
  }
}

extension NavigatorIntentTests {
  /// With the app's default environment, intents arrive through `MainScheduler`: the test
  /// runs on the main actor and lets the main queue run until the push happened (bounded).
  @MainActor @Test func intentsArriveOnTheRealMainScheduler() async throws {
    let navigator = Navigator(
      router: try RouterTestScreens.router(["home", "detail"]),
      tabs: [PluginTab(title: "Home", route: "home", pluginID: "test")],
      environment: ScreenEnvironment(services: ServiceContainer()))
    navigator.start()
    navigator.visibleScreen?.navigate(.push("detail"))
    for _ in 0..<400 where navigator.state.routes.count < 2 {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(navigator.state.routes == ["home", "detail"])
    navigator.visibleScreen?.navigate(.back)
    for _ in 0..<400 where navigator.state.routes.count > 1 {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(navigator.state.routes == ["home"])
  }
}
