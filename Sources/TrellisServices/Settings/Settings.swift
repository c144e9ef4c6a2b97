import Foundation
import Synchronization
import TrellisRx

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An app's settings: `$XDG_CONFIG_HOME/<app>/settings.json` (or
/// `~/.config/<app>/settings.json`), a JSON object with one object per section (a section
/// per plugin), each value overridable by an environment variable; and secrets, which come
/// only from the environment or from files only their owner can read.
///
/// ```swift
/// let settings = try Settings(app: "trellis-demo")
/// if let recovery = settings.recovery { statusBar.show(recovery.message) }
/// let pageSize = try settings.section("tasks").get("pageSize", default: 50)
/// let token = try settings.secret("github", "token")  // Secret?, prints as Secret(****)
/// ```
///
/// ```json
/// {
///   "tasks": { "pageSize": 100, "sortOrder": "due" },
///   "github": { "perPage": 30 }
/// }
/// ```
///
/// A malformed file is reported in `recovery` (with the line and column), moved aside as
/// `settings.json.malformed-<timestamp>`, and the defaults apply; nothing is lost. Every
/// `set` saves the whole file atomically (a temporary file renamed over it). Safe to use
/// from any thread.
///
/// `@unchecked Sendable`: `sections` (a `Mutex`) guards the values, and saving them; the
/// rest is immutable.
public final class Settings: @unchecked Sendable {
  /// The settings file's name in the app's configuration folder.
  public static let defaultFileName = "settings.json"

  /// The app's name, the first part of every environment variable.
  public let app: String
  /// The settings file's path.
  public let path: String
  /// The folder searched for secret files: `secrets` next to the settings file.
  public let secretsDirectory: String
  /// Set when loading found a malformed file and moved it aside.
  public let recovery: SettingsRecovery?
  /// The environment read for overrides and secrets.
  let environment: [String: String]
  private let sections: Mutex<[String: [String: SettingsJSONValue]]>

  /// Loads the settings of `app` from its configuration folder (see `AppDirectories`).
  ///
  /// - Throws: `AppDirectoriesError`, or the errors of `init(app:path:environment:)`.
  package convenience init(
    app: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws {
    try self.init(
      directories: AppDirectories(app: app, environment: environment), environment: environment)
  }

  /// Loads the settings of `directories.app` from `settings.json` in its configuration
  /// folder; `environment` is read for overrides and secrets.
  ///
  /// - Throws: the errors of `init(app:path:environment:)`.
  package convenience init(
    directories: AppDirectories,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws {
    try self.init(
      app: directories.app,
      path: directories.configDirectory.appendingPathComponent(Settings.defaultFileName).path,
      environment: environment)
  }

  /// Loads the settings file at `path` (a missing file means all defaults; it is created
  /// by the first `set`). `app` names the environment variables.
  ///
  /// - Throws: `SettingsError.unreadableFile` when the file exists but cannot be read,
  ///   `.notASettingsFile` when `path` is a folder, a device or a file of binary data (left
  ///   as it is), `.cannotMoveAside` when it is malformed and cannot be renamed.
  public init(
    app: String, path: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws {
    self.app = app
    self.path = URL(fileURLWithPath: path).standardizedFileURL.path
    secretsDirectory = ((self.path as NSString).deletingLastPathComponent as NSString)
      .appendingPathComponent("secrets")
    self.environment = environment
    MainThreadIO.check("Settings.load")
    let (loaded, recovered) = try Settings.load(self.path)
    sections = Mutex(loaded)
    recovery = recovered
  }

  /// The section `name` (created in the file by its first `set`).
  public func section(_ name: String) -> SettingsSection {
    SettingsSection(name: name, settings: self)
  }

  /// The sections in the file, sorted.
  public var sectionNames: [String] {
    sections.criticalSection { $0.keys.sorted() }
  }

  /// The secret `key` of `section`, from (in order) the environment variable
  /// `<APP>_<SECTION>_<KEY>`, the file named by `<APP>_<SECTION>_<KEY>_FILE`, the file
  /// `secrets/<section>.<key>` next to settings.json, or the variables in
  /// `fallbackVariables` (such as `GITHUB_TOKEN`). A file must belong to this user and
  /// have mode 0600 (or 0400).
  ///
  /// - Returns: the secret, or `nil` when none of these places has it.
  /// - Throws: `SettingsError.invalidName` for an empty name, or one holding `/` or starting
  ///   with `.`; `SettingsError` for a secret file that is too open, not owned, unreadable or
  ///   empty, and `.secretInSettingsFile` when the only copy is in settings.json (which is
  ///   never used for secrets). No error holds the secret.
  public func secret(_ section: String, _ key: String, fallbackVariables: [String] = [])
    throws -> Secret?
  {
    for name in [section, key] {
      try SettingsNaming.validate(name)
      // The names become a file name under secrets/: no way out of that folder.
      if name.contains("/") || name.hasPrefix(".") { throw SettingsError.invalidName(name) }
    }
    let variable = secretVariable(section, key)
    if let value = environment[variable], !value.isEmpty {
      return Secret(value, source: .environment(variable: variable))
    }
    // From here on, files are read.
    MainThreadIO.check("Settings.secret")
    if let file = environment[variable + "_FILE"], !file.isEmpty {
      return Secret(try SecretFileReader.read(file), source: .file(path: file))
    }
    let file = secretFile(section, key)
    var info = stat()
    if lstat(file, &info) == 0 {
      return Secret(try SecretFileReader.read(file), source: .file(path: file))
    }
    for fallback in fallbackVariables {
      if let value = environment[fallback], !value.isEmpty {
        return Secret(value, source: .environment(variable: fallback))
      }
    }
    if storedValue(section: section, key: key) != nil {
      throw SettingsError.secretInSettingsFile(
        section: section, key: key, path: path, variable: variable, file: file)
    }
    return nil
  }

  /// The environment variable holding the secret `key` of `section`.
  public func secretVariable(_ section: String, _ key: String) -> String {
    SettingsNaming.variable(app: app, section: section, key: key)
  }

  /// What every environment variable of `section` starts with: `<APP>_<SECTION>_`. Two
  /// sections whose prefixes start one another (`repo` and `repo-search`: `APP_REPO_` and
  /// `APP_REPO_SEARCH_`) can be set by the same variable (`APP_REPO_SEARCH_TOKEN` is key
  /// `searchToken` of one and `token` of the other).
  public func variablePrefix(ofSection section: String) -> String {
    [app, section].map(SettingsNaming.part).filter { !$0.isEmpty }.joined(separator: "_") + "_"
  }

  /// Whether some variable name could set a setting of both `section` and `other`.
  public func variablesCollide(_ section: String, _ other: String) -> Bool {
    let first = variablePrefix(ofSection: section)
    let second = variablePrefix(ofSection: other)
    return first.hasPrefix(second) || second.hasPrefix(first)
  }

  /// The file that may hold the secret `key` of `section`: `secrets/<section>.<key>`.
  public func secretFile(_ section: String, _ key: String) -> String {
    (secretsDirectory as NSString).appendingPathComponent("\(section).\(key)")
  }

  /// The file's value of `key` in `section`.
  func storedValue(section: String, key: String) -> SettingsJSONValue? {
    sections.criticalSection { $0[section]?[key] }
  }

  /// The file's keys in `section`, sorted.
  func storedKeys(section: String) -> [String] {
    sections.criticalSection { ($0[section] ?? [:]).keys.sorted() }
  }

  /// Sets (or, for `nil`, removes) a value and saves; on a failed save the previous value
  /// is restored.
  func store(_ value: SettingsJSONValue?, section: String, key: String) throws {
    try SettingsNaming.validate(section)
    let path = path
    try sections.criticalSection { sections in
      var updated = sections
      updated[section, default: [:]][key] = value
      if updated[section]?.isEmpty == true { updated[section] = nil }
      let json = SettingsJSONValue.object(updated.mapValues { .object($0) })
      do {
        try AtomicFileWriter.write(Data(SettingsJSONWriter.text(json, pretty: true).utf8), to: path)
      } catch let error as AtomicFileWriterError {
        throw SettingsError.cannotSave(path: path, reason: "\(error.step): \(error.reason)")
      }
      sections = updated
    }
  }
}
