import Foundation

/// What ``HTTPRetryPolicy`` says to do with a response.
public enum HTTPRetryDecision: Equatable, Sendable {
  /// Hand the response over (a success, or a status that is not retried).
  case deliver

  /// Send the request again after this many seconds.
  case retry(after: TimeInterval)

  /// Give up: the server rate-limited the request and the wait is too long or the attempts
  /// are spent; the limit lifts at `until`, if the server said.
  case rateLimited(until: Date?)

  /// Give up on a server error: the attempts are spent, the method is not safe to repeat,
  /// or the server asked for a wait longer than the policy allows (`retryAt`).
  case fail(retryAt: Date?)
}
