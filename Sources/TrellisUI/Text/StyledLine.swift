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
  /// after the first start with `indent` (plain; left out when it leaves no room). Spaces
  /// at a break are dropped; spaces before the first word are kept. A word longer than a
  /// line is broken between grapheme clusters. Text is sanitized. An empty line stays one
  /// empty line.
  public func wrapped(toWidth width: Int, indent: String = "") -> [StyledLine] {
    guard width > 0 else { return [] }
    let hanging = DisplayWidth.of(indent) < width ? indent : ""
    var builder = WrapBuilder(width: width, hanging: hanging)
    for span in spans {
      for token in StyledLine.tokens(of: TextSanitizer.sanitize(span.text)) {
        if token.first == " " {
          builder.space(token, style: span.style)
        } else {
          builder.word(token, style: span.style)
        }
      }
    }
    return builder.finish()
  }

  /// Runs of spaces and runs of other characters.
  private static func tokens(of text: String) -> [Substring] {
    var tokens: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if next == text.endIndex || (text[index] == " ") != (text[next] == " ") {
        tokens.append(text[start..<next])
        start = next
      }
      index = next
    }
    return tokens
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
  var pendingSpace: StyledSpan?

  init(width: Int, hanging: String) {
    self.width = width
    self.hanging = hanging
  }

  mutating func space(_ text: Substring, style: Style) {
    // Spaces count between words, and before the first word of the first line.
    if hasWord || lines.isEmpty { pendingSpace = StyledSpan(String(text), style: style) }
  }

  mutating func word(_ text: Substring, style: Style) {
    let wordWidth = DisplayWidth.of(String(text))
    let space = pendingSpace
    pendingSpace = nil
    if let space, used + space.text.count + wordWidth <= width {
      append(Substring(space.text), style: space.style)
    } else if hasWord {
      breakLine()
    }
    var word = text
    while DisplayWidth.of(String(word)) > width - used {
      let head = TextLayout.prefix(of: word, fitting: width - used).prefix
      if head.isEmpty && !hasWord { break }  // Not even one cluster fits: let it clip.
      append(head, style: style)
      breakLine()
      word = word[head.endIndex...]
    }
    if !word.isEmpty { append(word, style: style) }
  }

  mutating func finish() -> [StyledLine] {
    lines.append(StyledLine(current))
    return lines
  }

  private mutating func append(_ text: Substring, style: Style) {
    guard !text.isEmpty else { return }
    if let last = current.last, last.style == style {
      current[current.count - 1].text += text
    } else {
      current.append(StyledSpan(String(text), style: style))
    }
    used += DisplayWidth.of(String(text))
    if text.first != " " { hasWord = true }
  }

  private mutating func breakLine() {
    lines.append(StyledLine(current))
    current = hanging.isEmpty ? [] : [StyledSpan(hanging)]
    used = DisplayWidth.of(hanging)
    hasWord = false
  }
}
