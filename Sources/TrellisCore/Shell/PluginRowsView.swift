import TrellisTerminal
import TrellisUI

/// The top of the Plugins screen: the summary, a blank line, a row per plugin (on or off at
/// the next start, then its row; the selected one marked, reversed while the screen has the
/// focus) and a rule. It draws what its ``PluginsView`` holds.
final class PluginRowsView: View {
  /// The line of the first plugin row, from the top of the view.
  static let rowsTop = 2

  /// The view whose plugins it draws.
  weak var owner: PluginsView?

  override func draw(in buffer: inout Buffer) {
    guard let owner else { return }
    StyledLine(owner.summary, style: Style(attributes: .bold))
      .draw(in: &buffer, column: frame.x, row: frame.y, clip: frame)
    for (index, item) in owner.items.enumerated() {
      let row = frame.y + Self.rowsTop + index
      guard row < frame.maxY else { break }
      let on = owner.isOnAtNextStart(item)
      let isSelected = index == owner.selected
      let style = isSelected && owner.isFocused ? item.style.adding(.reverse) : item.style
      StyledLine([
        StyledSpan(isSelected ? "▸ " : "  "),
        StyledSpan(on ? "on   " : "off  ", style: on ? .plain : Style(attributes: .dim)),
        StyledSpan(item.row, style: style),
      ]).draw(in: &buffer, column: frame.x, row: row, clip: frame)
    }
    let rule = frame.y + Self.rowsTop + owner.items.count
    if rule < frame.maxY {
      buffer.write(
        String(repeating: "─", count: frame.width), column: frame.x, row: rule,
        style: Style(attributes: .dim), clip: frame)
    }
  }
}
