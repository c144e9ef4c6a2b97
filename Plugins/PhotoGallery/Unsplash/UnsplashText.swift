import Foundation
import TrellisTerminal

/// Makes text from the API fit for the screen: display fields for the model, and short
/// excerpts for error messages with secrets scrubbed out.
enum UnsplashText {
  /// The longest display field kept, in characters (a description can run long).
  static let displayLimit = 1_000

  /// `text` as a one-line display field: line breaks and tabs become spaces, runs of
  /// spaces collapse, the ends are trimmed, every remaining control character (escape
  /// sequences, NUL, bidi overrides) becomes a visible placeholder through
  /// `TextSanitizer`, and it is cut to `limit` characters with `…`. Nil when nothing is
  /// left.
  static func display(_ text: String?, limit: Int = displayLimit) -> String? {
    guard let text else { return nil }
    let line = collapsed(text)
    guard !line.isEmpty else { return nil }
    let safe = TextSanitizer.sanitize(line)
    return safe.count > limit ? String(safe.prefix(limit)) + "…" : safe
  }

  /// `text` fit for an error message: `secrets` (of four characters or more) replaced by
  /// `<redacted>` first, then as ``display(_:limit:)``; empty when nothing is left.
  static func excerpt(_ text: String, limit: Int = 160, secrets: [String] = []) -> String {
    var scrubbed = text
    for secret in secrets where secret.count >= 4 {
      scrubbed = scrubbed.replacingOccurrences(of: secret, with: "<redacted>")
    }
    return display(scrubbed, limit: limit) ?? ""
  }

  /// A URL the user typed, for a message: credentials (`user:password@`) removed.
  static func shownURL(_ text: String) -> String {
    guard var components = URLComponents(string: text),
      components.user != nil || components.password != nil
    else { return excerpt(text, limit: 80) }
    components.user = nil
    components.password = nil
    return excerpt(components.string ?? "(an address with credentials)", limit: 80)
  }

  /// `text` with `\n`, `\r` and `\t` as spaces, runs of spaces collapsed, ends trimmed.
  private static func collapsed(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      if scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t" {
        pendingSpace = !result.isEmpty
        continue
      }
      if pendingSpace {
        result.append(" ")
        pendingSpace = false
      }
      result.append(scalar)
    }
    return String(result)
  }
}
