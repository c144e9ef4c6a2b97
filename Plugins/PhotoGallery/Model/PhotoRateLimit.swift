import Foundation

/// How many requests a photo service still allows, as it last reported (Unsplash's
/// `X-Ratelimit-Remaining` and `X-Ratelimit-Limit`, per hour).
public struct PhotoRateLimit: Sendable, Hashable {
  /// Below this many requests left, ``isLow`` holds and the screen says so.
  public static let lowThreshold = 10

  /// Requests left in the current window.
  public var remaining: Int

  /// Requests allowed per window, when reported.
  public var limit: Int?

  /// A rate limit with these parts (negative numbers count as 0).
  public init(remaining: Int, limit: Int? = nil) {
    self.remaining = max(0, remaining)
    self.limit = limit.map { max(0, $0) }
  }

  /// Whether fewer than ``lowThreshold`` requests are left.
  public var isLow: Bool {
    remaining < Self.lowThreshold
  }

  /// Whether none are left.
  public var isExhausted: Bool {
    remaining == 0
  }

  /// `7 of 50 requests left this hour`, or `1 request left this hour` when the limit is
  /// not known.
  public var message: String {
    guard let limit else {
      return "\(remaining) \(remaining == 1 ? "request" : "requests") left this hour"
    }
    return "\(remaining) of \(limit) requests left this hour"
  }
}
