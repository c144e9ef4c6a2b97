import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import RepoSearch

@Suite struct GitHubRateLimitTests {
  private let utc = TimeZone(identifier: "UTC") ?? .current

  @Test func theLatestStatusOfEachResourceIsExposedAndLowWhenFewAreLeft() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/search/repositories",
      sequence: [
        try gitHubResponse(
          "search-repositories.json",
          headers: gitHubRateLimitHeaders("search", remaining: 29, limit: 30, resetIn: 60)),
        try gitHubResponse(
          "search-repositories.json",
          headers: gitHubRateLimitHeaders("search", remaining: 3, limit: 30, resetIn: 60)),
      ])
    server.route(
      "GET", "/repos/ReactiveX/RxSwift",
      try gitHubResponse(
        "repository.json", headers: gitHubRateLimitHeaders("core", remaining: 4_999, limit: 5_000)))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, token: "ghp_ratelimits", scheduler: scheduler)
    let seen = GitHubTestOutcome<[GitHubRateLimitStatus]>()
    seen.set(.success([]))
    let subscription = client.rateLimit.subscribe(onNext: { status in
      seen.set(.success(((try? seen.result?.get()) ?? []) + [status]))
    })
    defer { subscription.dispose() }

    let page = try #require(gitHubTestsValue(client.search("language:swift"), scheduler: scheduler))
    #expect(page.rateLimit?.remaining == 29)
    let search = try #require(client.rateLimitStatus(of: "search"))
    #expect(
      search
        == GitHubRateLimitStatus(
          resource: "search", remaining: 29, limit: 30,
          reset: Date(timeIntervalSince1970: TimeInterval(gitHubTestsEpoch + 60))))
    #expect(!search.isLow)
    _ = gitHubTestsValue(client.search("language:swift"), scheduler: scheduler)
    #expect(client.rateLimitStatus(of: "search")?.isLow == true)
    #expect(
      client.rateLimitStatus(of: "search")?.message(timeZone: utc)
        == "3 GitHub search requests left until 2027-01-15 08:01")
    _ = gitHubTestsValue(
      client.repository(owner: "ReactiveX", name: "RxSwift"), scheduler: scheduler)
    #expect(client.rateLimitStatus(of: "core")?.remaining == 4_999)
    #expect(client.rateLimitStatus(of: "core")?.isLow == false)
    #expect(waitUntil { ((try? seen.result?.get()) ?? []).count == 3 })
    let statuses = try #require(try seen.result?.get())
    #expect(statuses.map(\.resource) == ["search", "search", "core"])
    #expect(statuses.map(\.remaining) == [29, 3, 4_999])

    let late = GitHubTestOutcome<[String]>()
    let replay = client.rateLimit.subscribe(onNext: { status in
      late.set(
        .success(((try? late.result?.get()) ?? []) + ["\(status.resource) \(status.remaining)"]))
    })
    defer { replay.dispose() }
    #expect(waitUntil { ((try? late.result?.get()) ?? []).count >= 2 })
    #expect(try late.result?.get() == ["core 4999", "search 3"])
  }

  @Test func anOlderStatusArrivingLateDoesNotReplaceANewerOne() throws {
    let tracker = GitHubRateLimitTracker()
    let reset = Date(timeIntervalSince1970: TimeInterval(gitHubTestsEpoch + 60))
    let seen = GitHubTestOutcome<[Int]>()
    let subscription = tracker.statuses.subscribe(onNext: { status in
      seen.set(.success(((try? seen.result?.get()) ?? []) + [status.remaining]))
      // Subscribing again from onNext must not deadlock.
      tracker.statuses.subscribe(onNext: { _ in }).dispose()
    })
    defer { subscription.dispose() }
    tracker.record(GitHubRateLimitStatus(resource: "search", remaining: 3, limit: 30, reset: reset))
    tracker.record(GitHubRateLimitStatus(resource: "search", remaining: 9, limit: 30, reset: reset))
    tracker.record(
      GitHubRateLimitStatus(
        resource: "search", remaining: 30, limit: 30, reset: reset.addingTimeInterval(60)))
    #expect(tracker.status(of: "search")?.remaining == 30)
    #expect(waitUntil { ((try? seen.result?.get()) ?? []).count >= 2 })
    usleep(50_000)
    #expect(try seen.result?.get() == [3, 30])
  }

  @Test(arguments: [
    (30, 5, true), (30, 6, false), (5_000, 500, true), (5_000, 501, false), (60, 0, true),
    (10, 9, false),
  ])
  func lowMeansAtMostATenthOrAtMostFive(limit: Int, remaining: Int, isLow: Bool) {
    let status = GitHubRateLimitStatus(
      resource: "core", remaining: remaining, limit: limit, reset: nil)
    #expect(status.isLow == isLow)
  }

  @Test func messagesSayHowManyAreLeftAndUntilWhen() {
    let now = Date()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    let today = calendar.date(bySettingHour: 14, minute: 5, second: 0, of: now) ?? now
    let search = GitHubRateLimitStatus(resource: "search", remaining: 12, limit: 30, reset: today)
    #expect(search.message(timeZone: utc) == "12 GitHub search requests left until 14:05")
    let one = GitHubRateLimitStatus(resource: "core", remaining: 1, limit: 60, reset: nil)
    #expect(one.message(timeZone: utc) == "1 GitHub API request left")
    let none = GitHubRateLimitStatus(resource: "core", remaining: 0, limit: 60, reset: today)
    #expect(none.message(timeZone: utc) == "No GitHub API requests left until 14:05")
    let hostile = GitHubRateLimitStatus(resource: "x\u{1B}[2J", remaining: 2, limit: 9, reset: nil)
    #expect(!hostile.message.contains("\u{1B}"))
  }

  @Test func whenNoneAreLeftNothingIsSentUntilTheReset() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/search/repositories",
      try gitHubResponse(
        "search-repositories.json",
        headers: gitHubRateLimitHeaders("search", remaining: 0, limit: 10, resetIn: 45)))
    server.route("GET", "/users/octocat/repos", try gitHubResponse("user-repos.json"))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    #expect(gitHubTestsValue(client.search("language:swift"), scheduler: scheduler) != nil)
    let until = Date(timeIntervalSince1970: TimeInterval(gitHubTestsEpoch + 45))
    let error = gitHubTestsError(
      client.search("language:go"), scheduler: scheduler, runningTime: false)
    #expect(error == .rateLimited(until: until))
    #expect(
      error?.message(timeZone: utc)
        == "GitHub's rate limit is used up until 2027-01-15 08:00; try again then.")
    #expect(server.requests.count == 1)
    // The core limit is another resource: its requests still go.
    #expect(
      gitHubTestsValue(client.search("@octocat"), scheduler: scheduler, runningTime: false) != nil)
    #expect(server.requests.count == 2)
    scheduler.advance(by: 45)
    #expect(gitHubTestsValue(client.search("language:go"), scheduler: scheduler) != nil)
    #expect(server.requests(to: "/search/repositories").count == 2)
  }

  @Test func a429WithRetryAfterIsRetriedOnceAfterTheWait() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/search/repositories",
      sequence: [
        .json(#"{"message":"Too many requests"}"#, status: 429, headers: ["Retry-After": "30"]),
        try gitHubResponse("search-repositories.json"),
      ])
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, token: "ghp_retry", scheduler: scheduler)
    let outcome = GitHubTestOutcome<GitHubPage>()
    let subscription = client.search("language:swift").subscribe { outcome.set($0) }
    defer { subscription.dispose() }
    #expect(server.waitForRequests(1))
    #expect(waitUntil { scheduler.scheduledCount >= 1 })
    scheduler.advance(by: 29)
    usleep(100_000)
    #expect(server.requests.count == 1)
    #expect(outcome.result == nil)
    scheduler.advance(by: 1)
    #expect(server.waitForRequests(2))
    #expect(waitUntil { outcome.result != nil })
    #expect(try outcome.result?.get().items.count == 3)
  }

  @Test func aSecond429FailsSayingWhenToTryAgain() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/repos/ReactiveX/RxSwift",
      .json(#"{"message":"Too many requests"}"#, status: 429, headers: ["Retry-After": "20"]))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let error = gitHubTestsError(
      client.repository(owner: "ReactiveX", name: "RxSwift"), scheduler: scheduler)
    #expect(server.requests.count == 2)
    #expect(scheduler.elapsed == 20)
    #expect(
      error == .rateLimited(until: Date(timeIntervalSince1970: TimeInterval(gitHubTestsEpoch + 40)))
    )
  }

  @Test func aPrimaryRateLimit403FailsAtOnceWithTheResetAndBlocksWhatFollows() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/repos/ReactiveX/RxSwift",
      try gitHubResponse(
        "error-403-rate-limit.json", status: 403,
        headers: gitHubRateLimitHeaders("core", remaining: 0, limit: 60, resetIn: 1_800)))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let until = Date(timeIntervalSince1970: TimeInterval(gitHubTestsEpoch + 1_800))
    let first = gitHubTestsError(
      client.repository(owner: "ReactiveX", name: "RxSwift"), scheduler: scheduler)
    #expect(first == .rateLimited(until: until))
    #expect(client.rateLimitStatus(of: "core")?.isExhausted == true)
    let second = gitHubTestsError(
      client.readme(owner: "ReactiveX", name: "RxSwift"), scheduler: scheduler)
    #expect(second == .rateLimited(until: until))
    #expect(server.requests.count == 1)
  }
}

/// Waits (at most 10 s) until `condition` holds; returns whether it did.
func waitUntil(_ condition: () -> Bool) -> Bool {
  let deadline = Date().addingTimeInterval(10)
  while !condition() {
    if Date() >= deadline { return false }
    usleep(2_000)
  }
  return true
}
