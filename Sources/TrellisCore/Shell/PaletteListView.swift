import TrellisTerminal
import TrellisUI

/// The rows of the command palette: each a marker, a title with the matched characters
/// highlighted, and a dimmed detail on the right; the selected row in reverse video. It
/// scrolls to keep the selection in view. A click selects a row and chooses it.
final class PaletteListView: View {
  /// One row as drawn.
  struct Row {
    var marker: String
    var title: String
    var detail: String
    /// Offsets of the highlighted characters of the title.
    var titleMatches: Set<Int>
    /// Offsets of the highlighted characters of the detail.
    var detailMatches: Set<Int>
  }

  var rows: [Row] = [] {
    didSet {
      selectedIndex = rows.isEmpty ? 0 : Swift.min(selectedIndex, rows.count - 1)
      setNeedsDisplay()
    }
  }
  var selectedIndex = 0 {
    didSet { setNeedsDisplay() }
  }
  /// Called when a row is clicked (after it is selected).
  var onChoose: (() -> Void)?
  /// Shown when there are no rows.
  var emptyText = "No match"

  private var scrollOffset = 0

  let highlightStyle = Style(foreground: .yellow, attributes: .bold)
  let detailStyle = Style(attributes: .dim)

  /// Moves the selection by `delta` rows, clamped.
  func moveSelection(by delta: Int) {
    guard !rows.isEmpty else { return }
    selectedIndex = Swift.max(0, Swift.min(rows.count - 1, selectedIndex + delta))
  }

  override func mouseEvent(_ event: MouseEvent) -> Bool {
    switch event.kind {
    case .wheelUp:
      moveSelection(by: -1)
    case .wheelDown:
      moveSelection(by: 1)
    case .press where event.button == .left:
      let index = scrollOffset + event.row - frame.y
      guard rows.indices.contains(index) else { return false }
      selectedIndex = index
      onChoose?()
    default:
      return false
    }
    return true
  }

  override func draw(in buffer: inout Buffer) {
    guard !frame.isEmpty else { return }
    if rows.isEmpty {
      buffer.write(
        emptyText, column: frame.x + 1, row: frame.y, style: detailStyle, clip: frame)
      return
    }
    if selectedIndex < scrollOffset { scrollOffset = selectedIndex }
    if selectedIndex >= scrollOffset + frame.height {
      scrollOffset = selectedIndex - frame.height + 1
    }
    scrollOffset = Swift.max(0, Swift.min(scrollOffset, rows.count - frame.height))
    for line in 0..<frame.height {
      let index = scrollOffset + line
      guard rows.indices.contains(index) else { break }
      draw(rows[index], selected: index == selectedIndex, row: frame.y + line, in: &buffer)
    }
  }

  private func draw(_ row: Row, selected: Bool, row y: Int, in buffer: inout Buffer) {
    let area = Rect(x: frame.x, y: y, width: frame.width, height: 1)
    let extra: TextAttributes = selected ? .reverse : []
    if selected { buffer.fill(area, with: .blank(Style(attributes: .reverse))) }
    var column = buffer.write(
      row.marker + " ", column: frame.x + 1, row: y, style: Style(attributes: extra), clip: area)
    let detail = TextSanitizer.sanitize(row.detail)
    let detailWidth = detail.isEmpty ? 0 : DisplayWidth.of(detail) + 2
    let titleRoom = frame.maxX - 1 - column - Swift.min(detailWidth, frame.width / 3)
    let title = TextLayout.truncate(TextSanitizer.sanitize(row.title), toWidth: titleRoom)
    column = write(title, matches: row.titleMatches, at: column, row: y, extra: extra, in: &buffer)
    let room = frame.maxX - 1 - column - 2
    guard !detail.isEmpty, room > 0 else { return }
    let shown = TextLayout.truncate(detail, toWidth: room)
    let start = frame.maxX - 1 - DisplayWidth.of(shown)
    var offset = 0
    var x = start
    for character in shown {
      let style =
        row.detailMatches.contains(offset) && shown.count == detail.count
        ? highlightStyle : detailStyle
      x = buffer.write(
        String(character), column: x, row: y, style: style.adding(extra), clip: area)
      offset += 1
    }
  }

  /// Writes `text` character by character, the matched ones highlighted; returns the
  /// column after it.
  private func write(
    _ text: String, matches: Set<Int>, at column: Int, row: Int, extra: TextAttributes,
    in buffer: inout Buffer
  ) -> Int {
    let area = Rect(x: frame.x, y: row, width: frame.width, height: 1)
    var x = column
    for (offset, character) in text.enumerated() {
      let style = matches.contains(offset) ? highlightStyle : Style.plain
      x = buffer.write(
        String(character), column: x, row: row, style: style.adding(extra), clip: area)
    }
    return x
  }
}
