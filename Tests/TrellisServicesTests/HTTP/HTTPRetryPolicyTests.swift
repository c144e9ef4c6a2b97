import Foundation
import Testing
import TrellisServices

@Suite struct HTTPRetryPolicyTests {
  private let now = Date(timeIntervalSince1970: 1_800_000_000)
  private let get = HTTPRequest.get(URL(fileURLWithPath: "/"))

  private func policy(random: Double = 0.5, jitter: Double = 0) -> HTTPRetryPolicy {
    HTTPRetryPolicy(
      maxAttempts: 4, initialDelay: 1, multiplier: 2, maxDelay: 5, jitter: jitter, maxWait: 60,
      random: { random })
  }

  @Test func backoffGrowsExponentiallyUpToTheCap() {
    let delays = (1...5).map { policy().backoff(afterAttempt: $0) }
    #expect(delays == [1, 2, 4, 5, 5])
  }

  @Test func jitterTakesARandomShareOffTheDelay() {
    #expect(policy(random: 0, jitter: 0.5).backoff(afterAttempt: 2) == 2)
    #expect(policy(random: 0.5, jitter: 0.5).backoff(afterAttempt: 2) == 1.5)
    #expect(policy(random: 0.999, jitter: 1).backoff(afterAttempt: 1) < 0.01)
    let real = HTTPRetryPolicy(initialDelay: 1, maxDelay: 1, jitter: 0.2)
    #expect((0..<100).allSatisfy { _ in (0.8...1).contains(real.backoff(afterAttempt: 1)) })
  }

  @Test func decidesOnServerErrors() {
    let policy = policy()
    #expect(
      policy.decision(status: 200, headers: [:], request: get, attempt: 1, now: now) == .deliver)
    #expect(
      policy.decision(status: 404, headers: [:], request: get, attempt: 1, now: now) == .deliver)
    #expect(
      policy.decision(status: 502, headers: [:], request: get, attempt: 2, now: now)
        == .retry(after: 2))
    #expect(
      policy.decision(status: 502, headers: [:], request: get, attempt: 4, now: now)
        == .fail(retryAt: nil))
    let post = HTTPRequest(method: "POST", url: get.url)
    #expect(
      policy.decision(status: 503, headers: [:], request: post, attempt: 1, now: now)
        == .fail(retryAt: nil))
    var lenient = policy
    lenient.retriesNonIdempotentRequests = true
    #expect(
      lenient.decision(status: 503, headers: [:], request: post, attempt: 1, now: now)
        == .retry(after: 1))
    #expect(
      policy.decision(
        status: 503, headers: ["Retry-After": "90"], request: get, attempt: 1, now: now)
        == .fail(retryAt: now.addingTimeInterval(90)))
  }

  @Test func decidesOnRateLimits() {
    let policy = policy()
    let reset: HTTPHeaders = [
      "X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "\(Int(now.timeIntervalSince1970) + 20)",
    ]
    #expect(
      policy.decision(status: 403, headers: reset, request: get, attempt: 1, now: now)
        == .retry(after: 20))
    #expect(
      policy.decision(status: 403, headers: reset, request: get, attempt: 4, now: now)
        == .rateLimited(until: now.addingTimeInterval(20)))
    #expect(
      policy.decision(
        status: 403, headers: ["Retry-After": "3"], request: get, attempt: 1, now: now)
        == .retry(after: 3))
    #expect(
      policy.decision(status: 403, headers: [:], request: get, attempt: 1, now: now) == .deliver)
    #expect(
      policy.decision(status: 429, headers: [:], request: get, attempt: 1, now: now)
        == .retry(after: 1))
    #expect(
      policy.decision(
        status: 429, headers: ["Retry-After": "61"], request: get, attempt: 1, now: now)
        == .rateLimited(until: now.addingTimeInterval(61)))
    let post = HTTPRequest(method: "POST", url: get.url)
    #expect(
      policy.decision(
        status: 429, headers: ["Retry-After": "2"], request: post, attempt: 1, now: now)
        == .retry(after: 2))
    let past: HTTPHeaders = ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1700000000"]
    #expect(
      policy.decision(status: 403, headers: past, request: get, attempt: 1, now: now)
        == .retry(after: 0))
  }

  @Test func neverRetries() {
    #expect(
      HTTPRetryPolicy.never.decision(status: 503, headers: [:], request: get, attempt: 1, now: now)
        == .fail(retryAt: nil))
  }
}
