import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import RepoSearch

@Suite struct GitHubPagingTests {
  @Test func theNextPageIsFetchedFromTheURLTheLinkHeaderGives() throws {
    let server = try FixtureServer()
    let next = server.url("/search/repositories?q=swift+x&per_page=30&page=2&opaque=k%3Dv")
    let last = server.url("/search/repositories?q=swift+x&per_page=30&page=45")
    let link = "<\(next.absoluteString)>; rel=\"next\", <\(last.absoluteString)>; rel=\"last\""
    server.route(
      "GET", "/search/repositories",
      try gitHubResponse("search-repositories.json", headers: ["Link": link]))
    server.route(
      "GET", "/search/repositories", query: ["page": "2"],
      try gitHubResponse("search-repositories.json"))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, token: "ghp_pagingtoken", scheduler: scheduler)
    let first = try #require(gitHubTestsValue(client.search("swift x"), scheduler: scheduler))
    #expect(first.nextURL == next)
    #expect(first.hasNextPage)
    let second = try #require(gitHubTestsValue(client.nextPage(after: first), scheduler: scheduler))
    #expect(second.nextURL == nil)
    #expect(second.kind == .search)
    #expect(second.query == "swift x")
    let sent = try #require(server.requests.last)
    #expect(sent.target == "/search/repositories?q=swift+x&per_page=30&page=2&opaque=k%3Dv")
    #expect(sent.header("Authorization") == "Bearer ghp_pagingtoken")
  }

  @Test func aRelativeNextLinkIsResolvedAgainstTheResponse() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/users/octocat/repos",
      try gitHubResponse(
        "user-repos.json", headers: ["Link": "</users/octocat/repos?page=2>; rel=next"]))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let page = try #require(gitHubTestsValue(client.search("@octocat"), scheduler: scheduler))
    #expect(page.nextURL == server.url("/users/octocat/repos?page=2"))
    _ = gitHubTestsValue(client.nextPage(after: page), scheduler: scheduler)
    #expect(server.requests.last?.query["page"] == "2")
    #expect(server.requests.last?.path == "/users/octocat/repos")
  }

  @Test func withoutANextLinkThereIsNoNextPageAndAskingSendsNothing() throws {
    let server = try FixtureServer()
    let link = "<\(server.url("/search/repositories?page=1").absoluteString)>; rel=\"prev\""
    server.route(
      "GET", "/search/repositories",
      try gitHubResponse("search-repositories.json", headers: ["Link": link]))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let page = try #require(gitHubTestsValue(client.search("swift x"), scheduler: scheduler))
    #expect(page.nextURL == nil)
    let after = try #require(gitHubTestsValue(client.nextPage(after: page), scheduler: scheduler))
    #expect(after.items.isEmpty)
    #expect(after.nextURL == nil)
    #expect(server.requests.count == 1)
  }

  @Test func aNextLinkToAnotherOriginIsNeverFollowed() throws {
    let server = try FixtureServer()
    let elsewhere = try FixtureServer()
    elsewhere.route("GET", "/steal", .json("{}"))
    let foreign = elsewhere.url("/steal?page=2")
    server.route(
      "GET", "/search/repositories",
      try gitHubResponse(
        "search-repositories.json", headers: ["Link": "<\(foreign.absoluteString)>; rel=\"next\""]))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, token: "ghp_keepithome", scheduler: scheduler)
    let page = try #require(gitHubTestsValue(client.search("swift x"), scheduler: scheduler))
    #expect(page.nextURL == nil)
    var forged = page
    forged.nextURL = foreign
    let error = gitHubTestsError(client.nextPage(after: forged), scheduler: scheduler)
    #expect(error == .untrustedLink(origin: "http://127.0.0.1:\(elsewhere.port)"))
    #expect(error?.description.contains("not followed") == true)
    usleep(50_000)
    #expect(elsewhere.requests.isEmpty)
    #expect(server.requests.count == 1)
  }

  @Test func noSearchPageIsAskedForPastGitHubsThousandResults() throws {
    let server = try FixtureServer()
    func link(page: Int, perPage: Int = 30) -> [String: String] {
      let next = server.url("/search/repositories?q=swift&per_page=\(perPage)&page=\(page)")
      return ["Link": "<\(next.absoluteString)>; rel=\"next\""]
    }
    // Page 33 leads to page 34 (results 991–1,000), which GitHub gives; page 34 leads to
    // page 35, which it refuses.
    server.route(
      "GET", "/search/repositories", query: ["page": "33"],
      try gitHubResponse("search-repositories.json", headers: link(page: 34)))
    server.route(
      "GET", "/search/repositories", query: ["page": "34"],
      try gitHubResponse("search-repositories.json", headers: link(page: 35)))
    server.route(
      "GET", "/search/repositories", query: ["page": "35"],
      try gitHubResponse("error-422-validation.json", status: 422))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    var page = GitHubPage(
      query: "swift", kind: .search, items: [],
      nextURL: server.url("/search/repositories?q=swift&per_page=30&page=33"))
    page = try #require(gitHubTestsValue(client.nextPage(after: page), scheduler: scheduler))
    #expect(page.nextURL == server.url("/search/repositories?q=swift&per_page=30&page=34"))
    page = try #require(gitHubTestsValue(client.nextPage(after: page), scheduler: scheduler))
    #expect(page.nextURL == nil)
    #expect(!page.hasNextPage)
    #expect(page.resultLimit == 1_000)
    let after = try #require(gitHubTestsValue(client.nextPage(after: page), scheduler: scheduler))
    #expect(after.items.isEmpty)
    usleep(50_000)
    #expect(server.requests.map { $0.query["page"] } == ["33", "34"])
  }

  @Test(arguments: [
    (10, 100, true), (11, 100, false), (34, 30, true), (35, 30, false), (2, 1_000, false),
    (1_001, 1, false), (1_000, 1, true), (Int.max, Int.max, false),
  ])
  func aSearchPageIsKeptWhenItStartsWithinTheFirstThousand(page: Int, perPage: Int, kept: Bool)
    throws
  {
    let next = "http://127.0.0.1:1/search/repositories?q=x&per_page=\(perPage)&page=\(page)"
    let url = try #require(URL(string: next))
    #expect(GitHubEndpoint.isPastSearchLimit(url) == !kept)
  }

  @Test func anAccountsRepositoriesHaveNoThousandLimit() throws {
    let server = try FixtureServer()
    let next = server.url("/users/octocat/repos?per_page=30&page=40")
    server.route(
      "GET", "/users/octocat/repos",
      try gitHubResponse(
        "user-repos.json", headers: ["Link": "<\(next.absoluteString)>; rel=\"next\""]))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let page = try #require(gitHubTestsValue(client.search("@octocat"), scheduler: scheduler))
    #expect(page.nextURL == next)
    #expect(page.resultLimit == nil)
  }
}
