import Trellis

/// Makes outside text fit for a photo's display fields, whatever the source: an API's
/// descriptions and names, a local file's name.
enum PhotoText {
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
