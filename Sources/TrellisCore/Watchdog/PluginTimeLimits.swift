import Foundation

/// How long a plugin's code may hold the main thread (see ``App``):
///
/// - ``mainThread``: once the main thread has not come back for this long, the watchdog
///   names the plugin whose code holds it (2 s by default).
/// - ``register`` and ``activate``: a plugin whose `register(in:)` or `activate(in:)` takes
///   longer is left out, its registrations rolled back, and the report says why (5 s each
///   by default). The host cannot stop a call that blocks — it runs on the main thread —
///   so the plugin is left out once the call returns; meanwhile the watchdog names it.
public struct PluginTimeLimits: Sendable, Equatable {
  /// Seconds the main thread may be held before the watchdog names who holds it.
  public var mainThread: TimeInterval
  /// Seconds a plugin's `register(in:)` may take.
  public var register: TimeInterval
  /// Seconds a plugin's `activate(in:)` may take.
  public var activate: TimeInterval

  /// Limits of `mainThread`, `register` and `activate` seconds (each at least 0.01 s).
  public init(
    mainThread: TimeInterval = 2, register: TimeInterval = 5, activate: TimeInterval = 5
  ) {
    self.mainThread = Swift.max(0.01, mainThread)
    self.register = Swift.max(0.01, register)
    self.activate = Swift.max(0.01, activate)
  }

  /// `seconds` for messages: `2.0 s`, `12.3 s`.
  static func format(_ seconds: Double) -> String {
    String(format: "%.1f s", seconds)
  }
}
