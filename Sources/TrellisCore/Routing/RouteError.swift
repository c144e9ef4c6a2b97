import Foundation

/// Why a route could not be parsed, matched or read: shown to the user (in the status bar,
/// or by the command line), never a crash.
public enum RouteError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
  /// The route has no path.
  case empty
  /// The route is longer than ``Route/maximumLength`` bytes.
  case tooLong(length: Int)
  /// The route cannot be read; `reason` says where.
  case malformed(route: String, reason: String)
  /// No registered pattern matches the route.
  case unknownRoute(String)
  /// A parameter's value is not of the expected kind (`expected` is like "a whole number").
  case badParameter(name: String, value: String, expected: String)
  /// A whole-number parameter is larger than the largest value it can hold.
  case numberTooBig(name: String, value: String, maximum: Int)
  /// A whole-number parameter is smaller than the smallest value it can hold.
  case numberTooSmall(name: String, value: String, minimum: Int)
  /// A parameter the screen needs is not in the route.
  case missingParameter(name: String, route: String)
  /// A route pattern cannot be read; `reason` says why.
  case badPattern(pattern: String, reason: String)

  /// A message the user can act on. Values from the route are shortened and quoted.
  public var message: String {
    switch self {
    case .empty:
      return "the route is empty; give a path such as tasks or tasks/3/edit"
    case .tooLong(let length):
      return "the route is too long (\(length) bytes; at most \(Route.maximumLength))"
    case .malformed(let route, let reason):
      return "route \(Self.quoted(route)) cannot be read: \(reason)"
    case .unknownRoute(let route):
      return "no screen is registered for route \(Self.quoted(route))"
    case .badParameter(let name, let value, let expected):
      return "parameter \(name) is \(Self.quoted(value)), expected \(expected)"
    case .numberTooBig(let name, let value, let maximum):
      return "parameter \(name) is \(Self.quoted(value)), which is too big: the largest it "
        + "can be is \(maximum)"
    case .numberTooSmall(let name, let value, let minimum):
      return "parameter \(name) is \(Self.quoted(value)), which is too small: the smallest "
        + "it can be is \(minimum)"
    case .missingParameter(let name, let route):
      let separator = route.contains("?") ? "&" : "?"
      return "route \(Self.quoted(route)) needs the parameter \(name): add \(separator)\(name)=…"
    case .badPattern(let pattern, let reason):
      return "route pattern \(Self.quoted(pattern)) is not valid: \(reason)"
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

  /// `text` in quotes, cut to 60 characters, with control characters shown as `?`.
  static func quoted(_ text: String) -> String {
    let limit = 60
    var shown = RouteCoding.printable(
      String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit + 1))))
    if shown.unicodeScalars.count > limit {
      shown = String(String.UnicodeScalarView(shown.unicodeScalars.prefix(limit))) + "…"
    }
    return "\"\(shown)\""
  }
}
