import Foundation

/// Why a plugin's settings refused a request.
public enum PluginSettingsError: Error, Equatable, Sendable, CustomStringConvertible,
  LocalizedError
{
  /// A secret asked to fall back to an environment variable the plugin's manifest does not
  /// declare.
  case undeclaredSecretVariable(plugin: String, variable: String)

  /// A message the plugin's author can act on.
  public var message: String {
    switch self {
    case .undeclaredSecretVariable(let plugin, let variable):
      return "plugin \(plugin) reads the environment variable \(variable) for a secret, but "
        + "its manifest does not declare it; add \"\(variable)\" to the manifest's "
        + "secretVariables"
    }
  }

  /// The message.
  public var description: String { message }

  /// The message, for `localizedDescription`.
  public var errorDescription: String? { message }
}
