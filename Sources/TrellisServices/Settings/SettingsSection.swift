/// One plugin's section of the settings: typed values under string keys, read from the
/// environment first, then settings.json, then the default given.
///
/// ```swift
/// let tasks = settings.section("tasks")
/// let pageSize = try tasks.get("pageSize", default: 50)  // TRELLIS_DEMO_TASKS_PAGE_SIZE wins
/// try tasks.set("sortOrder", "due")                        // saved at once, atomically
/// ```
///
/// The environment variable of a key is `<APP>_<SECTION>_<KEY>` in upper case, camelCase
/// split with `_` (`environmentVariable(for:)` gives it). Its text is converted to the
/// value's type: taken as is for text, read as JSON for numbers, lists and objects (`42`,
/// `1.5`, `["a","b"]`), and yes/no, on/off, 1/0, true/false for a `Bool`. An empty
/// variable counts as unset. Setting a key writes the file even while a variable
/// overrides it.
public struct SettingsSection: Sendable {
  /// The section's name, e.g. `tasks`.
  public let name: String
  /// The app's settings, sealed: reflection on a section does not reach them.
  private let sealedSettings: Sealed<Settings, SealKey>

  init(name: String, settings: Settings) {
    self.name = name
    sealedSettings = Sealed(settings)
  }

  /// The app's settings.
  var settings: Settings {
    sealedSettings.value
  }

  /// The value of `key`: the environment variable's, else the file's, else `defaultValue`.
  ///
  /// - Throws: `SettingsError.badEnvironmentValue` when the variable's text is not a
  ///   `Value`, `.badValue` when the file's value is not one, `.environmentNumberOutOfRange`
  ///   and `.numberOutOfRange` for a whole number too big or too small for `Value`,
  ///   `.invalidName`.
  public func get<Value: Decodable>(_ key: String, default defaultValue: Value) throws -> Value {
    try SettingsNaming.validate(key)
    let variable = environmentVariable(for: key)
    if let raw = settings.environment[variable], !raw.isEmpty {
      return try SettingsCoding.fromEnvironment(raw, variable: variable, as: Value.self)
    }
    guard let stored = settings.storedValue(section: name, key: key) else { return defaultValue }
    do {
      return try SettingsCoding.decode(Value.self, from: stored)
    } catch {
      if let overflow = SettingsNumberRange(of: Value.self)?.overflow(of: stored) {
        throw SettingsError.numberOutOfRange(
          section: name, key: key, path: settings.path, tooBig: overflow.tooBig,
          limit: overflow.limit)
      }
      throw SettingsError.badValue(
        section: name, key: key, path: settings.path,
        expected: SettingsCoding.expectation(Value.self), found: stored.kind)
    }
  }

  /// The value of `key`, as `get(_:default:)` with the key's default.
  public func get<Value>(_ key: SettingKey<Value>) throws -> Value {
    try get(key.name, default: key.defaultValue)
  }

  /// Stores `value` under `key` and saves settings.json at once (atomically). When saving
  /// fails, nothing changes, in memory or on disk.
  ///
  /// - Throws: `SettingsError.cannotEncode`, `.cannotSave`, `.invalidName`.
  public func set<Value: Encodable>(_ key: String, _ value: Value) throws {
    try SettingsNaming.validate(key)
    let json: SettingsJSONValue
    do {
      json = try SettingsCoding.encode(value)
    } catch {
      throw SettingsError.cannotEncode(
        section: name, key: key, reason: String(describing: error))
    }
    try settings.store(json, section: name, key: key)
  }

  /// Stores `value` under the key's name, as `set(_:_:)`.
  public func set<Value>(_ key: SettingKey<Value>, _ value: Value) throws {
    try set(key.name, value)
  }

  /// Removes `key` from the file (the default applies again) and saves.
  ///
  /// - Throws: `SettingsError.cannotSave`.
  public func remove(_ key: String) throws {
    try settings.store(nil, section: name, key: key)
  }

  /// Where the value of `key` comes from now.
  public func source(of key: String) -> SettingSource {
    let variable = environmentVariable(for: key)
    if let raw = settings.environment[variable], !raw.isEmpty {
      return .environment(variable: variable)
    }
    if settings.storedValue(section: name, key: key) != nil {
      return .file(path: settings.path)
    }
    return .defaultValue
  }

  /// The keys stored in the file for this section, sorted.
  public var keys: [String] {
    settings.storedKeys(section: name)
  }

  /// The environment variable that overrides `key`, e.g. `TRELLIS_DEMO_TASKS_PAGE_SIZE`.
  public func environmentVariable(for key: String) -> String {
    SettingsNaming.variable(app: settings.app, section: name, key: key)
  }
}
