import Foundation

/// Reads the relation types of an RFC 8288 `Link` header such as Unsplash's
/// `<https://api.unsplash.com/photos?page=1>; rel="first", <…?page=3>; rel="next"`.
///
/// Links are separated by commas outside angle brackets and quoted strings; each is
/// `<target>` followed by `;`-separated parameters. `rel` may list several relation types
/// (compared without case); only a link's first `rel` parameter counts. A link that breaks
/// the grammar is skipped, the others still count.
enum UnsplashLinkHeader {
  /// The targets of `header`'s links by relation type (lower-cased); the first link of a
  /// relation wins. Targets are resolved against `base`.
  static func links(in header: String, relativeTo base: URL) -> [String: URL] {
    var result: [String: URL] = [:]
    for part in split(header, on: ",") {
      let trimmed = part.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("<"), let close = trimmed.firstIndex(of: ">") else { continue }
      let target = trimmed[trimmed.index(after: trimmed.startIndex)..<close]
        .trimmingCharacters(in: .whitespaces)
      guard !target.isEmpty, let url = URL(string: target, relativeTo: base)?.absoluteURL
      else { continue }
      let rest = trimmed[trimmed.index(after: close)...].trimmingCharacters(in: .whitespaces)
      guard rest.isEmpty || rest.hasPrefix(";"), let rel = relation(in: String(rest)) else {
        continue
      }
      for type in rel.lowercased().split(whereSeparator: \.isWhitespace)
      where result[String(type)] == nil {
        result[String(type)] = url
      }
    }
    return result
  }

  /// The value of the first `rel` parameter in `parameters` (`; rel="next"; title=…`).
  private static func relation(in parameters: String) -> String? {
    for parameter in split(parameters, on: ";") {
      let pair = parameter.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard pair.count == 2, pair[0].lowercased() == "rel" else { continue }
      var value = pair[1]
      if value.hasPrefix("\"") {
        guard value.count >= 2, value.hasSuffix("\"") else { return nil }
        value = String(value.dropFirst().dropLast())
      }
      return value
    }
    return nil
  }

  /// `text` split on `separator` where it stands outside `<…>` and `"…"` (with `\`
  /// escapes inside quotes).
  private static func split(_ text: String, on separator: Character) -> [String] {
    var parts: [String] = []
    var current = ""
    var inBrackets = false
    var inQuotes = false
    var escaped = false
    for character in text {
      if escaped {
        escaped = false
      } else if inQuotes {
        if character == "\\" { escaped = true } else if character == "\"" { inQuotes = false }
      } else if inBrackets {
        if character == ">" { inBrackets = false }
      } else if character == "<" {
        inBrackets = true
      } else if character == "\"" {
        inQuotes = true
      } else if character == separator {
        parts.append(current)
        current = ""
        continue
      }
      current.append(character)
    }
    parts.append(current)
    return parts
  }
}
