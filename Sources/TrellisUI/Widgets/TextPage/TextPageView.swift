import TrellisTerminal

/// A page of styled lines that scrolls (the app's Plugins and Help pages, a rendered
/// README). Each line is sanitized and cut with `…` at the edge; wrap long text beforehand
/// with ``StyledLine/wrapped(toWidth:indent:)``.
///
/// It takes the focus; Up/Down (and `k`/`j`) scroll a line, PgUp/PgDn (and Space) a page,
/// Home/End (`g`/`G`) to the ends. The wheel scrolls three lines.
public final class TextPageView: View {
  /// One line and how it looks.
  public typealias Line = StyledLine

  /// The lines, top to bottom; setting them scrolls back to the top.
  public var lines: [Line] = [] {
    didSet {
      scrollOffset = 0
      setNeedsDisplay()
    }
  }
  /// How many lines are scrolled off the top.
  public private(set) var scrollOffset = 0

  /// Replaces the lines but keeps the page scrolled where it was (as far as the new lines
  /// go): for the same text laid out again at another width, or grown at its end.
  public func replaceLines(keepingScrollOffset newLines: [Line]) {
    let offset = scrollOffset
    lines = newLines
    scroll(by: offset)
  }

  /// A page showing `lines`.
  public init(lines: [Line] = []) {
    self.lines = lines
    super.init()
  }

  /// The page takes the focus, for its scrolling keys.
  public override var canBecomeFocused: Bool {
    true
  }

  /// Scrolls by `delta` lines, within the page.
  public func scroll(by delta: Int) {
    let limit = Swift.max(0, lines.count - frame.height)
    let offset = Swift.max(0, Swift.min(limit, scrollOffset + delta))
    if offset != scrollOffset {
      scrollOffset = offset
      setNeedsDisplay()
    }
  }

  /// The scrolling keys; others go on.
  public override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty else { return false }
    let page = Swift.max(1, frame.height - 1)
    switch event.key {
    case .up, .character("k"): scroll(by: -1)
    case .down, .character("j"): scroll(by: 1)
    case .pageUp: scroll(by: -page)
    case .pageDown, .character(" "): scroll(by: page)
    case .home, .character("g"): scroll(by: -lines.count)
    case .end, .character("G"): scroll(by: lines.count)
    default: return false
    }
    return true
  }

  /// The wheel scrolls three lines.
  public override func mouseEvent(_ event: MouseEvent) -> Bool {
    switch event.kind {
    case .wheelUp: scroll(by: -3)
    case .wheelDown: scroll(by: 3)
    default: return false
    }
    return true
  }

  /// Scrolling, when there is more than fits.
  public override var keyHints: [KeyHint] {
    lines.count > frame.height ? [KeyHint("↑↓", "scroll")] : []
  }

  /// Draws the visible lines.
  public override func draw(in buffer: inout Buffer) {
    guard frame.width > 0, frame.height > 0 else { return }
    for row in 0..<frame.height {
      let index = scrollOffset + row
      guard lines.indices.contains(index) else { break }
      lines[index].draw(in: &buffer, column: frame.x, row: frame.y + row, clip: frame)
    }
  }
}
