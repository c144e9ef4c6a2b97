import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import RepoSearch

@Suite struct GitHubETagTests {
  /// A route that answers 304 when `If-None-Match` names its ETag.
  private func conditionalRoute(_ server: FixtureServer, etag: String) throws {
    let body = try gitHubFixture("search-repositories.json")
    server.route("GET", "/search/repositories") { request in
      let headers = gitHubRateLimitHeaders("search", remaining: 28, limit: 30, resetIn: 60)
      if request.header("If-None-Match") == etag {
        return FixtureResponse.status(304, headers: headers.merging(["ETag": etag]) { $1 })
      }
      return FixtureResponse.json(body, headers: headers.merging(["ETag": etag]) { $1 })
    }
  }

  @Test func aRepeatedSearchIsConditionalAndServedFromTheCache() throws {
    let server = try FixtureServer()
    let etag = "W/\"a18c3bded88eb5dbb5c849a489412bf3\""
    try conditionalRoute(server, etag: etag)
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, token: "ghp_etag", scheduler: scheduler)
    let first = try #require(
      gitHubTestsValue(client.search("language:swift"), scheduler: scheduler))
    #expect(first.isFromCache == false)
    let second = try #require(
      gitHubTestsValue(client.search("language:swift"), scheduler: scheduler))
    #expect(second.isFromCache == true)
    #expect(second.items == first.items)
    #expect(second.totalCount == 1342)
    #expect(second.rateLimit?.remaining == 28)
    let requests = server.requests
    #expect(requests.count == 2)
    #expect(requests[0].header("If-None-Match") == nil)
    #expect(requests[1].header("If-None-Match") == etag)
  }

  @Test func a304GivesItsSearchSlotBack() throws {
    let server = try FixtureServer()
    try conditionalRoute(server, etag: "\"v1\"")
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, token: "ghp_etag", scheduler: scheduler)
    _ = gitHubTestsValue(client.search("language:swift"), scheduler: scheduler)
    #expect(client.searchLimiter.reservedCount == 1)
    for _ in 0..<40 {
      let page = gitHubTestsValue(
        client.search("language:swift"), scheduler: scheduler, runningTime: false)
      #expect(page?.isFromCache == true)
    }
    #expect(client.searchLimiter.reservedCount == 1)
    #expect(server.requests.count == 41)
  }

  @Test func anotherTokenDoesNotReadTheCachedAnswer() throws {
    let server = try FixtureServer()
    try conditionalRoute(server, etag: "\"v1\"")
    let scheduler = GitHubTestScheduler()
    let cache = HTTPETagCache()
    let alice = gitHubTestClient(server, token: "ghp_alice", scheduler: scheduler, cache: cache)
    let bob = gitHubTestClient(server, token: "ghp_bob_", scheduler: scheduler, cache: cache)
    _ = gitHubTestsValue(alice.search("language:swift"), scheduler: scheduler)
    let page = gitHubTestsValue(bob.search("language:swift"), scheduler: scheduler)
    #expect(page?.isFromCache == false)
    #expect(server.requests.last?.header("If-None-Match") == nil)
  }
}
