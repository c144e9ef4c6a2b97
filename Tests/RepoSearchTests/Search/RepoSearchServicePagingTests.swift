import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import RepoSearch

/// The search service's GitHub paging through the real client, against a FixtureServer on
/// 127.0.0.1 whose pages shift as GitHub's do: repositories already shown are not shown
/// again, and a page of nothing but repeats does not stall the paging.
@Suite struct RepoSearchServicePagingTests {
  /// A search answer of the repositories `org/repo<n>` (id `n`) for `numbers`, then `extra`,
  /// with a `Link` to `page` when given.
  static func page(
    _ server: FixtureServer, _ numbers: Range<Int>, extra: [[String: Any]] = [],
    total: Int = 60, next page: Int? = nil
  ) throws -> FixtureResponse {
    let items = numbers.map { repository(id: $0, "org/repo\($0)") } + extra
    let body = try JSONSerialization.data(
      withJSONObject: ["total_count": total, "incomplete_results": false, "items": items])
    var headers = ["Content-Type": "application/json; charset=utf-8"]
    if let page {
      let url = server.url("/search/repositories?q=swift&per_page=30&page=\(page)")
      headers["Link"] = "<\(url.absoluteString)>; rel=\"next\""
    }
    return FixtureResponse(status: 200, headers: headers, body: body)
  }

  static func repository(id: Int, _ fullName: String) -> [String: Any] {
    let parts = fullName.split(separator: "/").map(String.init)
    return ["id": id, "name": parts[1], "full_name": fullName, "owner": ["login": parts[0]]]
  }

  /// The last results of `observable`, or its error, waiting at most 20 s.
  static func outcome(
    _ observable: Observable<RepoSearchResults>?, scheduler: GitHubTestScheduler
  ) throws -> Result<RepoSearchResults, Error> {
    let observable = try #require(observable)
    let outcome = GitHubTestOutcome<RepoSearchResults>()
    let last = GitHubTestOutcome<RepoSearchResults>()
    let subscription = observable.subscribe(
      onNext: { last.set(.success($0)) }, onError: { outcome.set(.failure($0)) },
      onCompleted: {
        if let value = last.result { outcome.set(value) }
      })
    defer { subscription.dispose() }
    let deadline = Date().addingTimeInterval(20)
    while outcome.result == nil && Date() < deadline {
      scheduler.runAll()
      usleep(2_000)
    }
    return try #require(outcome.result)
  }

  func service(_ server: FixtureServer, scheduler: GitHubTestScheduler) -> RepoSearchService {
    RepoSearchService(
      github: gitHubTestClient(server, scheduler: scheduler), git: GitService(), roots: { [] },
      scheduler: scheduler)
  }

  /// The `page` of each search request, in order ("1" for the first, which names none).
  func pagesAsked(_ server: FixtureServer) -> [String] {
    server.requests(to: "/search/repositories").map { $0.query["page"] ?? "1" }
  }

  @Test func aRepositoryAPageRepeatsIsShownOnceInTheOrderFirstSeen() throws {
    let server = try FixtureServer()
    defer { server.stop() }
    server.route(
      "GET", "/search/repositories", query: ["q": "swift"], try Self.page(server, 0..<30, next: 2))
    // GitHub's results moved on: page 2 starts with the end of page 1, and holds one
    // repository renamed since (same id) and one spelled with other case (same name).
    server.route(
      "GET", "/search/repositories", query: ["q": "swift", "page": "2"],
      try Self.page(
        server, 25..<40,
        extra: [Self.repository(id: 3, "org/renamed3"), Self.repository(id: 999, "ORG/Repo10")]))
    let scheduler = GitHubTestScheduler()
    let searching = service(server, scheduler: scheduler)
    let first = try Self.outcome(searching.search("swift", in: .github), scheduler: scheduler)
      .get()
    #expect(first.rows.count == 30)
    #expect(first.hasMore)
    let second = try Self.outcome(searching.more(after: first), scheduler: scheduler).get()
    #expect(second.rows.map(\.title) == (0..<40).map { "org/repo\($0)" })
    #expect(!second.hasMore)
    #expect(pagesAsked(server) == ["1", "2"])
  }

  @Test func aPageOfNothingButRepeatsIsFollowedByTheNextSoPagingNeverStalls() throws {
    let server = try FixtureServer()
    defer { server.stop() }
    server.route(
      "GET", "/search/repositories", query: ["q": "swift"], try Self.page(server, 0..<30, next: 2))
    server.route(
      "GET", "/search/repositories", query: ["q": "swift", "page": "2"],
      try Self.page(server, 0..<30, next: 3))
    server.route(
      "GET", "/search/repositories", query: ["q": "swift", "page": "3"],
      try Self.page(server, 30..<35))
    let scheduler = GitHubTestScheduler()
    let searching = service(server, scheduler: scheduler)
    let first = try Self.outcome(searching.search("swift", in: .github), scheduler: scheduler)
      .get()
    let more = try Self.outcome(searching.more(after: first), scheduler: scheduler).get()
    #expect(more.rows.map(\.title) == (0..<35).map { "org/repo\($0)" })
    #expect(!more.hasMore)
    #expect(pagesAsked(server) == ["1", "2", "3"])
  }

  @Test func pagesOfNothingButRepeatsStopAfterThreeAndSaySo() throws {
    let server = try FixtureServer()
    defer { server.stop() }
    server.route(
      "GET", "/search/repositories", query: ["q": "swift"], try Self.page(server, 0..<30, next: 2))
    for page in 2...6 {
      server.route(
        "GET", "/search/repositories", query: ["q": "swift", "page": "\(page)"],
        try Self.page(server, 0..<30, next: page + 1))
    }
    let scheduler = GitHubTestScheduler()
    let searching = service(server, scheduler: scheduler)
    let first = try Self.outcome(searching.search("swift", in: .github), scheduler: scheduler)
      .get()
    let result = try Self.outcome(searching.more(after: first), scheduler: scheduler)
    #expect(throws: RepoSearchError.repeatedPages(3)) { try result.get() }
    #expect(
      RepoSearchViewModel.message(for: RepoSearchError.repeatedPages(3))
        == "GitHub's next 3 pages held only repositories already shown (its results shift "
        + "while they change), so paging stopped.")
    #expect(pagesAsked(server) == ["1", "2", "3", "4"])
  }
}
