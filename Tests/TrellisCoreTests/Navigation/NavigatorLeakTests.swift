import Testing
import TrellisCore
import TrellisRx
import TrellisUI

/// A screen that leaves — popped, dismissed, replaced by a deep link — is gone: its view
/// model, view and bindings are released.
@Suite @MainActor struct NavigatorLeakTests {
  @MainActor private struct LeakTestWatch {
    weak var screen: Screen?
    weak var viewModel: AnyObject?
    weak var view: View?

    init(_ screen: Screen?) {
      self.screen = screen
      self.viewModel = screen?.viewModel as AnyObject?
      self.view = screen?.view
    }

    var isGone: Bool {
      screen == nil && viewModel == nil && view == nil
    }
  }

  private func fixture(disposed: NavTestLog) throws -> NavTestFixture {
    let counter = RouteEntry(
      pattern: try RoutePattern("count/:id"), title: "Counter", pluginID: "test"
    ) { match, environment in
      let screen = try NavTestCounterViewModel.screen(match, environment)
      Disposables.create { disposed.append("bindings of \(match.route)") }
        .disposed(by: screen.disposeBag)
      return screen
    }
    return try NavTestFixture(extra: [counter])
  }

  @Test func aPoppedScreenReleasesItsViewModelViewAndBindings() throws {
    let disposed = NavTestLog()
    let fixture = try fixture(disposed: disposed)
    let navigator = fixture.navigator
    navigator.start()
    navigator.push("count/1")
    let watch = LeakTestWatch(navigator.visibleScreen)
    #expect(watch.viewModel is NavTestCounterViewModel)
    (watch.view as? NavTestTallyView)?.taps.onNext(())
    #expect((watch.view as? NavTestTallyView)?.label.text == "1")
    #expect(watch.screen?.title == "Counter at 1")
    #expect(!watch.isGone)
    navigator.pop()
    #expect(disposed.entries == ["bindings of count/1"])
    #expect(watch.isGone)
  }

  @Test func aDismissedModalIsReleased() throws {
    let fixture = try fixture(disposed: NavTestLog())
    let navigator = fixture.navigator
    navigator.start()
    navigator.present("count/2")
    let watch = LeakTestWatch(navigator.visibleScreen)
    navigator.visibleScreen?.finish(with: 2)
    fixture.settle()
    #expect(navigator.modals.isEmpty)
    #expect(watch.isGone)
  }

  @Test func screensReplacedByADeepLinkOrPoppedToRootAreReleased() throws {
    let fixture = try fixture(disposed: NavTestLog())
    let navigator = fixture.navigator
    navigator.start()
    navigator.push("count/1")
    let first = LeakTestWatch(navigator.visibleScreen)
    navigator.push("count/2")
    let second = LeakTestWatch(navigator.visibleScreen)
    navigator.popToRoot()
    #expect(first.isGone && second.isGone)
    navigator.push("count/3")
    let third = LeakTestWatch(navigator.visibleScreen)
    navigator.open("counters/4")
    #expect(third.isGone)
  }

  @Test func aScreenThatNavigatedOnItsOwnIsReleasedToo() throws {
    let fixture = try fixture(disposed: NavTestLog())
    let navigator = fixture.navigator
    navigator.start()
    navigator.push("count/1")
    let watch = LeakTestWatch(navigator.visibleScreen)
    for _ in 0..<3 { (watch.view as? NavTestTallyView)?.taps.onNext(()) }
    fixture.settle()
    #expect(fixture.routes == ["counters", "count/1", "about"])
    navigator.popToRoot()
    #expect(watch.isGone)
  }

  @Test func theNavigatorItselfIsReleasedWithItsScreens() throws {
    weak var weakNavigator: Navigator?
    var watch = LeakTestWatch(nil)
    do {
      let fixture = try fixture(disposed: NavTestLog())
      fixture.navigator.start()
      fixture.navigator.push("count/1")
      fixture.navigator.present("about")
      watch = LeakTestWatch(fixture.navigator.stack.last)
      weakNavigator = fixture.navigator
    }
    #expect(weakNavigator == nil)
    #expect(watch.isGone)
  }
}
