import Trellis

/// Renders GitHub-flavoured Markdown (a repository's README) into styled terminal lines,
/// with libcmark-gfm as the parser.
///
/// What it draws: headings bold (H1 also underlined); paragraphs wrapped; emphasis
/// italic, strong bold, strikethrough dimmed, code spans yellow; code blocks indented by
/// two, never wrapped but cut with `…`, their language dimmed above; lists with `•`/`◦`/`▪`
/// or their numbers, task boxes `[x]`/`[ ]`, hanging indents; block quotes behind a dimmed
/// `│ `; tables in aligned columns; links as `text (target)`; images as
/// `[image: alt] (url)`; rules as a line of `─`; raw HTML as dimmed literal text, never
/// interpreted. One blank line separates blocks (none inside tight lists).
///
/// Untrusted input is safe: every piece of text is passed through `TextSanitizer`, so no
/// control character, escape sequence or bidi override from the document is in the output;
/// nesting of any depth is walked without recursion, and quotes and list levels are drawn
/// at most eight deep (deeper levels are rendered without their own indentation). Input on
/// which libcmark-gfm 0.29 takes quadratic time is rewritten first (see `ParserGuard`: in
/// a paragraph crowded with links and emphasis, the links show as text), and the input is
/// capped at ``maximumInputBytes``. Rendering is synchronous: call it off the main thread
/// for a README from the network.
public enum MarkdownRenderer {
  /// The most UTF-8 bytes of a document that are rendered: 1 MiB. A longer document is
  /// cut (at the last line break before the limit when there is one near it) and its
  /// rendering ends with ``cutNotice``.
  public static let maximumInputBytes = 1 << 20

  /// The dimmed line that ends the rendering of a document longer than
  /// ``maximumInputBytes``.
  public static let cutNotice = "The README was cut at 1 MiB; the rest is not shown."

  /// The document rendered for a page `width` columns wide (a width below 1 counts as 1).
  ///
  /// No line is wider than `width` columns (`line.width <= width`), and no line's text
  /// holds a control character. The result is empty for an empty document.
  public static func render(_ markdown: String, width: Int) -> [StyledLine] {
    let width = max(1, width)
    let theme = MarkdownTheme.standard
    let (text, wasCut) = capped(markdown)
    var lines =
      MarkdownDocument.parse(ParserGuard.defuse(text)) { root -> [StyledLine] in
        var renderer = BlockRenderer(width: width, theme: theme)
        return renderer.render(root)
      } ?? []
    if wasCut {
      if !lines.isEmpty { lines.append(StyledLine([])) }
      let notice = [StyledSpan(cutNotice, style: theme.notice)]
      lines += StyledLine(notice).wrapped(toWidth: width).map {
        StyledLine(LineCut.cut($0.spans, toWidth: width))
      }
    }
    return lines
  }

  /// `markdown` cut to at most ``maximumInputBytes`` of UTF-8 between two characters
  /// (preferring a line break in the last 64 KiB), and whether it was cut.
  static func capped(_ markdown: String) -> (text: String, wasCut: Bool) {
    guard markdown.utf8.count > maximumInputBytes else { return (markdown, false) }
    var copy = markdown
    let text = copy.withUTF8 { bytes -> String in
      var end = maximumInputBytes
      while end > 0 && bytes[end] & 0xC0 == 0x80 { end -= 1 }  // Not inside a character.
      let nearby = max(0, end - (64 << 10))
      if let newline = bytes[nearby..<end].lastIndex(of: UInt8(ascii: "\n")) {
        end = newline + 1
      }
      return String(decoding: bytes[..<end], as: UTF8.self)
    }
    return (text, true)
  }
}
