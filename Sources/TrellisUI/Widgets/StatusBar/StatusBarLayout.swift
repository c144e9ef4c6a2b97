import TrellisTerminal

/// What a status bar shows within its width: the hints that fit, where they go, and the
/// message as shown.
///
/// - The message shows its first line only (blank lines before it are skipped), followed
///   by the more marker (`…` unless told) when it has more lines or is cut to fit.
/// - The essential hints get their room first. The message gets what is left, cut only
///   to leave room for the other hints, and to no less than two thirds of what the
///   essential hints left for its text, and its marker.
/// - The other hints that do not fit are left out, the least important first and, among
///   equals, the later ones first. A hint is never shown cut; the ones shown keep their
///   order.
struct StatusBarLayout {
  /// A hint shown: its sanitized keys and action, and its column from the bar's left edge.
  struct Hint: Equatable {
    let keys: String
    let action: String
    let column: Int
  }

  /// Columns between two hints, and between the hints and the message.
  static let gap = 2

  /// The hints shown, left to right.
  let hints: [Hint]
  /// The message as shown ("" for none), right-aligned by the bar.
  let message: String

  /// The layout of `hints` and `message` (raw; sanitized here) in `width` columns, marking
  /// a message cut or with more lines with `moreMarker`.
  init(hints: [KeyHint], message: String?, moreMarker: String, width: Int) {
    let clean = hints.map { hint in
      (
        keys: TextSanitizer.sanitize(hint.keys), action: TextSanitizer.sanitize(hint.action),
        importance: hint.importance
      )
    }
    let widths = clean.map { DisplayWidth.of($0.keys) + 1 + DisplayWidth.of($0.action) }
    func span(_ indices: [Int]) -> Int {
      indices.map { widths[$0] }.reduce(0, +) + Swift.max(0, indices.count - 1) * Self.gap
    }
    let all = Array(clean.indices)
    let essentials = all.filter { clean[$0].importance == .essential }
    let (line, hasMore) = Self.firstLine(of: message ?? "")
    let marker = TextSanitizer.sanitize(moreMarker)
    var shown = ""
    if !line.isEmpty {
      let natural = DisplayWidth.of(line) + (hasMore ? DisplayWidth.of(marker) : 0)
      let afterEssentials = width - (essentials.isEmpty ? 0 : span(essentials) + Self.gap)
      var room = natural
      if !all.isEmpty, natural + Self.gap + span(all) > width {
        // Two thirds of the room for the text, and the marker beyond it.
        let floor = Swift.min(afterEssentials, afterEssentials * 2 / 3 + DisplayWidth.of(marker))
        room = Swift.max(width - span(all) - Self.gap, floor)
      }
      room = Swift.min(room, natural, width)
      shown = Self.fit(line, hasMore: hasMore, marker: marker, width: room)
    }
    let hintRoom = width - (shown.isEmpty ? 0 : DisplayWidth.of(shown) + Self.gap)
    var kept = all
    while !kept.isEmpty, span(kept) > hintRoom {
      let candidates = kept.filter { clean[$0].importance != .essential }
      let drop =
        candidates.min { lhs, rhs in
          clean[lhs].importance != clean[rhs].importance
            ? clean[lhs].importance < clean[rhs].importance : lhs > rhs
        } ?? kept[kept.count - 1]
      kept.removeAll { $0 == drop }
    }
    var column = 0
    var placed: [Hint] = []
    for index in kept {
      placed.append(Hint(keys: clean[index].keys, action: clean[index].action, column: column))
      column += widths[index] + Self.gap
    }
    self.hints = placed
    self.message = shown
  }

  /// The first line of `text` with content, sanitized, and whether a later line has any.
  /// Any line break ends a line (`\n`, `\r\n`, `\r`, U+2028…).
  static func firstLine(of text: String) -> (line: String, hasMore: Bool) {
    let lines = text.split(whereSeparator: \.isNewline)
      .filter { !$0.allSatisfy(\.isWhitespace) }
    guard let first = lines.first else { return ("", false) }
    return (TextSanitizer.sanitize(String(first)), lines.count > 1)
  }

  /// `line` within `width` columns: whole, or followed by `marker` when it has more lines
  /// or is cut. When even the marker does not fit with a column of text, a plain `…`.
  static func fit(_ line: String, hasMore: Bool, marker: String, width: Int) -> String {
    let lineWidth = DisplayWidth.of(line)
    let markerWidth = DisplayWidth.of(marker)
    if !hasMore, lineWidth <= width { return line }
    if hasMore, lineWidth + markerWidth <= width { return line + marker }
    guard width > markerWidth else {
      return hasMore
        ? TextLayout.truncateMarkingMore(line, toWidth: width)
        : TextLayout.truncate(line, toWidth: width)
    }
    var head = String(TextLayout.prefix(of: line[...], fitting: width - markerWidth).prefix)
    while head.last == " " { head.removeLast() }
    return head + marker
  }
}
