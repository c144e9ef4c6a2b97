import Foundation
import Testing
import Trellis
import TrellisRxTest

@testable import RepoSearch

/// The local repository's view model on real repositories: in virtual time (the git work
/// runs on the test scheduler too), and with real threads for the superseded walk.
@Suite struct LocalRepoViewModelTests {
  struct Run {
    let detail: TestableObserver<LoadState<LocalRepositoryDetail>>
    let history: TestableObserver<HistoryState>
    let navigation: TestableObserver<String>

    var lastHistory: HistoryState? {
      history.events.last.flatMap {
        if case .next(let state) = $0.value { return state } else { return nil }
      }
    }
  }

  func run(
    path: String, git: GitService = GitService(), retry: [Recorded<Event<Void>>] = [],
    loadMore: [Recorded<Event<Void>>] = [], search: [Recorded<Event<String>>] = [],
    selection: [Recorded<Event<Int>>] = [], actions: [(Int, () -> Void)] = [],
    until end: Int = 5_000
  ) -> Run {
    let scheduler = TestScheduler(
      initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    var result: Run?
    SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = LocalRepoViewModel(
        path: path, git: git, scheduler: scheduler, backgroundScheduler: scheduler)
      let output = viewModel.transform(
        .init(
          retry: scheduler.createHotObservable(retry).asObservable(),
          loadMore: scheduler.createHotObservable(loadMore).asObservable(),
          search: scheduler.createHotObservable(search).asObservable(),
          selection: scheduler.createHotObservable(selection).asObservable()))
      let run = Run(
        detail: scheduler.createObserver(LoadState<LocalRepositoryDetail>.self),
        history: scheduler.createObserver(HistoryState.self),
        navigation: scheduler.createObserver(String.self))
      let bag = DisposeBag()
      output.detail.drive(run.detail).disposed(by: bag)
      output.history.drive(run.history).disposed(by: bag)
      output.navigation.map(\.description).emit(to: run.navigation).disposed(by: bag)
      for (time, action) in actions { scheduler.scheduleAt(time, action: action) }
      scheduler.advanceTo(end)
      result = run
    }
    return result!
  }

  @Test func historyPagesLoadAsTheListReachesItsEnd() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("paged", commits: 120)
    let run = run(
      path: path, loadMore: [.next(100, ()), .next(200, ()), .next(300, ()), .next(400, ())])
    let counts = run.history.events.compactMap { recorded -> String? in
      guard case .next(let state) = recorded.value else { return nil }
      return
        "\(recorded.time): \(state.commits.count)\(state.isLoading ? " loading" : "")\(state.isComplete ? " complete" : "")"
    }
    #expect(
      counts == [
        "0: 0 loading", "0: 50", "100: 50 loading", "100: 100", "200: 100 loading",
        "200: 120 complete",
      ])
    #expect(run.lastHistory?.footer == "Start of history: 120 commits")
    #expect(run.lastHistory?.commits.first?.subject == "Commit 120")
    #expect(run.detail.events.last?.value.element?.value?.repository.head == .branch("main"))
  }

  @Test func searchingStreamsMatchesThenClearingShowsHistoryAgain() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("searched", commits: 3_000, message: GitSearchTests.message)
    let git = GitService()
    git.searchSlice = 1_000
    let run = run(
      path: path, git: git, search: [.next(100, "zan"), .next(150, "zanzibar"), .next(2_000, "")])
    let searches = run.history.events.compactMap { recorded -> String? in
      guard case .next(let state) = recorded.value, state.isSearch else { return nil }
      return
        "\(recorded.time): \(state.query) \(state.commits.count)/\(state.scanned)\(state.isComplete ? " done" : "")"
    }
    // "zan" at once (throttle's leading edge); "zanzibar" at the end of the window, which
    // replaces it; the walk reports each slice of 1,000 commits.
    #expect(searches.last == "400: zanzibar 30/3000 done")
    #expect(searches.contains("400: zanzibar 10/1000"))
    #expect(run.lastHistory?.isSearch == false)
    #expect(run.lastHistory?.commits.count == 50)
    let final = run.history.events.last { recorded in
      if case .next(let state) = recorded.value { return state.isSearch && state.isComplete }
      return false
    }
    if case .next(let state) = final?.value {
      #expect(state.message == "30 commits match \"zanzibar\" (3,000 commits read).")
      #expect(zip(state.commits, state.commits.dropFirst()).allSatisfy { $0.date >= $1.date })
    }
  }

  @Test func anEmptyRepositorySaysNoCommitsYet() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("empty")
    let run = run(path: path)
    #expect(run.lastHistory?.problem == "No commits yet.")
    #expect(run.lastHistory?.message == "No commits yet.")
  }

  @Test func aFolderThatIsNoRepositoryFailsWithRToRetry() throws {
    let fixture = try GitFixture()
    try fixture.write("x", to: "plain/a.txt")
    let run = run(path: fixture.path("plain"), retry: [.next(1_000, ())])
    let failures = run.detail.events.filter { recorded in
      if case .next(.failed(let message)) = recorded.value {
        return message.hasPrefix("No git repository at") && message.hasSuffix("Press r to retry.")
      }
      return false
    }
    #expect(failures.map(\.time) == [0, 1_000])
  }

  @Test func rReadsTheHistoryAgainWithTheCommitsMadeSince() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("growing", commits: 2)
    let commit = {
      _ = try? fixture.git(["commit", "--allow-empty", "-q", "-m", "Made later"], in: "growing")
    }
    let run = run(path: path, retry: [.next(1_000, ())], actions: [(500, commit)])
    let subjects = run.history.events.compactMap { recorded -> String? in
      guard case .next(let state) = recorded.value, !state.isLoading else { return nil }
      return "\(recorded.time): \(state.commits.map(\.subject).joined(separator: ", "))"
    }
    #expect(subjects == ["0: Commit 2, Commit 1", "1000: Made later, Commit 2, Commit 1"])
  }

  @Test func choosingACommitOpensIt() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("chosen", commits: 3)
    let id = try fixture.git(["rev-parse", "HEAD~1"], in: "chosen").trimmingCharacters(
      in: .whitespacesAndNewlines)
    let run = run(path: path, selection: [.next(100, 1), .next(200, 7)])
    #expect(run.navigation.events == [.next(100, "push(\(RepoRoutes.commit(id, path: path)))")])
  }

  @Test func aNewSearchEndsTheWalkOfTheOneBefore() throws {
    let fixture = try GitFixture()
    let path = try fixture.repository("walks", commits: 5_000, message: GitSearchTests.message)
    let git = GitService()
    git.searchSlice = 10  // 500 slices: far from its end when the next search comes.
    let main = SerialDispatchQueueScheduler(qos: .userInitiated)
    let background = SerialDispatchQueueScheduler(qos: .utility)
    let viewModel = LocalRepoViewModel(
      path: path, git: git, scheduler: main, backgroundScheduler: background,
      throttle: .milliseconds(1))
    let search = PublishSubject<String>()
    let states = LockedBox<[HistoryState]>([])
    var disposable: Disposable?
    SharingScheduler.mock(scheduler: main) {
      disposable = viewModel.transform(
        .init(
          retry: .never(), loadMore: .never(), search: search.asObservable(), selection: .never())
      ).history.drive(onNext: { state in states.set(states.value + [state]) })
    }
    search.onNext("zanzibar")
    let deadline = Date().addingTimeInterval(10)
    while !states.value.contains(where: { $0.query == "zanzibar" && $0.scanned >= 20 }),
      Date() < deadline
    {
      Thread.sleep(forTimeInterval: 0.001)
    }
    search.onNext("parser")
    while !states.value.contains(where: { $0.query == "parser" && $0.isComplete }),
      Date() < deadline
    {
      Thread.sleep(forTimeInterval: 0.005)
    }
    disposable?.dispose()
    #expect(
      states.value.contains { $0.query == "parser" && $0.isComplete && $0.commits.count == 50 })
    #expect(!states.value.contains { $0.query == "zanzibar" && $0.isComplete })
    #expect(states.value.filter { $0.query == "zanzibar" }.map(\.scanned).max() ?? 0 < 5_000)
    while git.activeWalks > 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
    #expect(git.activeWalks == 0)
  }
}
