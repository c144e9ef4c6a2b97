import Foundation
import Testing
import TrellisRx
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
    let page = try #require(gitHubTestsValue(client.search("octocat"), scheduler: scheduler))
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
}
