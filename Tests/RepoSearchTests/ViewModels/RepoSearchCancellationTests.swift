import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import RepoSearch

/// The search view model over the real service: a superseded GitHub request is cancelled
/// (the server sees the connection closed), on real threads.
@Suite struct RepoSearchCancellationTests {
  @Test func aNewQueryClosesTheConnectionOfTheOneBefore() throws {
    let server = try FixtureServer()
    defer { server.stop() }
    let slow = Data(#"{"total_count":0,"incomplete_results":false,"items":[]}"#.utf8)
    server.route(
      "GET", "/search/repositories", query: ["q": "slow query"],
      FixtureResponse(status: 200, headers: ["Content-Type": "application/json"], body: slow)
        .with(.delay(5)))
    server.route(
      "GET", "/search/repositories", query: ["q": "fast query"],
      FixtureResponse(
        status: 200, headers: ["Content-Type": "application/json"],
        body: Data(
          #"{"total_count":1,"incomplete_results":false,"items":[{"name":"fast","full_name":"me/fast","owner":{"login":"me"}}]}"#
            .utf8)))
    let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let github = GitHubClient(
      http: HTTPClient(configuration: HTTPClientConfiguration(appName: "test", timeout: 10)),
      configuration: { GitHubConfiguration(baseURL: server.baseURL) }, scheduler: background)
    let searching = RepoSearchService(
      github: github, git: GitService(), roots: { [] }, scheduler: background)
    let main = SerialDispatchQueueScheduler(qos: .userInitiated)
    let viewModel = RepoSearchViewModel(
      searching: searching, initialSource: .github, scheduler: main, throttle: .milliseconds(1))
    let query = PublishSubject<String>()
    let states = LockedBox<[RepoSearchState]>([])
    var subscription: Disposable?
    SharingScheduler.mock(scheduler: main) {
      subscription = viewModel.transform(
        .init(
          query: query.asObservable(), toggleSource: .never(), retry: .never(),
          loadMore: .never(), selection: .never())
      ).state.drive(onNext: { state in states.set(states.value + [state]) })
    }
    defer { subscription?.dispose() }
    query.onNext("slow query")
    #expect(
      server.waitUntil(timeout: 5) {
        $0.exchanges.contains { $0.request.query["q"] == "slow query" }
      })
    query.onNext("fast query")
    #expect(
      server.waitUntil(timeout: 5) {
        $0.exchanges.contains {
          $0.request.query["q"] == "slow query" && $0.outcome == .clientDisconnected
        }
      })
    let deadline = Date().addingTimeInterval(5)
    while !states.value.contains(where: { $0.query == "fast query" && $0.phase == .loaded }),
      Date() < deadline
    {
      Thread.sleep(forTimeInterval: 0.01)
    }
    #expect(states.value.last?.rows.map(\.title) == ["me/fast"])
    #expect(!states.value.contains { $0.query == "slow query" && $0.phase == .loaded })
  }
}
