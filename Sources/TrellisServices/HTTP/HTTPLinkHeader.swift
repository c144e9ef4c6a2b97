import Foundation

/// Reads an RFC 8288 `Link` header, as GitHub and Unsplash send for paging:
/// `<https://api.github.com/search/repositories?q=x&page=2>; rel="next", <…>; rel="last"`.
///
/// Links are separated by commas; each is a URI reference in angle brackets followed by
/// `;`-separated parameters in any order, with values as tokens or quoted strings
/// (backslash escapes allowed); `rel` may list several space-separated relation types,
/// compared without case; only a link's first `rel` counts. Whitespace is allowed around
/// every part, and empty list elements (`a, , b`) are skipped.
///
/// The reading is strict: a header that breaks this grammar anywhere gives no links at all,
/// rather than the links that happen to look right.
public enum HTTPLinkHeader {
  /// One link of a header: its target as written and its parameters.
  public struct Link: Equatable, Sendable {
    /// The URI reference between the angle brackets, trimmed; never empty.
    public var target: String
    /// The parameters by lower-cased name, with quotes and escapes removed; when a name
    /// comes twice, the first value.
    public var parameters: [String: String]

    /// A link to `target` with `parameters` (names lower-cased).
    public init(target: String, parameters: [String: String]) {
      self.target = target
      self.parameters = parameters
    }

    /// The link's relation types, lower-cased, in the order its `rel` lists them.
    public var relations: [String] {
      (parameters["rel"] ?? "").lowercased().split(whereSeparator: \.isWhitespace)
        .map(String.init)
    }
  }

  /// The target of the first link whose relation types include `rel` (compared without
  /// case), resolved against `base`; nil when there is none, when that target is not a
  /// URL, or when the header is malformed.
  public static func url(rel: String, in header: String, relativeTo base: URL) -> URL? {
    links(in: header, relativeTo: base)[rel.lowercased()]
  }

  /// The targets of `header`'s links by relation type (lower-cased), resolved against
  /// `base`. The first link of a relation wins, even when its target is not a URL (the
  /// relation is then missing). Empty when the header is malformed.
  public static func links(in header: String, relativeTo base: URL) -> [String: URL] {
    var claimed: Set<String> = []
    var result: [String: URL] = [:]
    for link in parse(header) ?? [] {
      let url = URL(string: link.target, relativeTo: base)?.absoluteURL
      for relation in link.relations where !claimed.contains(relation) {
        claimed.insert(relation)
        result[relation] = url
      }
    }
    return result
  }

  /// The links in `header`, in order; nil when it is malformed anywhere.
  public static func parse(_ header: String) -> [Link]? {
    var scanner = HTTPLinkHeaderScanner(header)
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
  private static func readParameters(_ scanner: inout HTTPLinkHeaderScanner) -> [String: String]? {
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
}
