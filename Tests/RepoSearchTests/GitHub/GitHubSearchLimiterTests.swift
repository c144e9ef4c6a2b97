import Foundation
import Synchronization
import Testing
import Trellis
import TrellisTesting

@testable import RepoSearch

@Suite struct GitHubSearchLimiterTests {
  @Test func the31stSearchWithinAMinuteWaitsUntilTheWindowFrees() throws {
    let server = try FixtureServer()
    server.route("GET", "/search/repositories", try gitHubResponse("search-repositories.json"))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, token: "ghp_limiter", scheduler: scheduler)
    for index in 0..<30 {
      if index == 10 { scheduler.advance(by: 5) }
      #expect(
        gitHubTestsValue(client.search("q\(index) x"), scheduler: scheduler, runningTime: false)
          != nil)
    }
    let outcome = GitHubTestOutcome<GitHubPage>()
    let subscription = client.search("q30 x").subscribe { outcome.set($0) }
    defer { subscription.dispose() }
    scheduler.advance(by: 54)
    usleep(100_000)
    #expect(server.requests.count == 30)
    #expect(outcome.result == nil)
    scheduler.advance(by: 1)
    #expect(server.waitForRequests(31))
    #expect(server.requests.last?.query["q"] == "q30 x")
    #expect(waitUntil { outcome.result != nil })
    // The ten sent at 0 s have left the window; those sent at 5 s have not.
    #expect(client.searchLimiter.reservedCount == 21)
  }

  @Test func withoutATokenTheLimitIsTenAMinute() throws {
    let server = try FixtureServer()
    server.route("GET", "/search/repositories", try gitHubResponse("search-repositories.json"))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    for index in 0..<10 {
      _ = gitHubTestsValue(client.search("q\(index) x"), scheduler: scheduler, runningTime: false)
    }
    let outcome = GitHubTestOutcome<GitHubPage>()
    let subscription = client.search("q10 x").subscribe { outcome.set($0) }
    defer { subscription.dispose() }
    usleep(100_000)
    #expect(server.requests.count == 10)
    scheduler.advance(by: 60)
    #expect(server.waitForRequests(11))
  }

  @Test func aSearchWaitingForTheLimitSaysUntilWhen() throws {
    let server = try FixtureServer()
    server.route("GET", "/search/repositories", try gitHubResponse("search-repositories.json"))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let waits = Mutex<[Date?]>([])
    let watching = client.searchWaits.subscribe(onNext: { date in
      waits.withLock { $0.append(date) }
    })
    defer { watching.dispose() }
    for index in 0..<10 {
      _ = gitHubTestsValue(client.search("q\(index) x"), scheduler: scheduler, runningTime: false)
    }
    let start = scheduler.now
    let subscription = client.search("q10 x").subscribe { _ in }
    #expect(waits.withLock { $0 } == [nil, start.addingTimeInterval(60)])
    // Given up before its turn: nobody waits any more.
    subscription.dispose()
    #expect(waits.withLock { $0 } == [nil, start.addingTimeInterval(60), nil])
  }

  @Test func theLimitFromTheLastSearchAnswerWins() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/search/repositories",
      try gitHubResponse(
        "search-repositories.json",
        headers: gitHubRateLimitHeaders("search", remaining: 20, limit: 25, resetIn: 60)))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    for index in 0..<25 {
      _ = gitHubTestsValue(client.search("q\(index) x"), scheduler: scheduler, runningTime: false)
    }
    #expect(server.requests.count == 25)
    let outcome = GitHubTestOutcome<GitHubPage>()
    let subscription = client.search("q25 x").subscribe { outcome.set($0) }
    defer { subscription.dispose() }
    usleep(100_000)
    #expect(server.requests.count == 25)
  }

  @Test func disposingDuringTheWaitSendsNothingAndFreesTheSlot() throws {
    let server = try FixtureServer()
    server.route("GET", "/search/repositories", try gitHubResponse("search-repositories.json"))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, token: "ghp_limiter", scheduler: scheduler)
    for index in 0..<30 {
      _ = gitHubTestsValue(client.search("q\(index) x"), scheduler: scheduler, runningTime: false)
    }
    let waiting = client.search("never sent").subscribe { _ in
      Issue.record("a disposed search delivered a result")
    }
    #expect(client.searchLimiter.reservedCount == 31)
    waiting.dispose()
    #expect(client.searchLimiter.reservedCount == 30)
    scheduler.advance(by: 120)
    usleep(200_000)
    #expect(server.requests.count == 30)
    #expect(
      server.requests(to: "/search/repositories").allSatisfy { $0.query["q"] != "never sent" })
  }

  @Test func waitingSearchesGoInTheOrderTheyAsked() throws {
    let server = try FixtureServer()
    server.route("GET", "/search/repositories", try gitHubResponse("search-repositories.json"))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    for index in 0..<10 {
      if index > 0 { scheduler.advance(by: 1) }
      _ = gitHubTestsValue(client.search("q\(index) x"), scheduler: scheduler, runningTime: false)
    }
    let subscriptions = (0..<3).map { client.search("late\($0) x").subscribe { _ in } }
    defer { for subscription in subscriptions { subscription.dispose() } }
    scheduler.advance(by: 51)  // 60 s after the first: one slot frees
    #expect(server.waitForRequests(11))
    usleep(100_000)
    #expect(server.requests.count == 11)
    scheduler.advance(by: 1)
    #expect(server.waitForRequests(12))
    scheduler.advance(by: 1)
    #expect(server.waitForRequests(13))
    let late = server.requests.suffix(3).compactMap { $0.query["q"] }
    #expect(late == ["late0 x", "late1 x", "late2 x"])
  }
}
