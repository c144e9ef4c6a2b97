import Testing
import TrellisRx

@testable import TrellisCore

/// Screens that refuse to close, or ask first: back, pop, tab switches, deep links and
/// quitting wait for them.
@Suite @MainActor struct NavigatorCloseGuardTests {
  /// A guard whose answers the test gives: each question waits on `answers`.
  @MainActor final class Asker {
    let answers = PublishSubject<Bool>()
    var asked = 0

    func guardScreen(_ screen: Screen?) {
      screen?.closeGuard = { [self] in
        asked += 1
        return answers.take(1).asSingle()
      }
    }
  }

  @Test func backWaitsForTheAnswerAndARefusalKeepsTheScreen() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    navigator.push("counters/1")
    let asker = Asker()
    asker.guardScreen(navigator.visibleScreen)

    #expect(navigator.back() == false)
    #expect(asker.asked == 1)
    #expect(navigator.isAskingToClose)
    // Another request while the question is open is refused, not queued.
    #expect(navigator.pop() == false)
    #expect(asker.asked == 1)
    asker.answers.onNext(false)
    #expect(fixture.routes == ["counters", "counters/1"])
    #expect(!navigator.isAskingToClose)

    #expect(navigator.back() == false)
    asker.answers.onNext(true)
    #expect(fixture.routes == ["counters"])
    #expect(asker.asked == 2)
  }

  @Test func aModalIsAskedBeforeATabSwitchOrADeepLinkDismissesIt() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    navigator.present("about")
    let asker = Asker()
    asker.guardScreen(navigator.visibleScreen)

    #expect(navigator.selectTab(1) == false)
    asker.answers.onNext(false)
    #expect(navigator.selectedTabIndex == 0)
    #expect(fixture.routes == ["counters", "about"])

    #expect(navigator.open("tasks/3") == false)
    asker.answers.onNext(false)
    #expect(fixture.routes == ["counters", "about"])

    navigator.open("tasks/3")
    asker.answers.onNext(true)
    #expect(navigator.selectedTabIndex == 1)
    #expect(fixture.routes == ["tasks", "tasks/3"])
  }

  @Test func aDeepLinkAsksOnlyTheScreensItWouldClose() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start(at: "tasks/3/edit")
    let editor = Asker()
    editor.guardScreen(navigator.visibleScreen)
    let parent = Asker()
    parent.guardScreen(navigator.stack[1])

    // `tasks/3` keeps its screen: only the editor above it is asked.
    #expect(navigator.open("tasks/3") == false)
    #expect(editor.asked == 1)
    #expect(parent.asked == 0)
    editor.answers.onNext(true)
    #expect(fixture.routes == ["tasks", "tasks/3"])
    // A link to another tab closes nothing here, so nobody is asked.
    #expect(navigator.open("counters/2"))
    #expect(parent.asked == 0)
  }

  @Test func aScreenThatFinishesItselfIsNotAsked() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    navigator.present("about")
    let asker = Asker()
    let modal = navigator.visibleScreen
    asker.guardScreen(modal)
    modal?.finish(with: 7)
    fixture.settle()
    #expect(asker.asked == 0)
    #expect(fixture.routes == ["counters"])
  }

  @Test func quittingAsksEveryOpenScreenTopFirstAndStopsAtTheFirstRefusal() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start(at: "tasks/3")
    navigator.selectTab(0)
    navigator.push("counters/1")
    navigator.present("about")
    let order = NavTestLog()
    for screen in navigator.screensToAskBeforeQuitting {
      let route = screen.route?.description ?? "?"
      screen.closeGuard = {
        order.append(route)
        return .just(route != "tasks/3")
      }
    }
    var quit = false
    #expect(!navigator.whenAllowedToClose(navigator.screensToAskBeforeQuitting) { quit = true })
    #expect(!quit)
    #expect(order.entries == ["about", "counters/1", "counters", "tasks/3"])
  }
}
