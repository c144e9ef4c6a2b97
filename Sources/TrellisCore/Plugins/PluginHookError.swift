import Foundation

/// A plugin's lifecycle hook went wrong (see ``Plugin/activate(in:)`` and
/// ``Plugin/willTerminate()``). The plugin stays loaded, but for an activation that took
/// too long; the message says which plugin and what to do.
public enum PluginHookError: Error, Equatable, Sendable, CustomStringConvertible,
  LocalizedError
{
  /// `activate(in:)` threw.
  case activationFailed(plugin: String, reason: String)
  /// `activate(in:)` took `seconds`, over the `limit` (see ``PluginTimeLimits``): the
  /// plugin was left out.
  case activationTooSlow(plugin: String, seconds: Double, limit: Double)
  /// `willTerminate()` threw.
  case terminationFailed(plugin: String, reason: String)
  /// `willTerminate()` had not returned when the app's time to end was up.
  case terminationOverran(plugin: String, seconds: Double)

  /// A message the user can act on.
  public var message: String {
    switch self {
    case .activationFailed(let plugin, let reason):
      return "plugin \(plugin) could not start: \(reason); it may not work until the app "
        + "is started again"
    case .activationTooSlow(let plugin, let seconds, let limit):
      return PluginError.tooSlow(
        plugin: plugin, hook: "activate(in:)", seconds: seconds, limit: limit
      ).message
    case .terminationFailed(let plugin, let reason):
      return "plugin \(plugin) could not finish as the app ended: \(reason); start the app "
        + "again to check that its data was kept"
    case .terminationOverran(let plugin, let seconds):
      let text = seconds.rounded() == seconds ? String(Int(seconds)) : String(seconds)
      return "plugin \(plugin) had not finished after \(text) s when the app ended, so its "
        + "last changes may not have been kept; start the app again to check"
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
