/// Text from outside made ready for the screen once, when it changes, so that drawing it
/// costs what the screen shows, not what the text holds.
///
/// ``string`` is the text sanitized (``TextSanitizer/sanitize(_:keepingNewlines:)``) with
/// each ``TerminalCluster`` cut to what a cell keeps of it (its first `Cell.maximumScalars`
/// scalars within `Cell.maximumBytes`, as ``Cell/keptScalars(of:)`` says): a letter carrying
/// 500,000 combining marks keeps the few a cell shows, and the screen looks the same.
/// ``width`` is measured once. Keep a `DisplayText` beside the raw text (a cell's model, a
/// label's text) and draw from it: truncating and wrapping it then cost the columns shown
/// (see `TextLayout`).
public struct DisplayText: Hashable, Sendable {
  /// The text to draw.
  public let string: String
  /// The columns ``string`` takes on one line (newlines, when kept, take none).
  public let width: Int

  /// `raw` made ready: sanitized (keeping its newlines when asked), clusters cut to what a
  /// cell keeps, and measured.
  public init(_ raw: String, keepingNewlines: Bool = false) {
    let clean = TextSanitizer.sanitize(raw, keepingNewlines: keepingNewlines)
    string = Self.cappingClusters(clean)
    width = DisplayWidth.of(string)
  }

  /// An empty text.
  public static let empty = DisplayText("")

  /// `text` with each cluster cut to what a cell keeps (`text` itself when none is longer).
  static func cappingClusters(_ text: String) -> String {
    // Printable ASCII alone is one scalar a cluster.
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
    let scalars = text.unicodeScalars
    var result = String.UnicodeScalarView()
    var changed = false
    TerminalCluster.forEach(in: scalars) { range, _ in
      let cluster = scalars[range]
      let (kept, leftOut) = Cell.keptScalars(of: cluster)
      if leftOut > 0 { changed = true }
      result.append(contentsOf: kept)
    }
    return changed ? String(result) : text
  }
}
