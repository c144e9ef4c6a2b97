import Foundation
import Trellis

/// How much of one GitHub rate limit is left, as GitHub last reported it in the
/// `x-ratelimit-*` headers of a response.
public struct GitHubRateLimitStatus: Sendable, Equatable {
  /// The limit's resource: `core` (most of the API) or `search`.
  public var resource: String
  /// Requests left until the reset.
  public var remaining: Int
  /// Requests allowed per window (60 or 5,000 an hour for `core`; 10 or 30 a minute for
  /// `search`).
  public var limit: Int
  /// When the window resets, if GitHub said.
  public var reset: Date?

  /// A status with these parts.
  public init(resource: String, remaining: Int, limit: Int, reset: Date?) {
    self.resource = resource
    self.remaining = max(0, remaining)
    self.limit = max(0, limit)
    self.reset = reset
  }

  /// The status in `rateLimit`, for `resource` unless the headers name theirs; nil when
  /// they do not give both the limit and what remains.
  init?(_ rateLimit: HTTPRateLimit?, resource: String) {
    guard let rateLimit, let remaining = rateLimit.remaining, let limit = rateLimit.limit
    else { return nil }
    let named = rateLimit.resource?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
    self.init(
      resource: named.isEmpty ? resource : named, remaining: remaining, limit: limit,
      reset: rateLimit.reset)
  }

  /// Whether few requests are left: at most 10 % of the limit, or at most 5.
  public var isLow: Bool {
    remaining <= 5 || remaining * 10 <= limit
  }

  /// Whether none are left.
  public var isExhausted: Bool {
    remaining == 0
  }

  /// Whether the client must not send a request of this resource at `now`: none are left
  /// and the reset is still to come.
  public func blocks(at now: Date) -> Bool {
    guard isExhausted, let reset else { return false }
    return reset > now
  }

  /// `12 GitHub search requests left until 14:05` (the time in the current time zone).
  public var message: String {
    message(timeZone: .current)
  }

  /// ``message`` with the time shown in `timeZone`.
  public func message(timeZone: TimeZone) -> String {
    let kind: String
    switch resource {
    case "core": kind = "API"
    default: kind = HTTPRedaction.excerpt(resource, limit: 30)
    }
    let noun = remaining == 1 ? "request" : "requests"
    let count = remaining == 0 ? "No" : "\(remaining)"
    let until = reset.map { " until \(GitHubText.clock($0, timeZone: timeZone))" } ?? ""
    return "\(count) GitHub \(kind) \(noun) left\(until)"
  }

  /// Whether this status is at least as recent as `other` for the same resource: a later
  /// window, or the same window with no more requests left.
  func supersedes(_ other: GitHubRateLimitStatus) -> Bool {
    guard let reset, let otherReset = other.reset else { return true }
    if reset != otherReset { return reset > otherReset }
    return remaining <= other.remaining
  }
}
