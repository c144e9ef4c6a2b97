import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import RepoSearch

@Suite struct GitHubCancellationTests {
  @Test func disposingASearchWhileGitHubIsSlowClosesTheConnection() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/search/repositories",
      try gitHubResponse("search-repositories.json").with(.delay(30)))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let subscription = client.search("slow search").subscribe { _ in
      Issue.record("a disposed search delivered a result")
    }
    #expect(server.waitForRequests(1))
    subscription.dispose()
    #expect(server.waitUntil { $0.exchanges.first?.outcome == .clientDisconnected })
  }

  @Test func disposingDuringARetryWaitSendsNoRetry() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/repos/a/b",
      .json(#"{"message":"slow down"}"#, status: 429, headers: ["Retry-After": "5"]))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let subscription = client.repository(owner: "a", name: "b").subscribe { _ in
      Issue.record("a disposed request delivered a result")
    }
    #expect(server.waitForRequests(1))
    #expect(waitUntil { scheduler.scheduledCount >= 1 })
    subscription.dispose()
    scheduler.advance(by: 10)
    usleep(100_000)
    #expect(server.requests.count == 1)
  }
}
