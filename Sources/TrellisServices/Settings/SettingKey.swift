/// A setting declared once with its type and default, for use with
/// `SettingsSection.get(_:)` and `set(_:_:)`.
///
/// ```swift
/// extension SettingKey where Value == Int {
///   static let pageSize = SettingKey("pageSize", default: 50)
/// }
/// let size = try settings.section("tasks").get(.pageSize)
/// ```
public struct SettingKey<Value: Codable & Sendable>: Sendable {
  /// The key's name in its section (and, converted, in the environment variable).
  public let name: String
  /// The value when neither the environment nor the file sets one.
  public let defaultValue: Value

  /// A key named `name` with `defaultValue`.
  public init(_ name: String, default defaultValue: Value) {
    self.name = name
    self.defaultValue = defaultValue
  }
}
