import Foundation

/// When and how long ``HTTPClient`` waits before sending a request again.
///
/// Retried: 5xx answers to idempotent requests (any method with
/// ``retriesNonIdempotentRequests``), 429, and 403 when it is a rate limit (no requests
/// left per `X-RateLimit-Remaining: 0`, or a `Retry-After`). The wait is what the server
/// asked for — `Retry-After` (seconds or an HTTP date), else the rate limit's reset time —
/// or else exponential backoff with jitter. A server-requested wait longer than
/// ``maxWait`` is not waited out: the request fails at once with an error saying when to
/// try again. Transport failures (refused, timed out, cut off) are not retried.
public struct HTTPRetryPolicy: Sendable {
  /// Requests sent in all, the first included (1 means no retries).
  public var maxAttempts: Int

  /// The backoff before the first retry, in seconds.
  public var initialDelay: TimeInterval

  /// How much the backoff grows per retry.
  public var multiplier: Double

  /// The longest backoff, in seconds.
  public var maxDelay: TimeInterval

  /// The fraction of each backoff that is random (0 none, 1 anywhere from 0 to the full
  /// delay), so clients that failed together do not retry together.
  public var jitter: Double

  /// The longest server-requested wait (`Retry-After`, rate-limit reset) the client waits
  /// out, in seconds.
  public var maxWait: TimeInterval

  /// Whether 5xx answers to non-idempotent requests (`POST`, `PATCH`) are retried too.
  public var retriesNonIdempotentRequests: Bool

  /// A random number in 0..<1 for the jitter (replace it to make tests exact).
  public var random: @Sendable () -> Double

  /// A policy with these settings.
  public init(
    maxAttempts: Int = 3, initialDelay: TimeInterval = 0.5, multiplier: Double = 2,
    maxDelay: TimeInterval = 10, jitter: Double = 0.2, maxWait: TimeInterval = 60,
    retriesNonIdempotentRequests: Bool = false,
    random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
  ) {
    self.maxAttempts = max(1, maxAttempts)
    self.initialDelay = max(0, initialDelay)
    self.multiplier = max(1, multiplier)
    self.maxDelay = max(0, maxDelay)
    self.jitter = min(1, max(0, jitter))
    self.maxWait = max(0, maxWait)
    self.retriesNonIdempotentRequests = retriesNonIdempotentRequests
    self.random = random
  }

  /// Three attempts, backoff from 0.5 s doubling to at most 10 s with 20 % jitter, server
  /// waits of up to a minute.
  public static let standard = HTTPRetryPolicy()

  /// One attempt: never retries (rate limits still fail with when to retry).
  public static let never = HTTPRetryPolicy(maxAttempts: 1)

  /// The backoff after attempt `attempt` (1 for the first) failed: `initialDelay` times
  /// `multiplier` to the power `attempt - 1`, capped at `maxDelay`, less up to `jitter` of it.
  public func backoff(afterAttempt attempt: Int) -> TimeInterval {
    let exponent = Double(max(0, attempt - 1))
    let full = min(maxDelay, initialDelay * pow(multiplier, exponent))
    return full * (1 - jitter * min(1, max(0, random())))
  }

  /// What to do with a response of `status` and `headers` to `request`, after attempt
  /// `attempt` (1 for the first), at time `now`.
  public func decision(
    status: Int, headers: HTTPHeaders, request: HTTPRequest, attempt: Int, now: Date
  ) -> HTTPRetryDecision {
    let retryAfter = headers["Retry-After"].flatMap { HTTPRetryAfter.delay($0, now: now) }
    let rateLimit = HTTPRateLimit(headers: headers, now: now)
    let isRateLimit =
      status == 429 || (status == 403 && (rateLimit?.isExhausted == true || retryAfter != nil))
    if isRateLimit {
      let serverWait =
        retryAfter ?? rateLimit?.reset.map { max(0, $0.timeIntervalSince(now)) }
      let until = serverWait.map { now.addingTimeInterval($0) }
      let wait = serverWait ?? backoff(afterAttempt: attempt)
      guard attempt < maxAttempts, wait <= maxWait else { return .rateLimited(until: until) }
      return .retry(after: wait)
    }
    guard (500..<600).contains(status) else { return .deliver }
    let retryAt = retryAfter.map { now.addingTimeInterval($0) }
    let wait = retryAfter ?? backoff(afterAttempt: attempt)
    guard attempt < maxAttempts, request.isIdempotent || retriesNonIdempotentRequests,
      wait <= maxWait
    else { return .fail(retryAt: retryAt) }
    return .retry(after: wait)
  }
}
