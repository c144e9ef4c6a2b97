import TrellisTerminal

/// Shows text: one line cut with `…`, or several lines wrapped at word boundaries.
///
/// The text is made ready for the screen once, when it is set (see `DisplayText`): control
/// characters and escape sequences from data show as visible placeholders, line breaks
/// (`\n`) start new lines, and a cluster keeps what a cell shows of it. Measurements are by
/// display width, so wide glyphs are never split. Drawing costs the lines shown, however
/// long the text: a million-character message is read only as far as the frame holds.
///
/// ```swift
/// let title = Label("Tasks", style: Style(attributes: .bold))
/// viewModel.subtitle.drive(subtitle.rx.text).disposed(by: bag)
/// ```
public final class Label: View {
  /// How lines that do not fit are handled.
  public enum LineMode: Hashable, Sendable {
    /// Each line is cut at the edge and ends with `…`.
    case truncate
    /// Lines break at spaces (words longer than a line break anywhere).
    case wrap
  }

  /// The text shown (made ready for the screen when set: see `DisplayText`).
  public var text: String {
    didSet {
      guard text != oldValue else { return }
      shown = DisplayText(text, keepingNewlines: true)
      setNeedsLayout()
    }
  }
  /// `text`, sanitized and with long clusters cut, once per change.
  private var shown: DisplayText
  /// How the text looks.
  public var style: Style {
    didSet { if style != oldValue { setNeedsDisplay() } }
  }
  /// Where each line sits across the frame.
  public var alignment: TextAlignment {
    didSet { if alignment != oldValue { setNeedsDisplay() } }
  }
  /// Whether lines are cut or wrapped.
  public var lineMode: LineMode {
    didSet { if lineMode != oldValue { setNeedsLayout() } }
  }
  /// The most lines shown; 0 means as many as the frame holds. When text is left out, the
  /// last line shown ends with `…`.
  public var maximumLines: Int {
    didSet { if maximumLines != oldValue { setNeedsLayout() } }
  }

  /// A label showing `text`. By default it is one line, cut with `…`.
  public init(
    _ text: String = "", style: Style = .plain, alignment: TextAlignment = .left,
    lineMode: LineMode = .truncate, maximumLines: Int = 1
  ) {
    self.text = text
    shown = DisplayText(text, keepingNewlines: true)
    self.style = style
    self.alignment = alignment
    self.lineMode = lineMode
    self.maximumLines = maximumLines
    super.init()
  }

  /// The lines to show within `width` columns and at most `height` rows (before alignment).
  /// Only the lines shown are read, and one more: to know whether the text goes on.
  public func lines(width: Int, height: Int) -> [String] {
    guard width > 0, height > 0 else { return [] }
    let clean = shown.string
    if clean.isEmpty { return [] }
    let limit = maximumLines > 0 ? Swift.min(maximumLines, height) : height
    switch lineMode {
    case .truncate:
      return TextLayout.firstLines(of: clean, count: limit, width: width)
    case .wrap:
      var lines = TextLayout.wrap(clean, toWidth: width, maximumLines: limit + 1)
      let cut = lines.count > limit
      if cut { lines.removeLast(lines.count - limit) }
      lines = lines.map { TextLayout.truncate($0, toWidth: width) }
      if cut, let last = lines.popLast() {
        lines.append(TextLayout.truncateMarkingMore(last, toWidth: width))
      }
      return lines
    }
  }

  /// The text's natural size: its widest line and its line count, within `available` (text
  /// that wraps is wrapped at the available width). Empty text takes no room.
  public override func sizeThatFits(_ available: Size) -> Size {
    let shown = lines(width: available.width, height: available.height)
    let width = shown.map { DisplayWidth.of($0) }.max() ?? 0
    return Size(width: Swift.min(width, available.width), height: shown.count)
  }

  /// Draws the lines from the top of the frame, each aligned.
  public override func draw(in buffer: inout Buffer) {
    for (row, line) in lines(width: frame.width, height: frame.height).enumerated() {
      let offset = alignment.offset(lineWidth: DisplayWidth.of(line), in: frame.width)
      buffer.write(line, column: frame.x + offset, row: frame.y + row, style: style, clip: frame)
    }
  }
}
