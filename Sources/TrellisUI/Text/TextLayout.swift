import TrellisTerminal

/// Measures, truncates and wraps text by display width (terminal columns), one grapheme
/// cluster at a time, so wide glyphs (CJK, emoji) are never split or half-shown.
///
/// The functions take text that is already sanitized (see `TextSanitizer`): a control
/// character has no width and would throw the measurements off.
public enum TextLayout {
  /// The mark put where text was cut: `…`.
  public static let ellipsis = "…"

  /// The longest prefix of `text` that fits in `width` columns, and the rest.
  public static func prefix(of text: Substring, fitting width: Int) -> (
    prefix: Substring, rest: Substring
  ) {
    var used = 0
    var index = text.startIndex
    while index < text.endIndex {
      let columns = DisplayWidth.of(text[index])
      if used + columns > width { break }
      used += columns
      index = text.index(after: index)
    }
    return (text[text.startIndex..<index], text[index...])
  }

  /// `text` cut to `width` columns, ending in `…` when something was cut. A wide glyph that
  /// would cross the edge is left out whole.
  public static func truncate(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.of(text) <= width { return text }
    return String(prefix(of: text[...], fitting: width - 1).prefix) + ellipsis
  }

  /// `text` ending in `…` within `width` columns, whether or not it fits: the last line
  /// shown of text that goes on.
  public static func truncateMarkingMore(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.of(text) + 1 <= width { return text + ellipsis }
    return String(prefix(of: text[...], fitting: width - 1).prefix) + ellipsis
  }

  /// `text` broken into lines of at most `width` columns.
  ///
  /// Line breaks (`\n`) in the text are kept. Lines break at spaces: the spaces at a break
  /// are dropped, other runs of spaces are kept. A word longer than a line is broken
  /// between grapheme clusters. An empty text is one empty line.
  public static func wrap(_ text: String, toWidth width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += wrapParagraph(paragraph, width: width)
    }
    return lines
  }

  private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""  // Empty only before the paragraph's first word.
    var lineWidth = 0
    var spaces = ""
    for token in tokens(of: paragraph) {
      if token.first == " " {
        spaces = String(token)
        continue
      }
      let wordWidth = DisplayWidth.of(String(token))
      if !line.isEmpty && lineWidth + spaces.count + wordWidth <= width {
        line += spaces + token
        lineWidth += spaces.count + wordWidth
      } else {
        // A new line. Spaces before the paragraph's first word are kept as indentation
        // when the word fits after them; spaces at a break are dropped.
        var word = token
        if line.isEmpty && spaces.count + wordWidth <= width {
          word = Substring(spaces) + token
        }
        if !line.isEmpty { lines.append(line) }
        while DisplayWidth.of(String(word)) > width {
          var (head, rest) = prefix(of: word, fitting: width)
          if head.isEmpty {  // A glyph wider than the line: give it a line of its own.
            head = word.prefix(1)
            rest = word.dropFirst()
          }
          lines.append(String(head))
          word = rest
        }
        line = String(word)
        lineWidth = DisplayWidth.of(line)
      }
      spaces = ""
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// Runs of spaces and runs of anything else, in order.
  private static func tokens(of text: Substring) -> [Substring] {
    var tokens: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if next == text.endIndex || (text[next] == " ") != (text[index] == " ") {
        tokens.append(text[start..<next])
        start = next
      }
      index = next
    }
    return tokens
  }
}
