import Trellis

/// The lines of a code block: indented, never wrapped, cut with `…` at the edge, with the
/// language (the info string's first word) dimmed above.
enum CodeBlockLayout {
  /// The columns a code block is indented by.
  static let indent = 2
  /// Tab stops in code blocks are every `tabWidth` columns.
  static let tabWidth = 4

  /// The lines of a code block holding `code` with `info`, for `width` columns. Text is
  /// sanitized after tabs are expanded; a line wider than the room ends in `…`. An empty
  /// line of code is the indent alone.
  static func lines(code: String, info: String, width: Int, theme: MarkdownTheme)
    -> [[StyledSpan]]
  {
    var lines: [[StyledSpan]] = []
    let language = info.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
    if !language.isEmpty {
      let text = TextSanitizer.sanitize(language)
      lines.append(indented([StyledSpan(text, style: theme.codeInfo)], width: width))
    }
    var body = Substring(code)
    while body.last == "\n" { body = body.dropLast() }
    guard !body.isEmpty else { return lines }
    for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
      let text = expandingTabs(line)
      let spans = text.isEmpty ? [] : [StyledSpan(text, style: theme.codeBlock)]
      lines.append(indented(spans, width: width))
    }
    return lines
  }

  /// `spans` after the indent, cut to `width`.
  private static func indented(_ spans: [StyledSpan], width: Int) -> [StyledSpan] {
    LineCut.cut(LineCut.padding(indent) + spans, toWidth: width)
  }

  /// `line` with each tab replaced by the spaces to the next tab stop, sanitized (a tab
  /// would otherwise become a control picture).
  static func expandingTabs(_ line: Substring) -> String {
    guard line.contains("\t") else { return TextSanitizer.sanitize(String(line)) }
    var result = ""
    var column = 0
    for (index, piece) in line.split(separator: "\t", omittingEmptySubsequences: false)
      .enumerated()
    {
      if index > 0 {
        let spaces = tabWidth - column % tabWidth
        result += String(repeating: " ", count: spaces)
        column += spaces
      }
      let clean = TextSanitizer.sanitize(String(piece))
      result += clean
      column += DisplayWidth.of(clean)
    }
    return result
  }
}
