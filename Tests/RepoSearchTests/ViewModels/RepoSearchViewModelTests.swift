import Foundation
import Testing
import Trellis
import TrellisRxTest

@testable import RepoSearch

/// The search view model in virtual time (a tick is a millisecond): the seed's throttle,
/// distinct and flatMapLatest, the retry, paging, the source switch and every state.
@Suite struct RepoSearchViewModelTests {
  struct Run {
    let states: TestableObserver<RepoSearchState>
    let navigation: TestableObserver<String>
    let sourceChanges: TestableObserver<RepoSearchSource>
    let searching: ScriptedSearching

    /// The phases and row counts of the states, in time order, as `time: phase rows`.
    var timeline: [String] {
      states.events.compactMap { recorded in
        guard case .next(let state) = recorded.value else { return nil }
        return
          "\(recorded.time): \(state.source.rawValue) \"\(state.query)\" \(state.phase) \(state.rows.count)"
      }
    }

    var last: RepoSearchState? {
      states.events.last.flatMap { recorded in
        if case .next(let state) = recorded.value { return state }
        return nil
      }
    }
  }

  func run(
    source: RepoSearchSource = .github,
    query: [Recorded<Event<String>>] = [], toggle: [Recorded<Event<Void>>] = [],
    retry: [Recorded<Event<Void>>] = [], loadMore: [Recorded<Event<Void>>] = [],
    selection: [Recorded<Event<Int>>] = [], until end: Int = 5_000,
    script: (ScriptedSearching) -> Void = { _ in }
  ) -> Run {
    let scheduler = TestScheduler(
      initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let searching = ScriptedSearching(scheduler: scheduler)
    script(searching)
    var result: Run?
    SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = RepoSearchViewModel(
        searching: searching, initialSource: source, scheduler: scheduler)
      let output = viewModel.transform(
        .init(
          query: scheduler.createHotObservable(query).asObservable(),
          toggleSource: scheduler.createHotObservable(toggle).asObservable(),
          retry: scheduler.createHotObservable(retry).asObservable(),
          loadMore: scheduler.createHotObservable(loadMore).asObservable(),
          selection: scheduler.createHotObservable(selection).asObservable()))
      let run = Run(
        states: scheduler.createObserver(RepoSearchState.self),
        navigation: scheduler.createObserver(String.self),
        sourceChanges: scheduler.createObserver(RepoSearchSource.self), searching: searching)
      let bag = DisposeBag()
      output.state.drive(run.states).disposed(by: bag)
      output.navigation.map(\.description).emit(to: run.navigation).disposed(by: bag)
      output.sourceChanges.emit(to: run.sourceChanges).disposed(by: bag)
      scheduler.advanceTo(end)
      result = run
    }
    return result!
  }

  @Test func typingIsThrottledDeduplicatedAndTheLatestQueryWins() {
    let run = run(
      query: [
        .next(100, "s"), .next(150, "sw"), .next(200, "swi"), .next(1_000, "swift"),
        .next(1_400, "swift"), .next(2_000, "rust"),
      ]
    ) { searching in
      searching.scripts["github:swift"] = [
        .next(1_500, ScriptedSearching.results("swift", ["apple/swift"])), .completed(1_500),
      ]
      searching.scripts["github:rust"] = [
        .next(50, ScriptedSearching.results("rust", ["rust-lang/rust", "a/b"])), .completed(50),
      ]
    }
    // Throttled: "s" at once, "swi" at the end of its window; "sw" never; "swift" once.
    #expect(
      run.searching.searches.map(\.key) == [
        "github:s", "github:swi", "github:swift", "github:rust",
      ])
    // The superseded request is disposed when the next query arrives (flatMapLatest).
    let swift = run.searching.searches[2].observable
    #expect(swift.subscriptions == [Subscription(1_000, 2_000)])
    #expect(run.last?.rows.map(\.title) == ["rust-lang/rust", "a/b"])
    #expect(!run.timeline.contains { $0.contains("\"swift\" loaded") })
    #expect(
      run.timeline.suffix(2) == [
        "2000: github \"rust\" loading 0", "2050: github \"rust\" loaded 2",
      ])
  }

  @Test func anEmptyGitHubQueryAsksNothingAndPrompts() {
    let run = run(query: [.next(100, ""), .next(600, "  "), .next(1_200, " @ ")])
    #expect(run.searching.searches.isEmpty)
    #expect(run.last?.phase == .idle)
    #expect(
      run.last?.message
        == "Type words to search GitHub's repositories, qualifiers too (\"language:swift "
        + "stars:>100\"), or @name for the repositories of a user or organization. Tab searches "
        + "this machine instead.")
  }

  @Test func aPassingFailureIsRetriedOnceThenShownWithR() {
    let run = run(query: [.next(100, "swift")], retry: [.next(3_000, ())]) { searching in
      searching.scripts["github:swift"] = [.error(40, ScriptedSearching.Passing())]
    }
    let first = run.searching.searches[0].observable
    // Subscribed, failed at 140, resubscribed at once, failed again at 180.
    #expect(first.subscriptions == [Subscription(100, 140), Subscription(140, 180)])
    #expect(run.timeline.contains { $0.hasPrefix("180: github \"swift\" failed") })
    #expect(
      run.states.events.contains { recorded in
        if case .next(let state) = recorded.value, recorded.time == 180 {
          return state.message?.hasSuffix("Press ctrl-r to retry.") == true
        }
        return false
      })
    // r asks again.
    #expect(run.searching.searches.count == 2)
    #expect(run.searching.searches[1].observable.subscriptions.first == Subscription(3_000, 3_040))
  }

  @Test func aLastingFailureIsNotRetried() {
    let run = run(query: [.next(100, "swift")]) { searching in
      searching.scripts["github:swift"] = [.error(40, ScriptedSearching.Lasting())]
    }
    #expect(run.searching.searches[0].observable.subscriptions == [Subscription(100, 140)])
    #expect(run.last?.phase == .failed("GitHub refused the token. Press ctrl-r to retry."))
    #expect(run.last?.message == "GitHub refused the token. Press ctrl-r to retry.")
  }

  @Test func aQueryGitHubCannotRunOffersNoRetry() {
    let run = run(query: [.next(100, "stars:>")]) { searching in
      searching.scripts["github:stars:>"] = [
        .error(40, GitHubError.invalidQuery(message: "Validation Failed"))
      ]
    }
    #expect(
      run.last?.message
        == "GitHub could not run this search: Validation Failed. Check the query and its "
        + "qualifiers.")
  }

  @Test func reachingTheEndLoadsTheNextPageOnceAtATime() {
    let run = run(
      query: [.next(100, "swift")],
      loadMore: [.next(500, ()), .next(520, ()), .next(2_000, ()), .next(3_000, ())]
    ) { searching in
      searching.scripts["github:swift"] = [
        .next(100, ScriptedSearching.results("swift", ["a/1", "a/2"], hasMore: true)),
        .completed(100),
      ]
      searching.pages = [
        [
          .next(300, ScriptedSearching.results("swift", ["a/1", "a/2", "a/3"], hasMore: true)),
          .completed(300),
        ],
        [
          .next(100, ScriptedSearching.results("swift", ["a/1", "a/2", "a/3", "a/4"])),
          .completed(100),
        ],
      ]
    }
    #expect(run.searching.more.count == 2)
    #expect(run.searching.more[0].subscriptions == [Subscription(500, 800)])
    #expect(run.searching.more[1].subscriptions == [Subscription(2_000, 2_100)])
    #expect(
      run.timeline.suffix(4) == [
        "500: github \"swift\" loadingMore 2", "800: github \"swift\" loaded 3",
        "2000: github \"swift\" loadingMore 3", "2100: github \"swift\" loaded 4",
      ])
    #expect(run.last?.footer == "End of results: 4 repositories")
  }

  @Test func rAfterAFailedNextPageAsksForThatPageAgain() {
    let run = run(
      query: [.next(100, "swift")], retry: [.next(1_000, ())], loadMore: [.next(500, ())]
    ) { searching in
      searching.scripts["github:swift"] = [
        .next(100, ScriptedSearching.results("swift", ["a/1", "a/2"], hasMore: true)),
        .completed(100),
      ]
      searching.pages = [
        [.error(50, GitHubError.serverTrouble(status: 502))],
        [
          .next(100, ScriptedSearching.results("swift", ["a/1", "a/2", "a/3"])),
          .completed(100),
        ],
      ]
    }
    // The first search only; the retry went to the page that failed, keeping the rows.
    #expect(run.searching.searches.count == 1)
    #expect(run.searching.more.count == 2)
    #expect(run.searching.more[1].subscriptions == [Subscription(1_000, 1_100)])
    #expect(run.timeline.contains { $0.hasPrefix("550: github \"swift\" failed(") })
    #expect(run.last?.rows.count == 3)
    #expect(run.last?.footer == "End of results: 3 repositories")
  }

  @Test func switchingTheSourceSearchesTheOtherAndIsRemembered() {
    let run = run(query: [.next(100, "trellis")], toggle: [.next(1_000, ())]) { searching in
      searching.scripts["local:trellis"] = [
        .next(0, ScriptedSearching.results("trellis", [], source: .local, finished: false)),
        .next(
          30, ScriptedSearching.results("trellis", ["me/trellis"], source: .local, finished: false)),
        .next(60, ScriptedSearching.results("trellis", ["me/trellis"], source: .local)),
        .completed(60),
      ]
    }
    #expect(run.searching.searches.map(\.key) == ["github:trellis", "local:trellis"])
    #expect(run.sourceChanges.events == [.next(1_000, .local)])
    #expect(
      run.timeline.suffix(4) == [
        "1000: local \"trellis\" loading 0", "1000: local \"trellis\" loading 0",
        "1030: local \"trellis\" loading 1", "1060: local \"trellis\" loaded 1",
      ])
  }

  @Test func choosingARowOpensItsScreen() {
    let run = run(query: [.next(100, "swift")], selection: [.next(500, 1), .next(600, 9)]) {
      searching in
      searching.scripts["github:swift"] = [
        .next(10, ScriptedSearching.results("swift", ["apple/swift", "swift lang/sw ift"])),
        .completed(10),
      ]
    }
    #expect(run.navigation.events == [.next(500, "push(repos/github/swift%20lang/sw%20ift)")])
  }

  @Test func messagesForEachState() {
    var state = RepoSearchState(query: "zzz qq", source: .github, phase: .loaded)
    #expect(state.message == "No repositories on GitHub match \"zzz qq\".")
    state.source = .local
    #expect(state.message == "No repository here matches \"zzz qq\".")
    state.query = ""
    state.results.roots = ["/home/a/src", "/home/a/code", "/srv", "/opt/git"]
    state.results.maxDepth = 6
    #expect(
      state.message
        == "No git repositories within 6 folders of /home/a/src, /home/a/code, /srv and 1 more"
        + " (settings repos.roots and repos.maxDepth).")
    state.phase = .loading
    #expect(state.message == "Looking for git repositories…")
    state.rows = [ScriptedSearching.row("a/b")]
    #expect(state.footer == "1 found so far…")
    state.phase = .loaded
    state.hasMore = true
    state.totalCount = 1_234
    #expect(state.footer == "1 of 1,234 shown; more load at the end of the list")
  }

  @Test func aOneWordSearchOffersTheAccountOfThatNameOneStepAway() {
    var state = RepoSearchState(query: "swift", source: .github, phase: .loading)
    #expect(state.message == "Searching GitHub for \"swift\"…")
    state.phase = .loaded
    #expect(
      state.message
        == "No repositories on GitHub match \"swift\". @swift lists the repositories of the "
        + "account swift.")
    state.rows = [ScriptedSearching.row("apple/swift")]
    #expect(state.message == "For the repositories of the account swift, type @swift.")
    // Not for searches no login can be, nor on this machine.
    state.query = "swift stars:>100"
    #expect(state.message == nil)
    state.query = "swift"
    state.source = .local
    #expect(state.message == nil)
    // The account's own listing.
    state = RepoSearchState(query: "@octocat", source: .github, phase: .loading)
    #expect(state.message == "Listing the repositories of octocat on GitHub…")
    state.phase = .loaded
    #expect(state.message == "GitHub lists no public repositories of octocat.")
    state.rows = [ScriptedSearching.row("octocat/Hello-World")]
    #expect(state.message == nil)
  }

  @Test func theFooterSaysWhereGitHubsSearchStops() {
    var state = RepoSearchState(
      query: "swift", source: .github, phase: .loaded,
      rows: (0..<30).map { ScriptedSearching.row("a/\($0)") }, hasMore: true,
      totalCount: 250_312)
    state.results.limit = 1_000
    #expect(
      state.footer
        == "30 of 250,312 shown; more load at the end of the list, up to GitHub's 1,000")
    state.rows = (0..<1_000).map { ScriptedSearching.row("a/\($0)") }
    state.hasMore = false
    #expect(state.footer == "1,000 of 250,312 shown — GitHub stops at 1,000; narrow the search")
    // Within the limit, nothing is said of it.
    state.totalCount = 1_000
    #expect(state.footer == "End of results: 1,000 repositories")
    state.hasMore = true
    state.rows = Array(state.rows.prefix(30))
    #expect(state.footer == "30 of 1,000 shown; more load at the end of the list")
  }
}
