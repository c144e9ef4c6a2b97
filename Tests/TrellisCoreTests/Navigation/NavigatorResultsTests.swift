import Testing
import TrellisCore
import TrellisRx

@Suite @MainActor struct NavigatorResultsTests {
  @MainActor private final class ResultsTestRecorder<Value> {
    var values: [Value] = []
    var completed = false
    var errors: [Error] = []

    func record(_ maybe: Maybe<Value>) -> Disposable {
      maybe.subscribe(
        onSuccess: { self.values.append($0) }, onError: { self.errors.append($0) },
        onCompleted: { self.completed = true })
    }
  }

  @MainActor private struct ResultsTestTask: Equatable {
    var id: Int
    var title: String
  }

  @Test func presentGivesTheResultTheScreenFinishesWith() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start(at: "tasks")
    let recorder = ResultsTestRecorder<ResultsTestTask>()
    _ = recorder.record(navigator.present("tasks/3/edit", resultType: ResultsTestTask.self))
    #expect(recorder.values.isEmpty)
    navigator.visibleScreen?.finish(with: ResultsTestTask(id: 3, title: "Buy milk"))
    fixture.settle()
    #expect(recorder.values == [ResultsTestTask(id: 3, title: "Buy milk")])
    #expect(recorder.errors.isEmpty)
    #expect(fixture.routes == ["tasks"])
  }

  @Test func dismissingWithoutAResultCompletesEmpty() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    let recorder = ResultsTestRecorder<Int>()
    _ = recorder.record(navigator.present("about", resultType: Int.self))
    #expect(navigator.back())
    #expect(recorder.values.isEmpty)
    #expect(recorder.completed)
  }

  @Test func dismissFromTheAppHandsTheResult() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    let recorder = ResultsTestRecorder<String>()
    _ = recorder.record(navigator.present("about", resultType: String.self))
    #expect(navigator.dismiss(result: "ok"))
    #expect(recorder.values == ["ok"])
    #expect(!navigator.dismiss(result: "again"))
  }

  @Test func aResultMaybeSubscribedLateStillGetsIt() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    let maybe = navigator.push("counters/1", resultType: Int.self)
    navigator.visibleScreen?.finish(with: 5)
    fixture.settle()
    let recorder = ResultsTestRecorder<Int>()
    _ = recorder.record(maybe)
    #expect(recorder.values == [5])
    #expect(fixture.routes == ["counters"])
  }

  @Test func aResultOfAnotherTypeFailsTheMaybe() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    let recorder = ResultsTestRecorder<Int>()
    _ = recorder.record(navigator.present("about", resultType: Int.self))
    navigator.dismiss(result: "not a number")
    #expect(recorder.values.isEmpty)
    #expect(
      recorder.errors.first as? NavigationError
        == .unexpectedResult(route: "about", expected: "Int", actual: "String"))
  }

  @Test func closingAScreenInTheMiddleClosesThoseAboveWithoutResults() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    let middle = ResultsTestRecorder<Int>()
    let top = ResultsTestRecorder<Int>()
    _ = middle.record(navigator.push("counters/1", resultType: Int.self))
    let middleScreen = try #require(navigator.visibleScreen)
    _ = top.record(navigator.push("counters/2", resultType: Int.self))
    middleScreen.finish(with: 1)
    fixture.settle()
    #expect(fixture.routes == ["counters"])
    #expect(middle.values == [1])
    #expect(top.values.isEmpty && top.completed)
  }

  @Test func aModalInTheMiddleClosesThoseAboveIt() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    let first = ResultsTestRecorder<String>()
    _ = first.record(navigator.present("about", resultType: String.self))
    let aboutScreen = try #require(navigator.visibleScreen)
    navigator.present("settings")
    aboutScreen.finish(with: "done")
    fixture.settle()
    #expect(navigator.modals.isEmpty)
    #expect(first.values == ["done"])
  }

  @Test func aRootScreenCannotFinish() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    navigator.visibleScreen?.finish(with: 1)
    fixture.settle()
    #expect(fixture.routes == ["counters"])
    #expect(!fixture.log.entries.contains { $0.hasPrefix("closed") })
  }

  @Test func openingADeepLinkDismissesModalsWithoutResults() throws {
    let fixture = try NavTestFixture()
    let navigator = fixture.navigator
    navigator.start()
    let recorder = ResultsTestRecorder<Int>()
    _ = recorder.record(navigator.present("about", resultType: Int.self))
    navigator.open("tasks")
    #expect(recorder.completed && recorder.values.isEmpty)
    #expect(navigator.modals.isEmpty)
  }
}
