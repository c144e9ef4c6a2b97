import TrellisTerminal

/// Draws a box around its content, with an optional title in the top edge.
public final class BorderView: View {
  /// The title shown in the top edge (sanitized when drawn); nil for none.
  public var title: String? {
    didSet { if title != oldValue { setNeedsDisplay() } }
  }
  /// The style of the box lines.
  public var borderStyle: Style {
    didSet { setNeedsDisplay() }
  }
  /// The style of the lines while the content holds the focus.
  public var focusedBorderStyle: Style {
    didSet { setNeedsDisplay() }
  }
  /// The boxed view.
  public let content: View

  /// `content` in a box titled `title`.
  public init(
    _ content: View, title: String? = nil, style: Style = .plain,
    focusedStyle: Style = Style(foreground: .cyan)
  ) {
    self.content = content
    self.title = title
    self.borderStyle = style
    self.focusedBorderStyle = focusedStyle
    super.init()
    addSubview(content)
  }

  /// The content's fitting size plus the box.
  public override func sizeThatFits(_ available: Size) -> Size {
    let inner = content.sizeThatFits(Size(width: available.width - 2, height: available.height - 2))
    return Size(
      width: Swift.min(available.width, inner.width + 2),
      height: Swift.min(available.height, inner.height + 2))
  }

  /// The content fills the inside of the box.
  public override func layoutSubviews() {
    content.frame = frame.inset(by: 1)
  }

  /// Draws the box and the title.
  public override func draw(in buffer: inout Buffer) {
    guard frame.width >= 2, frame.height >= 2 else { return }
    let focused = window?.focusedView.map { $0.isDescendant(of: content) } ?? false
    let style = focused ? focusedBorderStyle : borderStyle
    let right = frame.maxX - 1
    let bottom = frame.maxY - 1
    for column in frame.x...right {
      let isCorner = column == frame.x || column == right
      buffer.set(
        Cell(symbol: isCorner ? (column == frame.x ? "┌" : "┐") : "─", style: style),
        column: column, row: frame.y)
      buffer.set(
        Cell(symbol: isCorner ? (column == frame.x ? "└" : "┘") : "─", style: style),
        column: column, row: bottom)
    }
    for row in (frame.y + 1)..<bottom {
      buffer.set(Cell(symbol: "│", style: style), column: frame.x, row: row)
      buffer.set(Cell(symbol: "│", style: style), column: right, row: row)
    }
    if let title, frame.width > 4 {
      let text = " " + TextSanitizer.sanitize(title) + " "
      buffer.write(
        text, column: frame.x + 1, row: frame.y, style: style.adding(.bold),
        clip: Rect(x: frame.x + 1, y: frame.y, width: frame.width - 2, height: 1))
    }
  }
}
