import Foundation
import Testing
import TrellisRx
import TrellisServices
import TrellisTesting

@Suite struct HTTPClientRetryTests {
  private func client(
    _ scheduler: HTTPTestsScheduler, policy: HTTPRetryPolicy = httpTestsPolicy()
  ) -> HTTPClient {
    HTTPClient(
      configuration: .init(appName: "retry-tests", retryPolicy: policy, retryScheduler: scheduler))
  }

  @Test func retriesServerErrorsUntilOneSucceeds() throws {
    let server = try FixtureServer()
    server.route("GET", "/flaky", sequence: [.status(503), .status(503), .text("ok")])
    let scheduler = HTTPTestsScheduler()
    let response = try #require(httpTestsValue(client(scheduler).get(server.url("/flaky"))))
    #expect(response.text == "ok")
    #expect(response.attempts == 3)
    #expect(server.requests(to: "/flaky").count == 3)
    #expect(scheduler.requestedDelays == [0.001, 0.002])
  }

  @Test func retriesWithARealSchedulerToo() throws {
    let server = try FixtureServer()
    server.route("GET", "/flaky", sequence: [.status(500), .status(502), .text("ok")])
    let client = HTTPClient(configuration: .init(retryPolicy: httpTestsPolicy()))
    #expect(httpTestsValue(client.get(server.url("/flaky")))?.attempts == 3)
  }

  @Test func failsWithTheLastStatusWhenAttemptsRunOut() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/down", sequence: [.status(500), .status(502), .text("down", status: 503)])
    let error = httpTestsError(client(HTTPTestsScheduler()).get(server.url("/down")))
    #expect(
      error
        == .status(
          code: 503, url: server.url("/down").absoluteString, excerpt: "down", retryAt: nil))
    #expect(server.requests.count == 3)
  }

  @Test func doesNotRepeatAPostAfterAServerError() throws {
    let server = try FixtureServer()
    server.route("POST", "/tasks", sequence: [.status(500), .status(201)])
    let request = HTTPRequest(method: "POST", url: server.url("/tasks"), body: Data("{}".utf8))
    let error = httpTestsError(client(HTTPTestsScheduler()).send(request))
    #expect(
      error
        == .status(code: 500, url: server.url("/tasks").absoluteString, excerpt: "", retryAt: nil))
    #expect(server.requests.count == 1)
  }

  @Test func doesNotRetryClientErrors() throws {
    let server = try FixtureServer()
    server.route("GET", "/bad", sequence: [.status(400), .text("ok")])
    #expect(httpTestsError(client(HTTPTestsScheduler()).get(server.url("/bad"))) != nil)
    #expect(server.requests.count == 1)
  }

  @Test func honoursRetryAfterInSeconds() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/busy", sequence: [.status(503, headers: ["Retry-After": "7"]), .text("ok")])
    let scheduler = HTTPTestsScheduler()
    #expect(httpTestsValue(client(scheduler).get(server.url("/busy")))?.text == "ok")
    #expect(scheduler.requestedDelays == [7])
  }

  @Test func honoursRetryAfterAsAnHTTPDate() throws {
    let scheduler = HTTPTestsScheduler()
    let date = HTTPRetryAfter.httpDate(scheduler.now.addingTimeInterval(42))
    let server = try FixtureServer()
    server.route(
      "GET", "/busy", sequence: [.status(429, headers: ["Retry-After": date]), .text("ok")])
    #expect(httpTestsValue(client(scheduler).get(server.url("/busy")))?.attempts == 2)
    #expect(scheduler.requestedDelays == [42])
  }

  @Test func aRateLimited403WaitsForTheReset() throws {
    let scheduler = HTTPTestsScheduler()
    let reset = Int(scheduler.now.timeIntervalSince1970) + 30
    let limited: [String: String] = [
      "X-RateLimit-Limit": "60", "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "\(reset)",
    ]
    let server = try FixtureServer()
    server.route(
      "GET", "/search",
      sequence: [
        .json(#"{"message":"API rate limit exceeded"}"#, status: 403, headers: limited),
        .json("[]", headers: ["X-RateLimit-Limit": "60", "X-RateLimit-Remaining": "59"]),
      ])
    let response = try #require(httpTestsValue(client(scheduler).get(server.url("/search"))))
    #expect(scheduler.requestedDelays == [30])
    #expect(response.attempts == 2)
    #expect(response.rateLimit?.limit == 60)
    #expect(response.rateLimit?.remaining == 59)
  }

  @Test func aRateLimitLongerThanTheCapFailsSayingWhenToRetry() throws {
    let scheduler = HTTPTestsScheduler()
    let reset = scheduler.now.addingTimeInterval(3_600)
    let server = try FixtureServer()
    server.route(
      "GET", "/search",
      .json(
        #"{"message":"API rate limit exceeded"}"#, status: 403,
        headers: [
          "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "\(Int(reset.timeIntervalSince1970))",
        ]))
    let error = httpTestsError(client(scheduler).get(server.url("/search")))
    #expect(error == .rateLimited(url: server.url("/search").absoluteString, until: reset))
    #expect(error?.description.contains("try again after 2027-01-15T09:00:00Z") == true)
    #expect(server.requests.count == 1)
    #expect(scheduler.requestedDelays.isEmpty)
  }

  @Test func aRetryAfterLongerThanTheCapFails() throws {
    let scheduler = HTTPTestsScheduler()
    let server = try FixtureServer()
    server.route("GET", "/busy", .status(429, headers: ["Retry-After": "120"]))
    let error = httpTestsError(
      client(scheduler, policy: httpTestsPolicy(maxWait: 60)).get(server.url("/busy")))
    #expect(
      error
        == .rateLimited(
          url: server.url("/busy").absoluteString, until: scheduler.now.addingTimeInterval(120)))
    server.route("GET", "/down", .text("maintenance", status: 503, headers: ["Retry-After": "600"]))
    let down = httpTestsError(client(scheduler).get(server.url("/down")))
    #expect(
      down
        == .status(
          code: 503, url: server.url("/down").absoluteString, excerpt: "maintenance",
          retryAt: scheduler.now.addingTimeInterval(600)))
    #expect(down?.description.contains("retry after 2027-01-15T08:10:00Z") == true)
  }

  @Test func aForbiddenThatIsNoRateLimitIsNotRetried() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/private",
      sequence: [
        .json(#"{"message":"no"}"#, status: 403, headers: ["X-RateLimit-Remaining": "12"]),
        .text("ok"),
      ])
    let error = httpTestsError(client(HTTPTestsScheduler()).get(server.url("/private")))
    guard case .status(403, _, _, _) = error else {
      Issue.record("expected a 403 status error, got \(String(describing: error))")
      return
    }
    #expect(server.requests.count == 1)
  }

  @Test func rateLimitsRunningOutOfAttemptsFail() throws {
    let server = try FixtureServer()
    server.route("GET", "/busy", .status(429, headers: ["Retry-After": "1"]))
    let scheduler = HTTPTestsScheduler()
    let error = httpTestsError(
      client(scheduler, policy: httpTestsPolicy(maxAttempts: 2)).get(server.url("/busy")))
    #expect(
      error
        == .rateLimited(
          url: server.url("/busy").absoluteString, until: scheduler.now.addingTimeInterval(1)))
    #expect(server.requests.count == 2)
  }

  @Test func deliversTheFinalResponseWhenNotValidating() throws {
    let server = try FixtureServer()
    server.route("GET", "/busy", .status(429, headers: ["Retry-After": "1"]))
    let request = HTTPRequest(
      url: server.url("/busy"), retryPolicy: httpTestsPolicy(maxAttempts: 2), validatesStatus: false
    )
    let response = httpTestsValue(client(HTTPTestsScheduler()).send(request))
    #expect(response?.status == 429)
    #expect(response?.attempts == 2)
  }
}
