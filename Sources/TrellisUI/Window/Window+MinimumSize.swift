import TrellisTerminal

extension Window {
  /// Whether the window is narrower or shorter than ``minimumSize``: it then shows only
  /// ``minimumSizeMessage``.
  public var isBelowMinimumSize: Bool {
    size.width < minimumSize.width || size.height < minimumSize.height
  }

  /// What the window shows below its minimum size: `Make the terminal at least 40×10`.
  public var minimumSizeMessage: String {
    "Make the terminal at least \(minimumSize.width)×\(minimumSize.height)"
  }

  /// Draws ``minimumSizeMessage`` in the middle of the window, wrapped to its width, each
  /// line centered.
  func drawMinimumSizeMessage(in buffer: inout Buffer) {
    let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
    guard !bounds.isEmpty else { return }
    var lines = TextLayout.wrap(minimumSizeMessage, toWidth: size.width)
    if lines.count > size.height { lines.removeLast(lines.count - size.height) }
    let top = (size.height - lines.count) / 2
    for (index, line) in lines.enumerated() {
      let offset = TextAlignment.center.offset(lineWidth: DisplayWidth.of(line), in: size.width)
      buffer.write(line, column: offset, row: top + index, clip: bounds)
    }
  }
}
