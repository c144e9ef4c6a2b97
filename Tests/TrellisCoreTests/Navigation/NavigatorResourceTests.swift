import Testing
import TrellisCore
import TrellisRx

/// `Resources.total` (live observables, sinks, subjects, disposables) comes back to where it
/// was after many screens came and went. Runs only in a process of its own (see
/// `NavigatorIsolatedResourceChecks`), where nothing else changes the count.
@Suite(.serialized, .enabled(if: NavIsolatedProcess.isIsolated)) @MainActor
struct NavigatorResourceTests {
  private func fixture() throws -> NavTestFixture {
    let counter = RouteEntry(
      pattern: try RoutePattern("count/:id"), title: "Counter", pluginID: "test",
      makeScreen: NavTestCounterViewModel.screen)
    return try NavTestFixture(extra: [counter])
  }

  private func tap(_ navigator: Navigator) {
    (navigator.visibleScreen?.view as? NavTestTallyView)?.taps.onNext(())
  }

  @Test func aThousandPushPopCyclesLeaveNothingBehind() throws {
    let fixture = try fixture()
    let navigator = fixture.navigator
    navigator.start()
    let baseline = Resources.total
    navigator.push("count/0")
    tap(navigator)
    // The count is kept: a pushed screen really holds resources.
    #expect(Resources.total > baseline)
    navigator.pop()
    #expect(Resources.total == baseline)

    for cycle in 1...1_000 {
      navigator.push("count/\(cycle)")
      tap(navigator)
      if cycle % 100 == 0 {
        // Three taps: the view model asks to push `about` on top.
        tap(navigator)
        fixture.settle()
        navigator.pop()
      }
      navigator.pop()
    }
    fixture.settle()
    #expect(fixture.routes == ["counters"])
    #expect(Resources.total == baseline)
  }

  @Test func presentDismissAndDeepLinksLeaveNothingBehind() throws {
    let fixture = try fixture()
    let navigator = fixture.navigator
    // Both tabs' roots exist before counting.
    navigator.start()
    navigator.selectTab(1)
    navigator.selectTab(0)
    let baseline = Resources.total
    for cycle in 1...300 {
      var result: Int?
      let subscription = navigator.present("count/\(cycle)", resultType: Int.self)
        .subscribe(onSuccess: { result = $0 })
      tap(navigator)
      navigator.visibleScreen?.finish(with: cycle)
      fixture.settle()
      #expect(result == cycle)
      subscription.dispose()
      navigator.open("tasks/\(cycle)/edit")
      navigator.present("count/\(cycle)")
      navigator.open("counters/\(cycle)")
    }
    fixture.settle()
    #expect(fixture.routes == ["counters", "counters/300"])
    navigator.popToRoot()
    navigator.selectTab(1)
    #expect(fixture.routes == ["tasks", "tasks/300", "tasks/300/edit"])
    navigator.popToRoot()
    navigator.selectTab(0)
    #expect(Resources.total == baseline)
  }
}
