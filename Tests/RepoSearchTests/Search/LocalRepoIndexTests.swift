import Foundation
import Synchronization
import Testing
import Trellis
import TrellisRxTest

@testable import RepoSearch

/// The local search's kept index: the disk is walked once for many queries, again on `r`
/// or when the roots change; the working trees' changes are checked for the rows shown
/// only.
@Suite struct LocalRepoIndexTests {
  /// A search service over `roots`, working on the calling thread.
  static func service(git: GitService, roots: @escaping @Sendable () -> [String])
    -> RepoSearchService
  {
    RepoSearchService(
      github: GitHubClient(
        http: HTTPClient(configuration: .init(appName: "repo-index-tests")),
        configuration: { GitHubConfiguration() },
        scheduler: ConcurrentDispatchQueueScheduler(qos: .default)),
      git: git, roots: roots, scheduler: Blocking.scheduler)
  }

  /// The rows of the finished local search for `query`.
  static func rows(_ service: RepoSearchService, _ query: String) throws -> [LocalRepository] {
    let (results, error) = Blocking.elements(service.search(query, in: .local))
    #expect(error == nil)
    let last = try #require(results.last)
    #expect(last.isFinished)
    return last.rows.compactMap { row in
      if case .local(let repository) = row { return repository }
      return nil
    }
  }

  @Test func severalQueriesWalkTheDiskOnceAndRWalksItAgain() throws {
    let fixture = try GitFixture()
    for name in ["alpha", "alphabet", "beta"] {
      try fixture.repository("projects/\(name)", commits: 1)
    }
    let git = GitService()
    let service = Self.service(git: git) { [fixture.path("projects")] }
    #expect(try Self.rows(service, "alpha").map(\.name) == ["alpha", "alphabet"])
    #expect(try Self.rows(service, "beta").map(\.name) == ["beta"])
    let all = try Self.rows(service, "")
    #expect(all.map(\.name) == ["alpha", "alphabet", "beta"])
    #expect(git.discoveriesStarted == 1)
    // The working trees were not looked at: that is for the rows on screen.
    #expect(all.allSatisfy { $0.isDirty == nil })
    #expect(git.dirtyChecksRun == 0)
    // A repository made since is not in the kept list until `r`.
    try fixture.repository("projects/gamma", commits: 1)
    #expect(try Self.rows(service, "").map(\.name) == ["alpha", "alphabet", "beta"])
    service.reload()
    #expect(try Self.rows(service, "").map(\.name) == ["alpha", "alphabet", "beta", "gamma"])
    #expect(git.discoveriesStarted == 2)
  }

  @Test func otherRootsAreWalkedAnew() throws {
    let fixture = try GitFixture()
    try fixture.repository("one/alpha", commits: 1)
    try fixture.repository("two/beta", commits: 1)
    let git = GitService()
    let roots = Mutex([fixture.path("one")])
    let service = Self.service(git: git) { roots.withLock { $0 } }
    #expect(try Self.rows(service, "").map(\.name) == ["alpha"])
    roots.withLock { $0 = [fixture.path("two")] }
    #expect(try Self.rows(service, "").map(\.name) == ["beta"])
    #expect(git.discoveriesStarted == 2)
  }

  @Test func onlyTheRowsShownHaveTheirWorkingTreesChecked() throws {
    let fixture = try GitFixture()
    for name in ["a", "b", "c", "d"] {
      try fixture.repository("projects/\(name)", commits: 1)
      try fixture.write("new\n", to: "projects/\(name)/untracked.txt")
    }
    let git = GitService()
    let service = Self.service(git: git) { [fixture.path("projects")] }
    let scheduler = TestScheduler(
      initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let rows = scheduler.createObserver([RepoRow].self)
    SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = RepoSearchViewModel(
        searching: service, initialSource: .local, scheduler: scheduler)
      let output = viewModel.transform(
        .init(
          query: scheduler.createHotObservable([.next(10, "")]).asObservable(),
          toggleSource: .never(), retry: .never(), loadMore: .never(), selection: .never(),
          rowsShown: scheduler.createHotObservable([
            .next(1_000, 0), .next(1_100, 2), .next(1_200, 0), .next(1_300, 2),
          ]).asObservable()))
      _ = output.rows.drive(rows)
      scheduler.start()
    }
    let last = try #require(
      rows.events.compactMap { recorded -> [RepoRow]? in
        if case .next(let rows) = recorded.value { return rows }
        return nil
      }.last)
    let dirty = last.map { row -> Bool? in
      if case .local(let repository) = row { return repository.isDirty }
      return nil
    }
    #expect(dirty == [true, nil, true, nil])
    // Each row shown checked once, however often it came on screen.
    #expect(git.dirtyChecksRun == 2)
  }
}
