import Trellis

/// Renders a document's blocks into lines of a given width.
///
/// The tree is walked through its parent and sibling links in a loop (no recursion, so
/// any nesting depth is safe); block quotes and list items push their prefixes on a
/// ``PrefixStack`` and leaf blocks (paragraphs, headings, code, HTML, rules, tables) emit
/// their lines under those prefixes. One blank line separates blocks, except between the
/// items and the blocks inside the items of a tight list; there is none at the top or the
/// bottom, and never two in a row.
struct BlockRenderer {
  /// The width of the page (at least 1).
  let width: Int
  /// The styles.
  let theme: MarkdownTheme
  private let inline: InlineRenderer
  private var prefixes: PrefixStack
  private var lists: [ListState] = []
  private var lines: [StyledLine] = []
  /// The nesting level a blank line is owed at, before the next line.
  private var pendingBlankLevel: Int?
  /// The marker of an item too deep for the prefixes to draw, and the item's level: it
  /// starts the item's first line of text instead.
  private var inlineMarker: (level: Int, spans: [StyledSpan])?

  /// An open list: how its items are marked.
  private struct ListState {
    var isOrdered: Bool
    var number: Int
    var digits: Int
    var usesParen: Bool
    var level: Int
    var isTight: Bool
  }

  /// A renderer for a page `width` columns wide (at least 1).
  init(width: Int, theme: MarkdownTheme) {
    self.width = max(1, width)
    self.theme = theme
    inline = InlineRenderer(theme: theme)
    prefixes = PrefixStack(width: self.width)
  }

  /// The lines of the document whose root is `root`.
  mutating func render(_ root: MarkdownNode) -> [StyledLine] {
    var next = root.firstChild
    while let node = next {
      if enter(node), let child = node.firstChild {
        next = child
        continue
      }
      // Leave the node, then each ancestor whose last child it was.
      var done = node
      next = nil
      while true {
        leave(done)
        if let sibling = done.next {
          next = sibling
          break
        }
        guard let parent = done.parent, parent != root else { break }
        done = parent
      }
    }
    return lines
  }

  /// Starts `node`: a container opens (and the walk goes into its children: returns true),
  /// a leaf block is rendered whole.
  private mutating func enter(_ node: MarkdownNode) -> Bool {
    switch node.kind {
    case .blockQuote:
      prefixes.push(prefix: [StyledSpan("│ ", style: theme.quoteBar)])
    case .list:
      lists.append(listState(of: node))
    case .item:
      let marker = marker(of: node)
      if !prefixes.push(marker: marker) { inlineMarker = (prefixes.depth - 1, marker) }
    case .paragraph:
      emitWrapped(inline.lines(of: node, style: .plain))
      return false
    case .heading:
      emitWrapped(inline.lines(of: node, style: theme.heading(level: node.headingLevel)))
      return false
    case .codeBlock:
      let lines = CodeBlockLayout.lines(
        code: node.literal, info: node.fenceInfo, width: prefixes.contentWidth, theme: theme)
      for line in lines { emit(line) }
      return false
    case .htmlBlock:
      emitHTML(node.literal)
      return false
    case .thematicBreak:
      let room = prefixes.contentWidth
      emit([StyledSpan(String(repeating: "─", count: room), style: theme.rule)], width: room)
      return false
    case .table:
      let width = prefixes.contentWidth
      let table = TableLayout(table: node, width: width, inline: inline, theme: theme)
      for line in table.lines(width: width) { emit(line) }
      return false
    default:
      break  // The document, and blocks this renderer does not know: their children show.
    }
    return true
  }

  /// Ends `node` (after its children): closes a container, and owes a blank line before
  /// whatever comes next unless `node` is an item of a tight list or a block inside one.
  private mutating func leave(_ node: MarkdownNode) {
    let kind = node.kind
    switch kind {
    case .blockQuote:
      prefixes.pop()
    case .list:
      lists.removeLast()
    case .item:
      // An item with no content: its marker alone.
      if let pending = inlineMarker, pending.level >= prefixes.depth - 1 {
        emit([])
      } else if prefixes.innermostMarkerIsPending {
        emit([])
      }
      prefixes.pop()
      if let list = lists.last { lists[lists.count - 1].number = list.number + 1 }
    default:
      break
    }
    if let level = pendingBlankLevel, level > prefixes.depth {
      pendingBlankLevel = prefixes.depth  // The blank line comes after this container.
    }
    let inTightList = lists.last?.isTight ?? false
    if inTightList && (kind == .item || node.parent?.kind == .item) { return }
    pendingBlankLevel = min(pendingBlankLevel ?? prefixes.depth, prefixes.depth)
  }

  /// The list state of a `list` node.
  private func listState(of list: MarkdownNode) -> ListState {
    let start = list.listStart
    let last = start + max(0, list.children.reduce(0) { count, _ in count + 1 } - 1)
    return ListState(
      isOrdered: list.isOrderedList, number: start, digits: String(last).count,
      usesParen: list.hasParenDelimiter, level: lists.count, isTight: list.isTightList)
  }

  /// The marker of a list `item`: a bullet by nesting level (`•`, `◦`, `▪`), or its number
  /// right-aligned to the list's widest; a task shows `[x]` or `[ ]` (instead of a bullet,
  /// after a number).
  private func marker(of item: MarkdownNode) -> [StyledSpan] {
    guard let list = lists.last else { return [] }
    let box = item.isTask ? (item.isChecked ? "[x] " : "[ ] ") : ""
    let text: String
    if list.isOrdered {
      let number = String(list.number)
      let padding = String(repeating: " ", count: max(0, list.digits - number.count))
      text = padding + number + (list.usesParen ? ")" : ".") + " " + box
    } else if !box.isEmpty {
      text = box
    } else {
      text = ["• ", "◦ ", "▪ "][list.level % 3]
    }
    return [StyledSpan(text, style: theme.listMarker)]
  }

  /// Emits hard `lines` of inline runs, each wrapped to the room left by the prefixes.
  private mutating func emitWrapped(_ hardLines: [[StyledSpan]]) {
    let room = prefixes.contentWidth
    var hardLines = hardLines
    if let marker = inlineMarker, !hardLines.isEmpty {
      inlineMarker = nil
      hardLines[0] = marker.spans + hardLines[0]
    }
    for spans in hardLines {
      for line in StyledLine(spans).wrapped(toWidth: room) { emit(line.spans, width: line.width) }
    }
  }

  /// Emits a raw HTML block's lines as text, wrapped.
  private mutating func emitHTML(_ html: String) {
    var text = Substring(html)
    while text.last == "\n" { text = text.dropLast() }
    let hardLines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      [StyledSpan(TextSanitizer.sanitize(String($0)), style: theme.htmlBlock)]
    }
    emitWrapped(hardLines)
  }

  /// Appends a line of `content` under the current prefixes, after the blank line owed (if
  /// any lines came before it) and after the marker of a too-deep item still to be shown. A
  /// line is never wider than the page: it is measured and cut unless `width`, the
  /// content's known width, shows that it fits.
  private mutating func emit(_ content: [StyledSpan], width known: Int? = nil) {
    if let level = pendingBlankLevel {
      pendingBlankLevel = nil
      if !lines.isEmpty { lines.append(StyledLine(prefixes.blankLinePrefix(levels: level))) }
    }
    var spans = prefixes.nextLinePrefix()
    var fits = false
    if let marker = inlineMarker {
      inlineMarker = nil
      spans += marker.spans
    } else if let known {
      fits = known <= prefixes.contentWidth  // The prefixes leave the content that room.
    }
    spans += content
    if content.isEmpty { spans = LineCut.trimmingTrailingSpaces(spans) }
    lines.append(StyledLine(fits ? spans : LineCut.cut(spans, toWidth: width)))
  }
}
