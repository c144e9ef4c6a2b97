import TrellisRx
import TrellisTerminal

/// One row along the bottom: key hints on the left (`q quit  / search`), a message on the
/// right, in the notice or the error style.
///
/// The message shows its first line only, followed by ``moreMarker`` when it has more
/// lines or is cut to fit. When everything does not fit, the hints whose importance is
/// `.essential` keep their room whatever happens; the message comes next (two thirds of
/// the rest and the marker while other hints wait, cut beyond that); the other hints that
/// fit whole are shown, the least important left out first (among equals, the later ones).
/// A hint is never shown cut. The message and the hints are sanitized when drawn. Feed it
/// with `statusBar.rx.hints` (for example from the window's key hints) and
/// `statusBar.rx.message`.
public final class StatusBar: View {
  /// The key hints, shown left to right.
  public var hints: [KeyHint] {
    didSet { if hints != oldValue { setNeedsDisplay() } }
  }
  /// The message on the right; nil for none.
  public var message: StatusMessage? {
    didSet { if message != oldValue { setNeedsDisplay() } }
  }
  /// How the keys of a hint look.
  public var keyStyle: Style {
    didSet { setNeedsDisplay() }
  }
  /// How the action of a hint looks.
  public var actionStyle: Style {
    didSet { setNeedsDisplay() }
  }
  /// How a notice looks.
  public var noticeStyle: Style {
    didSet { setNeedsDisplay() }
  }
  /// How an error looks.
  public var errorStyle: Style {
    didSet { setNeedsDisplay() }
  }
  /// What follows a message that has more lines or was cut to fit: `…` unless told (the
  /// app shell says where the whole message can be read: `… (m: messages)`).
  public var moreMarker = TextLayout.ellipsis {
    didSet { if moreMarker != oldValue { setNeedsDisplay() } }
  }

  /// A status bar showing `hints` and `message`.
  public init(
    hints: [KeyHint] = [], message: StatusMessage? = nil,
    keyStyle: Style = Style(attributes: .bold), actionStyle: Style = Style(attributes: .dim),
    noticeStyle: Style = .plain, errorStyle: Style = Style(foreground: .red, attributes: .bold)
  ) {
    self.hints = hints
    self.message = message
    self.keyStyle = keyStyle
    self.actionStyle = actionStyle
    self.noticeStyle = noticeStyle
    self.errorStyle = errorStyle
    super.init()
  }

  /// All the width offered, one row.
  public override func sizeThatFits(_ available: Size) -> Size {
    Size(width: available.width, height: Swift.min(1, available.height))
  }

  /// The hints and the message as shown at `width` columns.
  func layout(width: Int) -> StatusBarLayout {
    StatusBarLayout(hints: hints, message: message?.text, moreMarker: moreMarker, width: width)
  }

  /// Draws the hints that fit and the message, right-aligned.
  public override func draw(in buffer: inout Buffer) {
    let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: Swift.min(1, frame.height))
    guard !row.isEmpty else { return }
    let layout = layout(width: frame.width)
    if let message, !layout.message.isEmpty {
      let style = message.kind == .error ? errorStyle : noticeStyle
      buffer.write(
        layout.message, column: frame.maxX - DisplayWidth.of(layout.message), row: frame.y,
        style: style, clip: row)
    }
    for hint in layout.hints {
      let end = buffer.write(
        hint.keys, column: frame.x + hint.column, row: frame.y, style: keyStyle, clip: row)
      buffer.write(hint.action, column: end + 1, row: frame.y, style: actionStyle, clip: row)
    }
  }
}
