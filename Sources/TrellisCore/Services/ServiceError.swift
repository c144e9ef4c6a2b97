import Foundation

/// Why a service could not be resolved from a ``ServiceContainer``.
public enum ServiceError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
  /// No service is registered under the name.
  case missing(name: String)
  /// A service is registered under the name, but it is not of the type the key asks for.
  case wrongType(name: String, expected: String, actual: String)

  /// A message the user (or the plugin author) can act on.
  public var message: String {
    switch self {
    case .missing(let name):
      return "service \(name) is not registered; the app must register it before loading plugins"
    case .wrongType(let name, let expected, let actual):
      return "service \(name) is a \(actual), but it was asked for as a \(expected)"
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
