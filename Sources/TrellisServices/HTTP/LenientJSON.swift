import Foundation

/// Lenient readers for values of an API's JSON, parsed with `JSONSerialization`: each gives
/// nil (or an empty list) for a missing value, a null or a value it cannot make sense of,
/// instead of failing, so one odd field never costs an item, nor an item the page.
///
/// Lenient about the form, never about the value: `"42"` is read as 42, but `42.5` is not
/// an Int, `true` is not a number, and `4.5` is not a string.
///
/// ```swift
/// let json = try LenientJSON.parse(response.body) { MyError.unreadable(reason: $0) }
/// let object = LenientJSON.object(json) ?? [:]
/// let stars = LenientJSON.int(object["stargazers_count"])
/// ```
public enum LenientJSON {
  /// The largest magnitude read from a JSON number as an Int: beyond it a `Double` no
  /// longer holds every whole number.
  private static let largestWholeNumber = 9e15

  /// `data` parsed as JSON (a bare string or number counts).
  ///
  /// - Throws: what `failure` makes of the reason, `the answer was empty` or `it is not
  ///   complete JSON` (cut off, or not JSON at all), so each caller throws its own error.
  public static func parse<Failure: Error>(
    _ data: Data, orThrow failure: (_ reason: String) -> Failure
  ) throws(Failure) -> Any {
    guard !data.isEmpty else { throw failure("the answer was empty") }
    do {
      return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      throw failure("it is not complete JSON")
    }
  }

  /// `value` as a JSON object, if it is one.
  public static func object(_ value: Any?) -> [String: Any]? {
    value as? [String: Any]
  }

  /// A string, or a whole number written as one (`42` → `"42"`); nil otherwise
  /// (fractions, Booleans, arrays, objects, null).
  public static func string(_ value: Any?) -> String? {
    if let text = value as? String { return text }
    if let number = value as? NSNumber, !isBoolean(number), let whole = int(number) {
      return String(whole)
    }
    return nil
  }

  /// ``string(_:)`` when it is not blank (spaces and tabs only); nil otherwise.
  public static func nonEmptyString(_ value: Any?) -> String? {
    guard let text = string(value), !text.trimmingCharacters(in: .whitespaces).isEmpty else {
      return nil
    }
    return text
  }

  /// The non-blank strings of an array, skipping every other entry; a lone non-blank
  /// string counts as a list of one; empty otherwise.
  public static func strings(_ value: Any?) -> [String] {
    if let text = nonEmptyString(value) { return [text] }
    return (value as? [Any] ?? []).compactMap(nonEmptyString)
  }

  /// A whole number, from a number (`42`, `42.0`) or a string of digits (`"42"`, `" 7 "`);
  /// nil otherwise (fractions, numbers beyond ±9e15, Booleans, other text).
  public static func int(_ value: Any?) -> Int? {
    if let number = value as? NSNumber, !isBoolean(number) {
      let double = number.doubleValue
      guard double.isFinite, double.rounded() == double, abs(double) < largestWholeNumber
      else { return nil }
      return Int(double)
    }
    if let text = value as? String {
      return Int(text.trimmingCharacters(in: .whitespaces))
    }
    return nil
  }

  /// A Boolean, from `true`/`false` or the strings `"true"`/`"false"` (any case); nil
  /// otherwise (numbers such as `1` included).
  public static func bool(_ value: Any?) -> Bool? {
    if let number = value as? NSNumber, isBoolean(number) { return number.boolValue }
    switch (value as? String)?.lowercased() {
    case "true": return true
    case "false": return false
    default: return nil
    }
  }

  /// A date from an ISO 8601 string (`2024-05-01T12:00:00Z`, `2016-05-29T15:42:02-04:00`,
  /// fractions of a second allowed); nil otherwise.
  public static func date(_ value: Any?) -> Date? {
    guard let text = value as? String else { return nil }
    let plain = ISO8601DateFormatter()
    if let date = plain.date(from: text) { return date }
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return fractional.date(from: text)
  }

  /// An http(s) URL with a host, from a string (ends trimmed); nil for anything else
  /// (`javascript:`, `file:`, a path, garbage).
  public static func webURL(_ value: Any?) -> URL? {
    guard let text = nonEmptyString(value)?.trimmingCharacters(in: .whitespaces),
      let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host?.isEmpty == false
    else { return nil }
    return url
  }

  /// Whether `number` is a JSON `true`/`false` rather than a number.
  private static func isBoolean(_ number: NSNumber) -> Bool {
    let type = String(cString: number.objCType)
    return type == "c" || type == "B"
  }
}
