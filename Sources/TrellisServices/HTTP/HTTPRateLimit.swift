import Foundation

/// The rate-limit state a server reported with a response, read from the
/// `X-RateLimit-*` headers (GitHub's) or the IETF `RateLimit-*` ones.
public struct HTTPRateLimit: Sendable, Equatable {
  /// Requests allowed in the window, if reported.
  public let limit: Int?

  /// Requests left in the window, if reported.
  public let remaining: Int?

  /// Requests used in the window, if reported.
  public let used: Int?

  /// When the window resets, if reported.
  public let reset: Date?

  /// The limit's resource name (GitHub: `core`, `search`, …), if reported.
  public let resource: String?

  /// A rate limit with these parts.
  public init(
    limit: Int? = nil, remaining: Int? = nil, used: Int? = nil, reset: Date? = nil,
    resource: String? = nil
  ) {
    self.limit = limit
    self.remaining = remaining
    self.used = used
    self.reset = reset
    self.resource = resource
  }

  /// The rate limit in `headers`, or nil when they report none. A reset value of at least
  /// 1,000,000,000 is epoch seconds (GitHub); a smaller one is seconds from `now` (IETF).
  public init?(headers: HTTPHeaders, now: Date = Date()) {
    func number(_ suffix: String) -> Int? {
      let value = headers["x-ratelimit-\(suffix)"] ?? headers["ratelimit-\(suffix)"]
      return value.flatMap { Int($0.split(separator: ",").first ?? "") }
    }
    let limit = number("limit")
    let remaining = number("remaining")
    let used = number("used")
    let reset = number("reset").map { value -> Date in
      value >= 1_000_000_000
        ? Date(timeIntervalSince1970: TimeInterval(value))
        : now.addingTimeInterval(TimeInterval(value))
    }
    let resource = headers["x-ratelimit-resource"]
    guard limit != nil || remaining != nil || used != nil || reset != nil else { return nil }
    self.init(limit: limit, remaining: remaining, used: used, reset: reset, resource: resource)
  }

  /// Whether no requests are left in the window.
  public var isExhausted: Bool {
    remaining == 0
  }
}
