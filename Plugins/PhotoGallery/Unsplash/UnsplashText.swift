import Foundation

/// Makes the API's text and the user's settings fit for an error message: short, one line,
/// sanitized, and with secrets scrubbed out. (Display fields of the model go through
/// ``PhotoText``.)
enum UnsplashText {
  /// `text` fit for an error message: `secrets` (of four characters or more) replaced by
  /// `<redacted>` first, then as ``PhotoText/display(_:limit:)``; empty when nothing is
  /// left.
  static func excerpt(_ text: String, limit: Int = 160, secrets: [String] = []) -> String {
    var scrubbed = text
    for secret in secrets where secret.count >= 4 {
      scrubbed = scrubbed.replacingOccurrences(of: secret, with: "<redacted>")
    }
    return PhotoText.display(scrubbed, limit: limit) ?? ""
  }

  /// A URL the user configured, for a message: credentials (`user:password@`) removed.
  static func shownURL(_ text: String) -> String {
    guard var components = URLComponents(string: text),
      components.user != nil || components.password != nil
    else { return excerpt(text, limit: 80) }
    components.user = nil
    components.password = nil
    return excerpt(components.string ?? "(an address with credentials)", limit: 80)
  }
}
