import Foundation

/// Every way a value can be turned into text, for tests that check a secret never shows
/// in any of them: `description`, `debugDescription`, interpolation, `dump`, and
/// `localizedDescription` for errors.
///
/// ```swift
/// #expect(TextRenderings.of(error).allSatisfy { !$0.contains(token) })
/// ```
public enum TextRenderings {
  /// The texts of `value`.
  public static func of(_ value: Any) -> [String] {
    var dumped = ""
    dump(value, to: &dumped)
    return [
      String(describing: value), String(reflecting: value), "\(value)", dumped,
      (value as? Error)?.localizedDescription ?? "",
    ]
  }
}
