import TrellisRx
import TrellisTerminal

/// One row along the bottom: key hints on the left (`q quit  / search`), a message on the
/// right, in the notice or the error style.
///
/// When everything does not fit, the message keeps its room first (up to two thirds of the
/// bar while there are hints, cut with `…` beyond that) and the hints that still fit whole
/// are shown, in order; a hint is never shown cut. The message and the hints are sanitized
/// when drawn. Feed it with `statusBar.rx.hints` (for example from the window's key hints)
/// and `statusBar.rx.message`.
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

  /// Columns between two hints, and between the hints and the message.
  static let gap = 2

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

  /// The hints as shown: sanitized keys and actions, each pair's width.
  private var cleanHints: [(keys: String, action: String, width: Int)] {
    hints.map { hint in
      let keys = TextSanitizer.sanitize(hint.keys)
      let action = TextSanitizer.sanitize(hint.action)
      return (keys, action, DisplayWidth.of(keys) + 1 + DisplayWidth.of(action))
    }
  }

  /// Draws the hints that fit and the message, right-aligned.
  public override func draw(in buffer: inout Buffer) {
    let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: Swift.min(1, frame.height))
    guard !row.isEmpty else { return }
    let width = frame.width
    let hints = cleanHints
    let hintsWidth = hints.map(\.width).reduce(0, +) + Swift.max(0, hints.count - 1) * Self.gap
    var text = message.map { TextSanitizer.sanitize($0.text) } ?? ""
    let textWidth = DisplayWidth.of(text)
    if !text.isEmpty, !hints.isEmpty, textWidth + Self.gap + hintsWidth > width {
      text = TextLayout.truncate(
        text, toWidth: Swift.max(width - hintsWidth - Self.gap, width * 2 / 3))
    } else if textWidth > width {
      text = TextLayout.truncate(text, toWidth: width)
    }
    let shownWidth = DisplayWidth.of(text)
    if let message, !text.isEmpty {
      let style = message.kind == .error ? errorStyle : noticeStyle
      buffer.write(text, column: frame.maxX - shownWidth, row: frame.y, style: style, clip: row)
    }
    let room = width - (text.isEmpty ? 0 : shownWidth + Self.gap)
    var column = 0
    for hint in hints {
      if column + hint.width > room { break }
      var x = buffer.write(
        hint.keys, column: frame.x + column, row: frame.y, style: keyStyle, clip: row)
      x += 1
      buffer.write(hint.action, column: x, row: frame.y, style: actionStyle, clip: row)
      column += hint.width + Self.gap
    }
  }
}
