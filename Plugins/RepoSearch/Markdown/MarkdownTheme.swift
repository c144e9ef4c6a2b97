import Trellis

/// The styles of rendered Markdown. Inline styles are added to the style of what encloses
/// them, so `**[a](u)**` is bold and underlined.
struct MarkdownTheme {
  /// A level-1 heading.
  var heading1 = Style(attributes: [.bold, .underline])
  /// A level-2 heading.
  var heading2 = Style(attributes: .bold)
  /// Headings of level 3 to 6.
  var heading = Style(attributes: .bold)
  /// Added by `*emphasis*`.
  var emphasis: TextAttributes = .italic
  /// Added by `**strong**`.
  var strong: TextAttributes = .bold
  /// Added by `~~strikethrough~~` (terminals have no strike attribute here).
  var strikethrough: TextAttributes = .dim
  /// The foreground of `code spans`.
  var code: Color = .yellow
  /// Added to a link's text.
  var linkText: TextAttributes = .underline
  /// Added to a link's or image's target, ` (https://…)`, to the style around the link.
  var linkTarget: TextAttributes = .dim
  /// Added to an image's `[image: alt]` label.
  var image: TextAttributes = .italic
  /// Added to raw inline HTML, shown as text.
  var htmlInline: TextAttributes = .dim
  /// A raw HTML block, shown as text.
  var htmlBlock = Style(attributes: .dim)
  /// The lines of a code block.
  var codeBlock = Style(foreground: .yellow)
  /// A code block's language, shown above it.
  var codeInfo = Style(attributes: .dim)
  /// The `│ ` in front of quoted lines.
  var quoteBar = Style(attributes: .dim)
  /// List bullets, numbers and task boxes.
  var listMarker = Style.plain
  /// A thematic break's line.
  var rule = Style(attributes: .dim)
  /// A table's `│`, `─` and `┼`.
  var tableBorder = Style(attributes: .dim)
  /// Added to the cells of a table's header row.
  var tableHeader: TextAttributes = .bold
  /// The note that the document was cut.
  var notice = Style(attributes: [.dim, .italic])

  /// The default look.
  static let standard = MarkdownTheme()

  /// The style of a heading of `level`.
  func heading(level: Int) -> Style {
    switch level {
    case 1: return heading1
    case 2: return heading2
    default: return heading
    }
  }
}
