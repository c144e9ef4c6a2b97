import Trellis

extension PhotoRateLimit {
  /// The rate limit in a response's `X-Ratelimit-Remaining` and `X-Ratelimit-Limit`
  /// headers (as `HTTPRateLimit` read them); nil when the remaining count is missing.
  init?(_ rateLimit: HTTPRateLimit?) {
    guard let remaining = rateLimit?.remaining else { return nil }
    self.init(remaining: remaining, limit: rateLimit?.limit)
  }
}
