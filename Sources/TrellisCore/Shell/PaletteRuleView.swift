import TrellisTerminal
import TrellisUI

/// A dim horizontal line across the view's first row: the rule under the palette's field.
final class PaletteRuleView: View {
  override func sizeThatFits(_ available: Size) -> Size {
    Size(width: available.width, height: Swift.min(1, available.height))
  }

  override func draw(in buffer: inout Buffer) {
    guard !frame.isEmpty else { return }
    for column in frame.x..<frame.maxX {
      buffer.set(Cell(symbol: "─", style: Style(attributes: .dim)), column: column, row: frame.y)
    }
  }
}
