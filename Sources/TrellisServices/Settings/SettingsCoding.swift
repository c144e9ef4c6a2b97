import Foundation

/// Converts between `Codable` values and `SettingsJSONValue`, through Foundation's JSON
/// coders (dates as ISO 8601 text).
enum SettingsCoding {
  /// `value` as JSON.
  static func encode<Value: Encodable>(_ value: Value) throws -> SettingsJSONValue {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    let data = try encoder.encode([value])
    guard case .array(let elements) = try SettingsJSONParser.parse(data), elements.count == 1
    else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "the encoder wrote no single value"))
    }
    return elements[0]
  }

  /// `json` decoded as `Value`.
  static func decode<Value: Decodable>(_ type: Value.Type, from json: SettingsJSONValue) throws
    -> Value
  {
    let text = SettingsJSONWriter.text(.array([json]), pretty: false)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let decoded = try decoder.decode([Value].self, from: Data(text.utf8))
    guard let first = decoded.first else {
      throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no value"))
    }
    return first
  }

  /// The environment variable's text as `Value`: as text when `Value` takes text, else as
  /// JSON (`42`, `1.5`, `["a","b"]`, `null`), else as a yes/no word for a `Bool`.
  ///
  /// - Throws: `SettingsError.environmentNumberOutOfRange` for a whole number the type
  ///   cannot hold, `.badEnvironmentValue` for anything else that does not convert; both
  ///   name the variable (not the value).
  static func fromEnvironment<Value: Decodable>(
    _ raw: String, variable: String, as type: Value.Type
  ) throws -> Value {
    if let value = try? decode(Value.self, from: .string(raw)) { return value }
    let trimmed = raw.trimmingCharacters(in: .whitespaces)
    if let json = try? SettingsJSONParser.parse(Data(trimmed.utf8)) {
      if let value = try? decode(Value.self, from: json) { return value }
      if let overflow = SettingsNumberRange(of: Value.self)?.overflow(of: json) {
        throw SettingsError.environmentNumberOutOfRange(
          variable: variable, tooBig: overflow.tooBig, limit: overflow.limit)
      }
    }
    if let flag = boolWord(trimmed), let value = try? decode(Value.self, from: .bool(flag)) {
      return value
    }
    throw SettingsError.badEnvironmentValue(variable: variable, expected: expectation(Value.self))
  }

  /// `true`/`false` for yes/no, on/off, 1/0, true/false (any case).
  static func boolWord(_ word: String) -> Bool? {
    switch word.lowercased() {
    case "true", "yes", "on", "1": return true
    case "false", "no", "off", "0": return false
    default: return nil
    }
  }

  /// What a value of `type` looks like, for messages.
  static func expectation<Value>(_ type: Value.Type) -> String {
    switch type {
    case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type, is Int?.Type:
      return "a whole number such as 42"
    case is Double.Type, is Float.Type, is Double?.Type:
      return "a number such as 1.5"
    case is Bool.Type, is Bool?.Type:
      return "true or false (or yes/no, on/off, 1/0)"
    case is String.Type, is String?.Type:
      return "text"
    case is Date.Type:
      return "a date such as 2025-01-31T12:00:00Z"
    case is [String].Type:
      return "a JSON list of text such as [\"a\", \"b\"]"
    default:
      return "a \(String(describing: type)) (written as JSON)"
    }
  }
}
