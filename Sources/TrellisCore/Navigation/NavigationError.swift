import Foundation

/// What went wrong while navigating; the navigator reports it on ``Navigator/errors`` (the
/// shell shows it in the status bar) and, for `push` and `present`, fails the returned
/// `Maybe` with it. Navigation never traps.
public enum NavigationError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The route is not valid, matches no registered pattern, or a parameter is bad.
  case route(RouteError)
  /// The screen factory for `route` threw; `reason` is what it said.
  case screenFailed(route: String, reason: String)
  /// There is no tab at `index` (there are `count`).
  case noSuchTab(index: Int, count: Int)
  /// A screen finished with a value of another type than its opener asked for.
  case unexpectedResult(route: String, expected: String, actual: String)

  /// A message the user can act on.
  public var message: String {
    switch self {
    case .route(let error):
      return error.message
    case .screenFailed(let route, let reason):
      return "the screen for \(RouteError.quoted(route)) could not open: \(reason)"
    case .noSuchTab(let index, let count):
      return count == 0
        ? "there are no tabs"
        : "there is no tab \(index + 1); the tabs are 1 to \(count)"
    case .unexpectedResult(let route, let expected, let actual):
      return "the screen for \(RouteError.quoted(route)) returned a \(actual), not a \(expected)"
    }
  }

  /// The message.
  public var description: String {
    message
  }

  /// The message, for `localizedDescription`.
  public var errorDescription: String? {
    message
  }
}
