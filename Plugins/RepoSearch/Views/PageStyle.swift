import Trellis

/// The styles and small building blocks of the plugin's pages.
enum PageStyle {
  static let title = Style(attributes: .bold)
  static let heading = Style(foreground: .cyan, attributes: .bold)
  static let label = Style(attributes: .dim)
  static let dim = Style(attributes: .dim)
  static let error = Style(foreground: .red)
  static let good = Style(foreground: .green)
  static let warning = Style(foreground: .yellow)
  static let identifier = Style(foreground: .yellow)

  /// `label` padded to `labelWidth`, then `value`, wrapped with a hanging indent.
  static func fact(_ label: String, _ value: [StyledSpan], labelWidth: Int, width: Int)
    -> [StyledLine]
  {
    let padded = label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
    return StyledLine([StyledSpan(padded + "  ", style: PageStyle.label)] + value)
      .wrapped(toWidth: width, indent: String(repeating: " ", count: labelWidth + 2))
  }

  /// A fact with a plain value.
  static func fact(_ label: String, _ value: String, labelWidth: Int, width: Int) -> [StyledLine] {
    fact(label, [StyledSpan(value)], labelWidth: labelWidth, width: width)
  }

  /// A heading with a blank line before it.
  static func section(_ title: String) -> [StyledLine] {
    [StyledLine(""), StyledLine(title, style: heading)]
  }

  /// `text` wrapped to `width`, each line in `style`, indented by `indent`.
  static func paragraph(_ text: String, style: Style = .plain, indent: String = "", width: Int)
    -> [StyledLine]
  {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
      StyledLine([StyledSpan(indent), StyledSpan(String(line), style: style)])
        .wrapped(toWidth: width, indent: indent)
    }
  }

  /// The page for `state`: `loading` (dimmed) while it loads, the error's message in red
  /// when it failed, else what `loaded` makes of the value.
  static func lines<Value>(
    _ state: LoadState<Value>, loading: String, width: Int, loaded: (Value) -> [StyledLine]
  ) -> [StyledLine] {
    switch state {
    case .loading: return [StyledLine(loading, style: dim)]
    case .failed(let message): return paragraph(message, style: error, width: width)
    case .loaded(let value): return loaded(value)
    }
  }

  /// A README's text as lines: Markdown rendered, anything else wrapped as it is.
  static func readme(_ text: String, isMarkdown: Bool, width: Int) -> [StyledLine] {
    isMarkdown ? MarkdownRenderer.render(text, width: width) : paragraph(text, width: width)
  }
}
