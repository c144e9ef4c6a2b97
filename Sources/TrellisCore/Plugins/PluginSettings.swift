import TrellisServices

/// A plugin's own settings: the section of the app's settings named after the plugin's
/// id, and the secrets of that section. Another plugin's section or secrets cannot be
/// reached through it, nor the app's settings (they are sealed: `Mirror` does not reach
/// them either).
///
/// ```swift
/// let settings = try context.settings
/// let roots = try settings.section.get("roots", default: [String]())
/// let token = try settings.secret("githubToken", fallbackVariables: ["GITHUB_TOKEN"])
/// ```
public struct PluginSettings: Sendable {
  /// The app's settings, sealed: only this plugin's section is reachable.
  private let sealedSettings: Sealed<Settings, SealKey>
  /// The variables the plugin's manifest lets its secrets fall back to.
  private let secretVariables: Set<String>
  /// The plugin's section.
  public let section: SettingsSection

  /// The settings of `section` in `settings`, whose secrets may fall back to
  /// `secretVariables` (the manifest's ``PluginManifest/secretVariables``). The host makes
  /// a plugin's; the framework's tests make their own.
  package init(settings: Settings, section: String, secretVariables: [String] = []) {
    sealedSettings = Sealed(settings)
    self.secretVariables = Set(secretVariables)
    self.section = settings.section(section)
  }

  private var settings: Settings { sealedSettings.value }

  /// The plugin's secret `key`, from its environment variable, its `_FILE` variable, or
  /// its file under the app's `secrets` folder, else the first of `fallbackVariables`
  /// set (see `Settings.secret(_:_:fallbackVariables:)`); nil when none holds it.
  ///
  /// - Throws: ``PluginSettingsError/undeclaredSecretVariable(plugin:variable:)`` when a
  ///   fallback variable is not in the manifest's ``PluginManifest/secretVariables``;
  ///   `SettingsError` for a name that cannot be a variable or file name, or a secret file
  ///   others may read.
  public func secret(_ key: String, fallbackVariables: [String] = []) throws -> Secret? {
    if let undeclared = fallbackVariables.first(where: { !secretVariables.contains($0) }) {
      throw PluginSettingsError.undeclaredSecretVariable(plugin: section.name, variable: undeclared)
    }
    return try settings.secret(section.name, key, fallbackVariables: fallbackVariables)
  }

  /// The environment variable that sets the plugin's secret `key`.
  public func secretVariable(_ key: String) -> String {
    settings.secretVariable(section.name, key)
  }

  /// The app's name (the settings file's folder and the variables' prefix).
  public var app: String { settings.app }
}
