import TrellisServices

/// A plugin's own settings: the section of the app's settings named after the plugin's
/// id, and the secrets of that section. Another plugin's section or secrets cannot be
/// reached through it.
///
/// ```swift
/// let settings = try context.settings
/// let roots = try settings.section.get("roots", default: [String]())
/// let token = try settings.secret("githubToken", fallbackVariables: ["GITHUB_TOKEN"])
/// ```
public struct PluginSettings: Sendable {
  /// The app's settings (kept private: only this plugin's section is reachable).
  private let settings: Settings
  /// The plugin's section.
  public let section: SettingsSection

  /// The settings of `section` in `settings` (the host makes a plugin's; apps and tests
  /// holding the settings may make one too).
  public init(settings: Settings, section: String) {
    self.settings = settings
    self.section = settings.section(section)
  }

  /// The plugin's secret `key`, from its environment variable, its `_FILE` variable, or
  /// its file under the app's `secrets` folder, else the first of `fallbackVariables`
  /// set (see `Settings.secret(_:_:fallbackVariables:)`); nil when none holds it.
  ///
  /// - Throws: `SettingsError` for a name that cannot be a variable or file name, or a
  ///   secret file others may read.
  public func secret(_ key: String, fallbackVariables: [String] = []) throws -> Secret? {
    try settings.secret(section.name, key, fallbackVariables: fallbackVariables)
  }

  /// The environment variable that sets the plugin's secret `key`.
  public func secretVariable(_ key: String) -> String {
    settings.secretVariable(section.name, key)
  }

  /// The app's name (the settings file's folder and the variables' prefix).
  public var app: String { settings.app }
}
