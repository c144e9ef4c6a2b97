/// Where a setting's current value comes from.
public enum SettingSource: Sendable, Equatable {
  /// The environment variable overrides the file.
  case environment(variable: String)
  /// The value is in settings.json.
  case file(path: String)
  /// Neither: the default given to `get` applies.
  case defaultValue
}
