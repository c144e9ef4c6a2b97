import TrellisTerminal

/// A line of text made of styled runs, for pages of rich text (help, rendered Markdown).
///
/// ```swift
/// let line = StyledLine([StyledSpan("Stars ", style: .plain), StyledSpan("1,204", style: bold)])
/// line.wrapped(toWidth: 40, indent: "  ")  // lines of at most 40 columns
/// ```
public struct StyledLine: Hashable, Sendable {
  /// The runs, left to right.
  public var spans: [StyledSpan]

  /// A line of `spans`.
  public init(_ spans: [StyledSpan]) {
    self.spans = spans
  }

  /// A line of `text` in one `style`.
  public init(_ text: String, style: Style = .plain) {
    spans = text.isEmpty ? [] : [StyledSpan(text, style: style)]
  }

  /// The line's text, without styles.
  public var text: String {
    spans.map(\.text).joined()
  }

  /// The style of the first run (plain for an empty line).
  public var style: Style {
    spans.first?.style ?? .plain
  }

  /// The line's width in columns, once sanitized.
  public var width: Int {
    spans.reduce(0) { $0 + DisplayWidth.of(TextSanitizer.sanitize($1.text)) }
  }

  /// Draws the line on `row` from `column`, sanitized, clipped to `clip`; a line wider
  /// than the room ends in `…` (in the style of the run it cuts). Returns the column after
  /// the last cell written.
  @discardableResult
  public func draw(in buffer: inout Buffer, column: Int, row: Int, clip: Rect) -> Int {
    let room = clip.maxX - column
    guard room > 0 else { return column }
    let texts = spans.map { TextSanitizer.sanitize($0.text) }
    let fits = texts.reduce(0) { $0 + DisplayWidth.of($1) } <= room
    var x = column
    for (text, span) in zip(texts, spans) {
      if fits {
        x = buffer.write(text, column: x, row: row, style: span.style, clip: clip)
        continue
      }
      let budget = clip.maxX - 1 - x
      if DisplayWidth.of(text) <= budget {
        x = buffer.write(text, column: x, row: row, style: span.style, clip: clip)
      } else {
        let head = TextLayout.prefix(of: text[...], fitting: max(0, budget)).prefix
        x = buffer.write(String(head), column: x, row: row, style: span.style, clip: clip)
        return buffer.write(
          TextLayout.ellipsis, column: x, row: row, style: span.style, clip: clip)
      }
    }
    return x
  }

  /// The line broken into lines of at most `width` columns at spaces, styles kept; lines
  /// after the first start with `indent` (plain; left out when it leaves no room). A word
  /// is a run of non-spaces, whatever its styles (`**bold**,` keeps its comma). Spaces at a
  /// break are dropped; spaces before the first word are kept. A word longer than a line
  /// is broken between grapheme clusters, in one pass. Text is sanitized. An empty line
  /// stays one empty line.
  public func wrapped(toWidth width: Int, indent: String = "") -> [StyledLine] {
    guard width > 0 else { return [] }
    let hanging = DisplayWidth.of(indent) < width ? indent : ""
    var builder = WrapBuilder(width: width, hanging: hanging)
    var token: [WrapPiece] = []
    var tokenIsSpace = false
    for span in spans {
      let text = TextSanitizer.sanitize(span.text)
      var start = text.startIndex
      var index = text.startIndex
      while index < text.endIndex {
        let isSpace = text[index] == " "
        if isSpace != tokenIsSpace {
          if start < index { token.append(WrapPiece(text[start..<index], span.style)) }
          builder.add(token, isSpace: tokenIsSpace)
          token = []
          tokenIsSpace = isSpace
          start = index
        }
        index = text.index(after: index)
      }
      if start < text.endIndex { token.append(WrapPiece(text[start...], span.style)) }
    }
    builder.add(token, isSpace: tokenIsSpace)
    return builder.finish()
  }
}

/// A part of a word (or of a run of spaces) in one style, with its width.
private struct WrapPiece {
  let text: Substring
  let style: Style
  let width: Int

  init(_ text: Substring, _ style: Style) {
    self.text = text
    self.style = style
    width = DisplayWidth.of(String(text))
  }
}

/// The state of ``StyledLine/wrapped(toWidth:indent:)``: the lines so far and the one being
/// filled.
private struct WrapBuilder {
  let width: Int
  let hanging: String
  var lines: [StyledLine] = []
  var current: [StyledSpan] = []
  var used = 0
  var hasWord = false
  var pendingSpace: [WrapPiece] = []

  init(width: Int, hanging: String) {
    self.width = width
    self.hanging = hanging
  }

  /// Adds a run of spaces or of other characters.
  mutating func add(_ token: [WrapPiece], isSpace: Bool) {
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

  mutating func finish() -> [StyledLine] {
    lines.append(StyledLine(current))
    return lines
  }

  /// Places a word too wide for the room, a grapheme cluster at a time.
  private mutating func breakWord(_ token: [WrapPiece]) {
    for piece in token {
      var start = piece.text.startIndex
      var runWidth = 0
      var index = piece.text.startIndex
      while index < piece.text.endIndex {
        let columns = DisplayWidth.of(piece.text[index])
        if used + runWidth + columns > width && used + runWidth > hangingWidth {
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

  private var hangingWidth: Int {
    lines.isEmpty ? 0 : DisplayWidth.of(hanging)
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
    lines.append(StyledLine(current))
    current = hanging.isEmpty ? [] : [StyledSpan(hanging)]
    used = DisplayWidth.of(hanging)
  }
}
