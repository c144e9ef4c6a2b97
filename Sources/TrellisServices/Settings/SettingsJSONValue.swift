/// A JSON value as read from or written to settings.json, keeping integers apart from
/// doubles and keys as written.
indirect enum SettingsJSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case integer(Int64)
  case double(Double)
  case string(String)
  case array([SettingsJSONValue])
  case object([String: SettingsJSONValue])

  /// The object's members, or `nil` when this is not an object.
  var objectValue: [String: SettingsJSONValue]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// What kind of value this is, for messages: "a string", "a number"…
  var kind: String {
    switch self {
    case .null: return "null"
    case .bool: return "true or false"
    case .integer: return "a whole number"
    case .double: return "a number"
    case .string: return "text"
    case .array: return "a list"
    case .object: return "an object"
    }
  }
}
