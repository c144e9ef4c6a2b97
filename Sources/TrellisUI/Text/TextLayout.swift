import TrellisTerminal

/// Measures, truncates and wraps text by display width (terminal columns), one grapheme
/// cluster at a time, so wide glyphs (CJK, emoji) are never split or half-shown.
///
/// The functions take text that is already sanitized (see `TextSanitizer`, or better
/// `DisplayText`, which also cuts long clusters): a control character has no width and
/// would throw the measurements off. Their cost follows what they return, not the text:
/// truncating reads the columns that fit and one more character; wrapping reads as far as
/// the lines it is asked for.
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
    let (fitting, rest) = prefix(of: text[...], fitting: width)
    if rest.isEmpty { return text }
    return String(prefix(of: fitting, fitting: width - 1).prefix) + ellipsis
  }

  /// `text` ending in `…` within `width` columns, whether or not it fits: the last line
  /// shown of text that goes on.
  public static func truncateMarkingMore(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    return String(prefix(of: text[...], fitting: width - 1).prefix) + ellipsis
  }

  /// The first `count` lines of `text` (split at `\n`), each cut to `width` columns with
  /// `…` as ``truncate(_:toWidth:)`` cuts; when text follows the last of them, that one ends
  /// in `…` too (as ``truncateMarkingMore(_:toWidth:)`` marks it). A line is read only as
  /// far as `width` columns (and one character more); the rest of a long line is skipped at
  /// the speed of a byte search, and not at all for the last line.
  public static func firstLines(of text: String, count: Int, width: Int) -> [String] {
    guard count > 0, width > 0 else { return [] }
    var lines: [String] = []
    var start = text.startIndex
    while true {
      var used = 0
      var index = start
      var overflows = false
      while index < text.endIndex, text[index] != "\n" {
        let columns = DisplayWidth.of(text[index])
        if used + columns > width {
          overflows = true
          break
        }
        used += columns
        index = text.index(after: index)
      }
      let line = text[start..<index]
      if overflows {
        lines.append(String(prefix(of: line, fitting: width - 1).prefix) + ellipsis)
        // The last line wanted ends in `…` whatever follows it.
        if lines.count == count { return lines }
        index = text.utf8[index...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
      } else if lines.count + 1 == count && index < text.endIndex {
        lines.append(truncateMarkingMore(String(line), toWidth: width))
        return lines
      } else {
        lines.append(String(line))
      }
      if index == text.endIndex || lines.count == count { return lines }
      start = text.index(after: index)
    }
  }

  /// `text` broken into lines of at most `width` columns, at most `maximumLines` of them
  /// (the text is read only as far as they need).
  ///
  /// Line breaks (`\n`) in the text are kept. Lines break at spaces: the spaces at a break
  /// are dropped, other runs of spaces are kept. A word longer than a line is broken
  /// between grapheme clusters. An empty text is one empty line.
  public static func wrap(_ text: String, toWidth width: Int, maximumLines: Int = .max)
    -> [String]
  {
    guard width > 0, maximumLines > 0 else { return [] }
    var wrapper = Wrapper(width: width, maximumLines: maximumLines)
    for character in text {
      wrapper.add(character)
      if wrapper.isFull { break }
    }
    return wrapper.finish()
  }

  /// Wraps text fed a character at a time; see ``wrap(_:toWidth:maximumLines:)``.
  private struct Wrapper {
    let width: Int
    let maximumLines: Int
    var lines: [String] = []
    /// The line being filled: empty only before a paragraph's first word.
    var line = ""
    var lineWidth = 0
    /// The spaces read since the last word.
    var spaces = ""
    /// The word being read, and its width.
    var word = ""
    var wordWidth = 0
    /// Whether the word being read was too wide for a line and began one of its own.
    var wordIsBroken = false
    /// How many lines there were when the paragraph began.
    var paragraphStart = 0

    var isFull: Bool { lines.count >= maximumLines }

    mutating func add(_ character: Character) {
      switch character {
      case "\n":
        endWord()
        endParagraph()
      case " ":
        endWord()
        spaces.append(" ")
      default:
        word.append(character)
        wordWidth += DisplayWidth.of(character)
        if wordWidth > width { breakWord() }
      }
    }

    mutating func finish() -> [String] {
      endWord()
      if !isFull { endParagraph() }
      return Array(lines.prefix(maximumLines))
    }

    /// The word read is wider than a line: it starts a line of its own (the line before
    /// ends), and what fits a line goes out as one, as often as it does.
    private mutating func breakWord() {
      if !wordIsBroken {
        wordIsBroken = true
        if !line.isEmpty { lines.append(line) }
        line = ""
        lineWidth = 0
        spaces = ""
      }
      while wordWidth > width && !isFull {
        var (head, rest) = prefix(of: word[...], fitting: width)
        if head.isEmpty {  // A glyph wider than the line: give it a line of its own.
          head = word.prefix(1)
          rest = word.dropFirst()
        }
        lines.append(String(head))
        word = String(rest)
        wordWidth = DisplayWidth.of(word)
      }
    }

    /// Places the word read (if any) on the line, or on the next.
    private mutating func endWord() {
      guard !word.isEmpty || wordIsBroken else { return }
      if wordIsBroken {
        line = word
        lineWidth = wordWidth
      } else if !line.isEmpty && lineWidth + spaces.count + wordWidth <= width {
        line += spaces + word
        lineWidth += spaces.count + wordWidth
      } else {
        // A new line. Spaces before the paragraph's first word are kept as indentation
        // when the word fits after them; spaces at a break are dropped.
        let indented = line.isEmpty && spaces.count + wordWidth <= width
        if !line.isEmpty { lines.append(line) }
        line = indented ? spaces + word : word
        lineWidth = indented ? spaces.count + wordWidth : wordWidth
      }
      spaces = ""
      word = ""
      wordWidth = 0
      wordIsBroken = false
    }

    /// Ends the paragraph: its last line goes out (an empty paragraph is one empty line).
    private mutating func endParagraph() {
      if !isFull && (!line.isEmpty || lines.count == paragraphStart) { lines.append(line) }
      paragraphStart = lines.count
      line = ""
      lineWidth = 0
      spaces = ""
    }
  }
}
