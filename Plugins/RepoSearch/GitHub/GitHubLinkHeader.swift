import Foundation

/// Reads an RFC 8288 `Link` header such as
/// `<https://api.github.com/search/repositories?q=x&page=2>; rel="next", <…>; rel="last"`.
///
/// Links are separated by commas; each is a URI reference in angle brackets followed by
/// `;`-separated parameters in any order, with values as tokens or quoted strings
/// (backslash escapes allowed); `rel` may list several space-separated relation types,
/// compared without case; only a link's first `rel` counts. Whitespace is allowed around
/// every part. A header that breaks this grammar anywhere gives no links at all.
enum GitHubLinkHeader {
  /// One link: its target as written and its parameters (names lower-cased).
  struct Link: Equatable {
    var target: String
    var parameters: [String: String]

    /// The link's relation types, lower-cased.
    var relations: [String] {
      (parameters["rel"] ?? "").lowercased().split(whereSeparator: \.isWhitespace)
        .map(String.init)
    }
  }

  /// The URL of the first link whose relation types include `rel`, resolved against
  /// `base`; nil when there is none or the header is malformed.
  static func url(rel: String, in header: String, relativeTo base: URL) -> URL? {
    guard let links = parse(header),
      let link = links.first(where: { $0.relations.contains(rel.lowercased()) })
    else { return nil }
    return URL(string: link.target, relativeTo: base)?.absoluteURL
  }

  /// The links in `header`, or nil when it is malformed.
  static func parse(_ header: String) -> [Link]? {
    var scanner = Scanner(Array(header.unicodeScalars))
    var links: [Link] = []
    while true {
      scanner.skipWhitespace()
      if scanner.atEnd { break }
      if scanner.take(",") { continue }
      guard scanner.take("<"), let target = scanner.read(until: ">"), scanner.take(">") else {
        return nil
      }
      guard let parameters = readParameters(&scanner) else { return nil }
      let trimmed = target.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty else { return nil }
      links.append(Link(target: trimmed, parameters: parameters))
    }
    return links
  }

  /// The `; name=value` parameters after a link's target, up to the next `,` or the end.
  private static func readParameters(_ scanner: inout Scanner) -> [String: String]? {
    var parameters: [String: String] = [:]
    while true {
      scanner.skipWhitespace()
      if scanner.atEnd || scanner.peek == "," { return parameters }
      guard scanner.take(";") else { return nil }
      scanner.skipWhitespace()
      if scanner.atEnd || scanner.peek == "," || scanner.peek == ";" { continue }
      let name = scanner.readToken().lowercased()
      guard !name.isEmpty else { return nil }
      scanner.skipWhitespace()
      var value = ""
      if scanner.take("=") {
        scanner.skipWhitespace()
        if scanner.peek == "\"" {
          guard let quoted = scanner.readQuoted() else { return nil }
          value = quoted
        } else {
          value = scanner.readToken()
        }
      }
      if parameters[name] == nil { parameters[name] = value }
    }
  }

  /// A cursor over the header's scalars.
  private struct Scanner {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) {
      self.scalars = scalars
    }

    var atEnd: Bool { index >= scalars.count }
    var peek: Unicode.Scalar? { atEnd ? nil : scalars[index] }

    mutating func skipWhitespace() {
      while let scalar = peek, scalar == " " || scalar == "\t" { index += 1 }
    }

    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
      guard peek == scalar else { return false }
      index += 1
      return true
    }

    /// The text up to (not including) `end`; nil when `end` never comes.
    mutating func read(until end: Unicode.Scalar) -> String? {
      var text = String.UnicodeScalarView()
      while let scalar = peek, scalar != end {
        text.append(scalar)
        index += 1
      }
      return atEnd ? nil : String(text)
    }

    /// A token: everything up to whitespace or a delimiter.
    mutating func readToken() -> String {
      var text = String.UnicodeScalarView()
      while let scalar = peek, !" \t,;=\"".unicodeScalars.contains(scalar) {
        text.append(scalar)
        index += 1
      }
      return String(text)
    }

    /// A quoted string with backslash escapes, the quotes removed; nil when unterminated.
    mutating func readQuoted() -> String? {
      guard take("\"") else { return nil }
      var text = String.UnicodeScalarView()
      while let scalar = peek {
        index += 1
        if scalar == "\"" { return String(text) }
        if scalar == "\\" {
          guard let escaped = peek else { return nil }
          index += 1
          text.append(escaped)
        } else {
          text.append(scalar)
        }
      }
      return nil
    }
  }
}
