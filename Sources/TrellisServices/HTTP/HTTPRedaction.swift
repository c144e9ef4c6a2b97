import Foundation

/// Keeps secrets out of text: redacts secret-bearing header values and query items, strips
/// credentials from URLs, and makes text from a server fit for a one-line message with
/// known secret values scrubbed out (``excerpt(_:limit:secrets:)``).
public enum HTTPRedaction {
  /// What replaces a secret.
  static let mask = "<redacted>"

  /// Fragments of header and query names that carry secrets.
  private static let secretNameFragments = [
    "auth", "token", "secret", "key", "password", "passwd", "cookie", "session", "signature",
    "credential",
  ]

  /// Whether a header or query item called `name` carries a secret.
  static func isSecret(name: String) -> Bool {
    let lowered = name.lowercased()
    return secretNameFragments.contains { lowered.contains($0) }
  }

  /// `value` as it may be shown for the header `name`.
  static func headerValue(_ value: String, name: String) -> String {
    isSecret(name: name) ? mask : value
  }

  /// `url` as it may be shown: no user or password, secret query values redacted.
  static func url(_ url: URL) -> String {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      return mask
    }
    if components.user != nil || components.password != nil {
      components.user = nil
      components.password = nil
    }
    if let items = components.queryItems, items.contains(where: { isSecret(name: $0.name) }) {
      components.queryItems = items.map { item in
        isSecret(name: item.name) ? URLQueryItem(name: item.name, value: mask) : item
      }
    }
    return components.string ?? mask
  }

  /// The secret values sent with `headers` and in `url`'s query: each whole value and, for
  /// `Scheme credentials` values, the credentials alone (``excerpt(_:limit:secrets:)``
  /// scrubs those of four characters or more).
  static func secrets(headers: HTTPHeaders, url: URL) -> [String] {
    var values: [String] = []
    for field in headers where isSecret(name: field.name) {
      values.append(field.value)
      values.append(contentsOf: field.value.split(separator: " ").dropFirst().map(String.init))
    }
    if let components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
      for item in components.queryItems ?? [] where isSecret(name: item.name) {
        values.append(contentsOf: item.value.map { [$0] } ?? [])
      }
      values.append(contentsOf: [components.password].compactMap { $0 })
    }
    return values
  }

  /// `text` with every one of `secrets` of four characters or more replaced by the mask,
  /// longest first (so no part of a secret that holds another is left).
  private static func scrub(_ text: String, secrets: [String]) -> String {
    secrets.filter { $0.count >= 4 }.sorted { $0.count > $1.count }
      .reduce(text) { $0.replacingOccurrences(of: $1, with: mask) }
  }

  /// `text` (a server's message, a name, a setting) fit for a one-line message.
  ///
  /// In this order: each of `secrets` of four characters or more becomes `<redacted>`
  /// (longest first); line breaks, tabs and other white space become single spaces, and
  /// the ends are trimmed; every other control character is shown, not obeyed, as the
  /// terminal's `TextSanitizer` shows it — C0 controls as their Control Pictures (`␛` for
  /// ESC), DEL as `␡`, C1 controls as `�` — and so is every invisible format character
  /// (bidirectional overrides, isolates and marks, zero-width characters, tag characters:
  /// Unicode's category Cf) as `�`; last, text longer than `limit` characters is cut to
  /// `limit` and ends with `…`. Empty when nothing is left.
  public static func excerpt(_ text: String, limit: Int = 200, secrets: [String] = []) -> String {
    var cleaned = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in scrub(text, secrets: secrets).unicodeScalars {
      if CharacterSet.whitespacesAndNewlines.contains(scalar) {
        pendingSpace = !cleaned.isEmpty
        continue
      }
      if pendingSpace {
        cleaned.append(" ")
        pendingSpace = false
      }
      cleaned.append(placeholder(for: scalar) ?? scalar)
    }
    let line = String(cleaned)
    return line.count > limit ? String(line.prefix(limit)) + "…" : line
  }

  /// What shows in place of `scalar` in an excerpt, or nil when it shows as it is.
  private static func placeholder(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value)
    case 0x7F: return "\u{2421}"
    case 0x80...0x9F: return "\u{FFFD}"
    default: return scalar.properties.generalCategory == .format ? "\u{FFFD}" : nil
    }
  }
}
