/// A cursor over the scalars of a `Link` header, for ``HTTPLinkHeader``.
struct HTTPLinkHeaderScanner {
  private let scalars: [Unicode.Scalar]
  private var index = 0

  /// A cursor at the start of `text`.
  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  /// Whether every scalar has been read.
  var atEnd: Bool { index >= scalars.count }

  /// The next scalar, without reading it; nil at the end.
  var peek: Unicode.Scalar? { atEnd ? nil : scalars[index] }

  /// Reads past spaces and tabs.
  mutating func skipWhitespace() {
    while let scalar = peek, scalar == " " || scalar == "\t" { index += 1 }
  }

  /// Reads `scalar` when it comes next; whether it did.
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

  /// A token: everything up to whitespace or a delimiter (`,` `;` `=` `"`).
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
