/// What loading did with a malformed settings.json: it was moved aside (never deleted) and
/// the defaults are in use; the next save writes a fresh file. Show `message` to the user.
public struct SettingsRecovery: Sendable, Equatable, CustomStringConvertible {
  /// The settings file's path.
  public let path: String
  /// Where the malformed file went (`settings.json.malformed-<timestamp>`).
  public let movedTo: String
  /// What was wrong with it (a `SettingsError.malformedFile`).
  public let reason: SettingsError

  /// A sentence for the user: what was wrong, where the old file is, that defaults apply.
  public var message: String {
    "\(reason.description) It was moved to \(movedTo); the default settings are in use."
  }

  /// The same as `message`.
  public var description: String {
    message
  }
}
