import TrellisTerminal
import TrellisUI

/// Breaks runs of styled text into lines at spaces, in one pass.
///
/// It keeps the contract of `StyledLine.wrapped(toWidth:)` (lines of at most `width`
/// columns; spaces at a break dropped, spaces before the first word kept; a word longer
/// than a line broken between grapheme clusters; text sanitized; an empty line stays one
/// empty line) without two of its costs, which this module cannot change in TrellisUI:
/// `wrapped` treats each change of style as a word boundary (so `**bold**,` could put the
/// comma on the next line), and it re-measures the rest of a long word for every line it
/// fills (seconds for a 100,000-character word, such as a `data:` URL).
enum StyledWrap {
  /// A wrapped line and its width in columns.
  struct Line {
    /// The runs.
    var spans: [StyledSpan]
    /// Their width.
    var width: Int
  }

  /// `spans` broken into lines of at most `width` columns, styles kept. A width below 1
  /// gives no lines. (A single glyph wider than `width` still gets a line of its own.)
  static func wrap(_ spans: [StyledSpan], toWidth width: Int) -> [Line] {
    guard width > 0 else { return [] }
    var builder = Builder(width: width)
    var token: [Piece] = []
    var tokenIsSpace = false
    for span in spans {
      let text = TextSanitizer.sanitize(span.text)
      var start = text.startIndex
      var index = text.startIndex
      while index < text.endIndex {
        let isSpace = text[index] == " "
        if isSpace != tokenIsSpace {
          if start < index { token.append(Piece(text[start..<index], span.style)) }
          builder.add(token, isSpace: tokenIsSpace)
          token = []
          tokenIsSpace = isSpace
          start = index
        }
        index = text.index(after: index)
      }
      if start < text.endIndex { token.append(Piece(text[start...], span.style)) }
    }
    builder.add(token, isSpace: tokenIsSpace)
    return builder.finish()
  }

  /// A part of a token in one style, with its width.
  private struct Piece {
    let text: Substring
    let style: Style
    let width: Int

    init(_ text: Substring, _ style: Style) {
      self.text = text
      self.style = style
      width = DisplayWidth.of(String(text))
    }
  }

  /// The lines so far and the one being filled.
  private struct Builder {
    let width: Int
    var lines: [Line] = []
    var current: [StyledSpan] = []
    var used = 0
    var hasWord = false
    var pendingSpace: [Piece] = []

    init(width: Int) {
      self.width = width
    }

    /// Adds a run of spaces or of other characters.
    mutating func add(_ token: [Piece], isSpace: Bool) {
      guard !token.isEmpty else { return }
      if isSpace {
        // Spaces count between words, and before the first word of the first line.
        if hasWord || lines.isEmpty { pendingSpace = token }
        return
      }
      let wordWidth = token.reduce(0) { $0 + $1.width }
      let space = pendingSpace
      pendingSpace = []
      let spaceWidth = space.reduce(0) { $0 + $1.width }
      if !space.isEmpty && used + spaceWidth + wordWidth <= width {
        for piece in space { append(piece.text, style: piece.style, width: piece.width) }
      } else if hasWord {
        breakLine()
      }
      if used + wordWidth <= width {
        for piece in token { append(piece.text, style: piece.style, width: piece.width) }
      } else {
        breakWord(token)
      }
      hasWord = true
    }

    /// Places a word too wide for the room, a grapheme cluster at a time.
    private mutating func breakWord(_ token: [Piece]) {
      for piece in token {
        var start = piece.text.startIndex
        var runWidth = 0
        var index = piece.text.startIndex
        while index < piece.text.endIndex {
          let columns = DisplayWidth.of(piece.text[index])
          if used + runWidth + columns > width && used + runWidth > 0 {
            append(piece.text[start..<index], style: piece.style, width: runWidth)
            breakLine()
            start = index
            runWidth = 0
          }
          runWidth += columns
          index = piece.text.index(after: index)
        }
        append(piece.text[start...], style: piece.style, width: runWidth)
      }
    }

    mutating func finish() -> [Line] {
      lines.append(Line(spans: current, width: used))
      return lines
    }

    private mutating func append(_ text: Substring, style: Style, width: Int) {
      guard !text.isEmpty else { return }
      if current.last?.style == style {  // No copy of the run held: it grows in place.
        current[current.count - 1].text += text
      } else {
        current.append(StyledSpan(String(text), style: style))
      }
      used += width
    }

    private mutating func breakLine() {
      lines.append(Line(spans: current, width: used))
      current = []
      used = 0
    }
  }
}
