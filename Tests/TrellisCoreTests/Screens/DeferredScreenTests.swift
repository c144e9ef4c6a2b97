import Testing
import TrellisRx
import TrellisUI

@testable import TrellisCore

/// A screen shown at once and filled when its data comes: the built screen's intents,
/// results, hints, guard and closing go through it.
@Suite @MainActor struct DeferredScreenTests {
  /// A navigator with a `slow/:n` route whose value the test sends on `values`.
  @MainActor struct Fixture {
    let values = PublishSubject<Int>()
    let log = NavTestLog()
    let fixture: NavTestFixture

    init() throws {
      let values = self.values
      let log = self.log
      let slow = RouteEntry(pattern: try RoutePattern("slow/:n"), title: "Slow", pluginID: "test") {
        match, environment in
        let wanted = try match.int("n")
        return DeferredScreen(
          title: "Slow", loading: "Counting…", load: values.take(1).asSingle(),
          environment: environment
        ) { value in
          guard value >= 0 else {
            throw RouteError.badParameter(name: "n", value: "\(value)", expected: "0 or more")
          }
          log.append("built \(wanted) with \(value)")
          return NavTestScreen(route: "slow/\(wanted) = \(value)", log: log)
        }
      }
      fixture = try NavTestFixture(extra: [slow])
      fixture.navigator.start()
    }
  }

  @Test func itShowsAtOnceThenTheBuiltScreenWhichSpeaksThroughIt() throws {
    let setup = try Fixture()
    let navigator = setup.fixture.navigator
    navigator.push("slow/1")
    let deferred = try #require(navigator.visibleScreen as? DeferredScreen<Int>)
    #expect(deferred.isLoading)
    #expect(deferred.keyHints.isEmpty)
    #expect(setup.log.entries.isEmpty)

    setup.values.onNext(42)
    setup.fixture.settle()
    let content = try #require(deferred.content)
    #expect(!deferred.isLoading)
    #expect(setup.log.entries == ["built 1 with 42"])
    #expect(deferred.title == "slow/1 = 42")
    #expect(deferred.keyHints.map(\.keys) == ["x"])
    #expect(content.view.isDescendant(of: deferred.view))

    // The built screen's intents reach the navigator; results of what it opens reach it.
    var results: [String] = []
    let subscription = content.results(of: String.self).subscribe(onNext: { results.append($0) })
    defer { subscription.dispose() }
    content.navigate(.present("about"))
    setup.fixture.settle()
    #expect(setup.fixture.routes == ["counters", "slow/1", "about"])
    navigator.visibleScreen?.finish(with: "done")
    setup.fixture.settle()
    #expect(results == ["done"])

    // Its guard is the deferred screen's; closing closes it.
    content.closeGuard = { .just(false) }
    #expect(!navigator.back())
    content.closeGuard = nil
    #expect(navigator.back())
    #expect(setup.log.entries.last == "closed slow/1 = 42")
  }

  @Test func aFailedLoadOrBuildSaysWhyInPlace() throws {
    let setup = try Fixture()
    let navigator = setup.fixture.navigator
    navigator.push("slow/2")
    let deferred = try #require(navigator.visibleScreen as? DeferredScreen<Int>)
    setup.values.onNext(-1)
    setup.fixture.settle()
    #expect(deferred.content == nil)
    #expect(!deferred.isLoading)
    #expect(deferred.failure?.contains("0 or more") == true)
    let window = Window(rootView: deferred.view, size: Size(width: 60, height: 3))
    #expect(window.render().lines.joined().contains("Could not open Slow"))
  }

  @Test func closingBeforeTheValueComesStopsTheLoad() throws {
    let setup = try Fixture()
    let navigator = setup.fixture.navigator
    navigator.push("slow/3")
    #expect(setup.values.hasObservers)
    navigator.back()
    #expect(!setup.values.hasObservers)
    setup.values.onNext(7)
    setup.fixture.settle()
    #expect(setup.log.entries.isEmpty)
  }
}
