import Foundation

/// Why a service could not be resolved from a ``ServiceContainer``.
public enum ServiceError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
  /// No service is registered under the name.
  case missing(name: String)
  /// The app meant to offer the service but could not make it, for `reason`.
  case unavailable(name: String, reason: String)
  /// A service is registered under the name, but it is not of the type the key asks for.
  case wrongType(name: String, expected: String, actual: String)
  /// A plugin asked for a service its manifest does not declare.
  case undeclared(name: String, plugin: String)
  /// A plugin asked for a service only the app may use (the raw database or settings).
  case appOnly(name: String, plugin: String)

  /// A message the user (or the plugin author) can act on.
  public var message: String {
    switch self {
    case .missing(let name):
      return "service \(name) is not registered; the app must register it before loading plugins"
    case .unavailable(let name, let reason):
      return "service \(name) could not be started: \(reason)"
    case .wrongType(let name, let expected, let actual):
      return "service \(name) is a \(actual), but it was asked for as a \(expected)"
    case .undeclared(let name, let plugin):
      return "plugin \(plugin) resolves service \(name), which its manifest does not declare; "
        + "add it to the manifest's requiredServices or optionalServices"
    case .appOnly(let name, let plugin):
      return "plugin \(plugin) asked for \(name), which only the app may use; a plugin uses "
        + "its own room: context.database for its tables, context.settings for its settings "
        + "and secrets, context.directories for its folders"
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
