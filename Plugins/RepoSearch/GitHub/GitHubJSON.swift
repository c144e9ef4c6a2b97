import Foundation

/// Lenient readers for values from GitHub's JSON, parsed with `JSONSerialization`: each
/// gives nil for a missing value, a null or a type it cannot make sense of, instead of
/// failing, so one odd field never costs the whole page.
enum GitHubJSON {
  /// Parses `data` as JSON; throws ``GitHubError/unreadableResponse(reason:)`` when it is
  /// not JSON (or is cut off).
  static func parse(_ data: Data) throws -> Any {
    guard !data.isEmpty else {
      throw GitHubError.unreadableResponse(reason: "the answer was empty")
    }
    do {
      return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      throw GitHubError.unreadableResponse(reason: "it is not complete JSON")
    }
  }

  /// A string, or a number written as one (`42` → `"42"`); nil otherwise.
  static func string(_ value: Any?) -> String? {
    if let text = value as? String { return text }
    if let number = value as? NSNumber, !isBoolean(number) { return number.stringValue }
    return nil
  }

  /// A string that is not empty after trimming; nil otherwise.
  static func nonEmptyString(_ value: Any?) -> String? {
    guard let text = string(value), !text.trimmingCharacters(in: .whitespaces).isEmpty else {
      return nil
    }
    return text
  }

  /// A whole number, from a number (`42`, `42.0`) or a string (`"42"`); nil otherwise.
  static func int(_ value: Any?) -> Int? {
    if let number = value as? NSNumber, !isBoolean(number) {
      return wholeNumber(number.doubleValue, exact: number.int64Value)
    }
    if let text = (value as? String)?.trimmingCharacters(in: .whitespaces) {
      if let exact = Int(text) { return exact }
      return Double(text).flatMap { wholeNumber($0, exact: nil) }
    }
    return nil
  }

  /// A Boolean, from `true`/`false` or the strings `"true"`/`"false"`; nil otherwise.
  static func bool(_ value: Any?) -> Bool? {
    if let number = value as? NSNumber, isBoolean(number) { return number.boolValue }
    switch (value as? String)?.lowercased() {
    case "true": return true
    case "false": return false
    default: return nil
    }
  }

  /// A date from an ISO 8601 string (`2024-05-01T12:00:00Z`, fractions of a second
  /// allowed); nil otherwise.
  static func date(_ value: Any?) -> Date? {
    guard let text = value as? String else { return nil }
    let plain = ISO8601DateFormatter()
    if let date = plain.date(from: text) { return date }
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return fractional.date(from: text)
  }

  /// The strings of an array, skipping entries that are not strings; a lone string counts
  /// as a list of one.
  static func strings(_ value: Any?) -> [String] {
    if let text = nonEmptyString(value) { return [text] }
    return (value as? [Any] ?? []).compactMap(nonEmptyString)
  }

  /// Whether `number` is a JSON `true`/`false` rather than a number.
  private static func isBoolean(_ number: NSNumber) -> Bool {
    let type = String(cString: number.objCType)
    return type == "c" || type == "B"
  }

  /// `value` as an Int when it is finite and in range (`exact` when the number was whole).
  private static func wholeNumber(_ value: Double, exact: Int64?) -> Int? {
    guard value.isFinite, abs(value) < 9_007_199_254_740_992 else { return nil }
    if let exact, Double(exact) == value { return Int(exact) }
    return Int(value.rounded(.towardZero))
  }
}
