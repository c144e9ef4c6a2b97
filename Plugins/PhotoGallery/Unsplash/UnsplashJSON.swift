import Foundation

/// Lenient readers for values of the API's JSON, parsed with `JSONSerialization`: each
/// gives nil for a missing value, a null or a value of another type, so one odd field never
/// costs a photo, nor a photo the page.
enum UnsplashJSON {
  /// `data` parsed as JSON.
  ///
  /// - Throws: ``UnsplashError/unreadableResponse(reason:)`` when it is empty, not JSON,
  ///   or cut off.
  static func parse(_ data: Data) throws -> Any {
    guard !data.isEmpty else {
      throw UnsplashError.unreadableResponse(reason: "the answer was empty")
    }
    do {
      return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      throw UnsplashError.unreadableResponse(reason: "it is not complete JSON")
    }
  }

  /// A string, or a whole number written as one (`42` → `"42"`); nil otherwise.
  static func string(_ value: Any?) -> String? {
    if let text = value as? String { return text }
    if let number = value as? NSNumber, !isBoolean(number), let whole = int(number) {
      return String(whole)
    }
    return nil
  }

  /// A string that is not blank; nil otherwise.
  static func nonEmptyString(_ value: Any?) -> String? {
    guard let text = string(value), !text.trimmingCharacters(in: .whitespaces).isEmpty else {
      return nil
    }
    return text
  }

  /// The non-blank strings of an array (a lone string counts as a list of one).
  static func strings(_ value: Any?) -> [String] {
    if let text = nonEmptyString(value) { return [text] }
    return (value as? [Any] ?? []).compactMap(nonEmptyString)
  }

  /// A whole number, from a number (`42`, `42.0`) or a string (`"42"`); nil otherwise
  /// (fractions, out of range, Booleans).
  static func int(_ value: Any?) -> Int? {
    if let number = value as? NSNumber, !isBoolean(number) {
      let double = number.doubleValue
      guard double.isFinite, double.rounded() == double, abs(double) < 9e15 else { return nil }
      return Int(double)
    }
    if let text = value as? String {
      return Int(text.trimmingCharacters(in: .whitespaces))
    }
    return nil
  }

  /// An http(s) URL with a host; nil for anything else (`javascript:`, `file:`, garbage).
  static func webURL(_ value: Any?) -> URL? {
    guard let text = nonEmptyString(value)?.trimmingCharacters(in: .whitespaces),
      let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host?.isEmpty == false
    else { return nil }
    return url
  }

  /// A date from an ISO 8601 string (`2024-05-01T12:00:00Z`, `2016-05-29T15:42:02-04:00`,
  /// fractions of a second allowed); nil otherwise.
  static func date(_ value: Any?) -> Date? {
    guard let text = value as? String else { return nil }
    let plain = ISO8601DateFormatter()
    if let date = plain.date(from: text) { return date }
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return fractional.date(from: text)
  }

  /// `value` as a JSON object, if it is one.
  static func object(_ value: Any?) -> [String: Any]? {
    value as? [String: Any]
  }

  /// Whether `number` is a JSON `true`/`false` rather than a number.
  private static func isBoolean(_ number: NSNumber) -> Bool {
    let type = String(cString: number.objCType)
    return type == "c" || type == "B"
  }
}
