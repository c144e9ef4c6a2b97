import TrellisTerminal

/// The inside of a dialog's box: the message at the top, the buttons centered on the
/// bottom row, one blank row between.
final class DialogContent: View {
  let message: Label
  let buttons: [Button]
  /// Columns between two buttons.
  static let buttonSpacing = 2

  init(message: Label, buttons: [Button]) {
    self.message = message
    self.buttons = buttons
    super.init()
    addSubview(message)
    for button in buttons { addSubview(button) }
  }

  /// The width of the buttons side by side.
  var buttonsWidth: Int {
    let widths = buttons.map { $0.sizeThatFits(Size(width: Int.max, height: 1)).width }
    return widths.reduce(0, +) + Swift.max(0, buttons.count - 1) * Self.buttonSpacing
  }

  /// The message wrapped at the width offered, a blank row and the buttons.
  override func sizeThatFits(_ available: Size) -> Size {
    let lines = message.sizeThatFits(
      Size(width: available.width, height: Swift.max(0, available.height - 2)))
    let width = Swift.max(lines.width, buttonsWidth)
    return Size(
      width: Swift.min(width, available.width),
      height: Swift.min(lines.height + 2, available.height))
  }

  override func layoutSubviews() {
    let buttonRow = frame.maxY - 1
    message.frame = Rect(
      x: frame.x, y: frame.y, width: frame.width, height: Swift.max(0, frame.height - 2))
    var column = frame.x + Swift.max(0, (frame.width - buttonsWidth) / 2)
    for button in buttons {
      let width = button.sizeThatFits(Size(width: frame.maxX - column, height: 1)).width
      button.frame = Rect(x: column, y: buttonRow, width: width, height: 1)
        .intersection(frame)
      column += width + Self.buttonSpacing
    }
  }
}
