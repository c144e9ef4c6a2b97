import RepoSearch
import Trellis

/// Styles the renderer is expected to use, by name.
enum Styles {
  static let plain = Style.plain
  static let bold = Style(attributes: .bold)
  static let italic = Style(attributes: .italic)
  static let dim = Style(attributes: .dim)
  static let underline = Style(attributes: .underline)
  static let heading1 = Style(attributes: [.bold, .underline])
  static let yellow = Style(foreground: .yellow)
}

/// A line made of `(text, style)` runs.
func line(_ runs: (String, Style)...) -> StyledLine {
  StyledLine(runs.map { StyledSpan($0.0, style: $0.1) })
}

/// The rendered lines' texts.
func texts(_ markdown: String, width: Int = 40) -> [String] {
  MarkdownRenderer.render(markdown, width: width).map(\.text)
}

/// Whether `scalar` is a character that must never reach a terminal cell raw: a C0 or C1
/// control, DEL, or a bidirectional override or isolate.
func isHostile(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
  default: return false
  }
}
