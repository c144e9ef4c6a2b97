import Foundation

/// Keeps secrets out of text: redacts secret-bearing header values and query items, strips
/// credentials from URLs, scrubs known secret values out of text from a server, and
/// removes control characters from that text.
enum HTTPRedaction {
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
  /// `Scheme credentials` values, the credentials alone.
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
    return values.filter { $0.count >= 4 }.sorted { $0.count > $1.count }
  }

  /// `text` with every one of `secrets` replaced by the mask.
  static func scrub(_ text: String, secrets: [String]) -> String {
    secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: mask) }
  }

  /// `text` fit for a one-line message: control characters become spaces, runs of
  /// whitespace collapse, and it is cut to `limit` characters with `…`.
  static func excerpt(_ text: String, limit: Int = 200) -> String {
    var cleaned = ""
    var lastWasSpace = false
    for scalar in text.unicodeScalars {
      let isSpace =
        CharacterSet.whitespacesAndNewlines.contains(scalar)
        || CharacterSet.controlCharacters.contains(scalar)
        || (0xFFF9...0xFFFB).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
        || (0x2066...0x2069).contains(scalar.value)
      if isSpace {
        if !lastWasSpace, !cleaned.isEmpty { cleaned.unicodeScalars.append(" ") }
        lastWasSpace = true
      } else {
        cleaned.unicodeScalars.append(scalar)
        lastWasSpace = false
      }
    }
    let trimmed = cleaned.trimmingCharacters(in: .whitespaces)
    return trimmed.count > limit ? String(trimmed.prefix(limit)) + "…" : trimmed
  }
}
