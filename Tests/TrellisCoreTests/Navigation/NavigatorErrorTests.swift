import Testing
import TrellisCore
import TrellisRx

@Suite @MainActor struct NavigatorErrorTests {
  private struct ErrorTestFailure: Error, CustomStringConvertible {
    var description: String { "the task list is locked" }
  }

  private func fixture() throws -> NavTestFixture {
    let throwing = RouteEntry(
      pattern: try RoutePattern("locked"), title: "Locked", pluginID: "test"
    ) { _, _ in throw ErrorTestFailure() }
    let typed = RouteEntry(
      pattern: try RoutePattern("items/:id"), title: "Item", pluginID: "test"
    ) { match, environment in
      let id = try match.int("id")
      let page = try match.optionalInt("page") ?? 1
      return try RouterTestScreens.plain(match, environment).withTitle("item \(id) page \(page)")
    }
    return try NavTestFixture(extra: [throwing, typed])
  }

  @Test func unknownRoutesAreReportedAndFailTheMaybe() throws {
    let fixture = try fixture()
    let navigator = fixture.navigator
    navigator.start()
    var reported: [NavigationError] = []
    let subscription = navigator.errors.subscribe(onNext: { reported.append($0) })
    defer { subscription.dispose() }
    var failure: Error?
    _ = navigator.push("nowhere").subscribe(onError: { failure = $0 })
    #expect(reported == [.route(.unknownRoute("nowhere"))])
    #expect(failure as? NavigationError == .route(.unknownRoute("nowhere")))
    #expect(reported.first?.message == "no screen is registered for route \"nowhere\"")
    #expect(fixture.routes == ["counters"])
  }

  @Test func badParametersAreShownAsTheUserWouldReadThem() throws {
    let fixture = try fixture()
    let navigator = fixture.navigator
    navigator.start()
    navigator.present("items/abc")
    #expect(
      navigator.lastError
        == .route(.badParameter(name: "id", value: "abc", expected: "a whole number")))
    #expect(navigator.lastError?.message == "parameter id is \"abc\", expected a whole number")
    navigator.push("items/3?page=two")
    #expect(navigator.lastError?.message == "parameter page is \"two\", expected a whole number")
    navigator.push("items/3?page=2")
    #expect(navigator.visibleScreen?.title == "item 3 page 2")
  }

  @Test func aFactoryThatThrowsIsReported() throws {
    let fixture = try fixture()
    let navigator = fixture.navigator
    navigator.start()
    navigator.push("locked")
    #expect(
      navigator.lastError == .screenFailed(route: "locked", reason: "the task list is locked"))
    #expect(
      navigator.lastError?.message
        == "the screen for \"locked\" could not open: the task list is locked")
    #expect(fixture.routes == ["counters"])
  }

  @Test func aTabWhoseRootFailsShowsNothingAndSaysWhy() throws {
    let fixture = try NavTestFixture(tabs: [
      ("Home", "counters"), ("Broken", "missing"), ("Bad", "a//b"),
    ])
    let navigator = fixture.navigator
    navigator.start()
    #expect(!navigator.selectTab(1))
    #expect(navigator.selectedTabIndex == 1)
    #expect(navigator.visibleScreen == nil)
    #expect(navigator.lastError == .route(.unknownRoute("missing")))
    #expect(!navigator.selectTab(2))
    #expect(
      navigator.lastError
        == .route(.malformed(route: "a//b", reason: "it has an empty path segment")))
    #expect(!navigator.back())
    // Pushing still works on the empty stack, and back never empties it.
    navigator.push("about")
    #expect(!navigator.back())
    #expect(fixture.routes == ["about"])
    #expect(!navigator.selectTab(7))
    #expect(navigator.lastError?.message == "there is no tab 8; the tabs are 1 to 3")
  }

  @Test func hostileRoutesNeverCrashTheNavigator() throws {
    let fixture = try fixture()
    let navigator = fixture.navigator
    navigator.start()
    let inputs = [
      "", "/", "?", "%", "%%", "..", "tasks/%00", "\u{1B}[2J", "tasks/%C3",
      String(repeating: "x/", count: 5_000),
      "items/99999999999999999999999", "items/-0", "tasks/:id", "*", "tasks?&&&=",
    ]
    for input in inputs {
      navigator.push(input)
      navigator.present(input)
      navigator.open(input)
    }
    #expect(navigator.lastError != nil)
    #expect(!navigator.stack.isEmpty)
    #expect(navigator.stack.allSatisfy { !$0.isClosed })
  }
}

extension Screen {
  fileprivate func withTitle(_ title: String) -> Screen {
    self.title = title
    return self
  }
}
