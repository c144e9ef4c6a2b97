import CCmark
import Trellis

/// Turns the inline content of a paragraph, heading or table cell into runs of styled
/// text, one array per line (hard breaks start a new line; soft breaks become spaces).
///
/// The subtree is walked with a `cmark_iter` and a stack of styles, never by recursion, so
/// deeply nested emphasis or links cannot overflow the stack. All text is sanitized with
/// `TextSanitizer`, so no control character from the document is in a run.
struct InlineRenderer {
  /// The styles.
  let theme: MarkdownTheme

  /// Where an open link's or image's text begins (a line, a run, and a UTF-8 offset in
  /// that run, which later text of the same style is merged into), and the style around it.
  private struct OpenLink {
    let line: Int
    let span: Int
    let offset: Int
    let outerStyle: Style
  }

  /// The lines of `block`'s inline children, in `base` style with inline styles added.
  /// An empty block gives one empty line.
  func lines(of block: MarkdownNode, style base: Style) -> [[StyledSpan]] {
    var output = Output()
    if let only = block.firstChild, only.next == nil, only.kind == .text {
      output.append(only.literal, style: base)  // The common case: plain text.
      return output.lines
    }
    guard let iterator = cmark_iter_new(block.pointer) else { return [[]] }
    defer { cmark_iter_free(iterator) }
    var styles: [Style] = [base]
    var links: [OpenLink] = []
    while true {
      let event = cmark_iter_next(iterator)
      if event == CMARK_EVENT_DONE { break }
      guard let pointer = cmark_iter_get_node(iterator), pointer != block.pointer else {
        continue
      }
      let node = MarkdownNode(pointer)
      let entering = event == CMARK_EVENT_ENTER
      let style = styles.last ?? base
      switch node.kind {
      case .text:
        output.append(node.literal, style: style)
      case .softBreak:
        output.append(" ", style: style)
      case .lineBreak:
        output.lines.append([])
      case .code:
        output.append(node.literal, style: style.foreground(theme.code))
      case .htmlInline:
        output.append(node.literal, style: style.adding(theme.htmlInline))
      case .emphasis, .strong, .strikethrough:
        if entering {
          styles.append(style.adding(attributes(of: node.kind)))
        } else {
          styles.removeLast()
        }
      case .link:
        if entering {
          links.append(open(&output, outerStyle: style))
          styles.append(style.adding(theme.linkText))
        } else {
          styles.removeLast()
          if let link = links.popLast() { closeLink(link, url: node.url, in: &output) }
        }
      case .image:
        if entering {
          let labelStyle = style.adding(theme.image)
          output.append("[image: ", style: labelStyle)
          links.append(open(&output, outerStyle: style))
          styles.append(labelStyle)
        } else {
          styles.removeLast()
          output.append("]", style: style.adding(theme.image))
          if let link = links.popLast() { appendTarget(node.url, link: link, to: &output) }
        }
      default:
        break  // Unknown inlines show their children's text.
      }
    }
    return output.lines
  }

  /// The attributes an emphasis, strong or strikethrough node adds.
  private func attributes(of kind: MarkdownNode.Kind) -> TextAttributes {
    switch kind {
    case .emphasis: return theme.emphasis
    case .strong: return theme.strong
    default: return theme.strikethrough
    }
  }

  private func open(_ output: inout Output, outerStyle: Style) -> OpenLink {
    let line = output.lines.count - 1
    guard let last = output.lines[line].last else {
      return OpenLink(line: line, span: 0, offset: 0, outerStyle: outerStyle)
    }
    return OpenLink(
      line: line, span: output.lines[line].count - 1, offset: last.text.utf8.count,
      outerStyle: outerStyle)
  }

  /// Ends a link: its target follows the text unless the text already says it (autolinks);
  /// a link without text shows its target as the text.
  private func closeLink(_ link: OpenLink, url: String, in output: inout Output) {
    let text = output.text(since: link)
    if text.isEmpty {
      output.append(url, style: link.outerStyle.adding(theme.linkText))
    } else if !InlineRenderer.textNamesTarget(text, url: TextSanitizer.sanitize(url)) {
      appendTarget(url, link: link, to: &output)
    }
  }

  private func appendTarget(_ url: String, link: OpenLink, to output: inout Output) {
    guard !url.isEmpty else { return }
    output.append(" (" + url + ")", style: link.outerStyle.adding(theme.linkTarget))
  }

  /// Whether a link's `text` is its `url` (as autolinks are: `<https://…>`, `www.…`,
  /// `name@host`).
  static func textNamesTarget(_ text: String, url: String) -> Bool {
    url == text || url == "mailto:" + text || url == "http://" + text
  }

  /// The lines being built.
  private struct Output {
    var lines: [[StyledSpan]] = [[]]

    /// Appends sanitized `text`, merged into the last run when the style is the same.
    mutating func append(_ text: String, style: Style) {
      guard !text.isEmpty else { return }
      let clean = TextSanitizer.sanitize(text)
      let line = lines.count - 1
      if lines[line].last?.style == style {  // No copy of the run held: it grows in place.
        lines[line][lines[line].count - 1].text += clean
      } else {
        lines[line].append(StyledSpan(clean, style: style))
      }
    }

    /// The text written since `link` opened (across lines): it reads only the runs from
    /// there on.
    func text(since link: OpenLink) -> String {
      var text = ""
      for line in link.line..<lines.count {
        let spans = lines[line]
        let first = line == link.line ? link.span : 0
        guard first < spans.count else { continue }
        for index in first..<spans.count {
          if line == link.line && index == link.span {
            text += String(decoding: spans[index].text.utf8.dropFirst(link.offset), as: UTF8.self)
          } else {
            text += spans[index].text
          }
        }
      }
      return text
    }
  }
}
