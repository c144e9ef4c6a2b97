import Trellis

/// A GFM table laid out in columns: cells aligned as the delimiter row says, the header
/// bold and ruled off with `─┼─`, columns divided by ` │ `.
///
/// A table wider than the room shrinks its widest columns first (never below one column
/// each) and cuts the cells that no longer fit with `…`; when even one-column cells do not
/// fit, each line is cut at the edge. No line is wider than the width it is laid out for.
struct TableLayout {
  /// One row: its cells' runs (a cell is one line) and whether it is the header.
  struct Row {
    /// The cells, left to right.
    let cells: [[StyledSpan]]
    /// Whether this is the header row.
    let isHeader: Bool
    /// Each cell's width in columns.
    let widths: [Int]

    /// A row of `cells`.
    init(cells: [[StyledSpan]], isHeader: Bool) {
      self.cells = cells
      self.isHeader = isHeader
      widths = cells.map(LineCut.width(of:))
    }
  }

  /// The rows, top to bottom.
  let rows: [Row]
  /// The columns' alignments; columns past its end are left-aligned.
  let alignments: [MarkdownNode.Alignment]
  /// The styles.
  let theme: MarkdownTheme

  /// The text between two columns.
  static let separator = " │ "
  /// Its width.
  private static let separatorWidth = 3

  /// A table of `rows` aligned by `alignments`.
  init(rows: [Row], alignments: [MarkdownNode.Alignment], theme: MarkdownTheme) {
    self.rows = rows
    self.alignments = alignments
    self.theme = theme
  }

  /// The table of a cmark `table` node, its cells' inlines rendered by `inline`, for
  /// `width` columns: the columns that cannot start within the width (each takes at least
  /// one column and a separator) are left out but one, whose cut shows that more follow.
  init(table: MarkdownNode, width: Int, inline: InlineRenderer, theme: MarkdownTheme) {
    let kept = max(1, width + TableLayout.separatorWidth) / (1 + TableLayout.separatorWidth) + 1
    var rows: [Row] = []
    for row in table.children where row.kind == .tableRow {
      let isHeader = row.isHeaderRow
      let base = isHeader ? Style(attributes: theme.tableHeader) : .plain
      var cells: [[StyledSpan]] = []
      for cell in row.children where cell.kind == .tableCell {
        if cells.count == kept { break }
        cells.append(TableLayout.joined(inline.lines(of: cell, style: base)))
      }
      rows.append(Row(cells: cells, isHeader: isHeader))
    }
    self.init(
      rows: rows, alignments: Array(table.tableAlignments.prefix(kept)), theme: theme)
  }

  /// The number of columns.
  var columnCount: Int {
    rows.reduce(alignments.count) { max($0, $1.cells.count) }
  }

  /// The lines of the table for `width` columns.
  func lines(width: Int) -> [[StyledSpan]] {
    let count = columnCount
    guard count > 0, width > 0 else { return [] }
    let widths = TableLayout.fit(naturalWidths(count: count), into: width)
    var lines: [[StyledSpan]] = []
    for row in rows {
      lines.append(line(of: row, widths: widths))
      if row.isHeader { lines.append(rule(widths: widths)) }
    }
    return lines.map { LineCut.cut($0, toWidth: width) }
  }

  /// Each column's widest cell (at least one column).
  private func naturalWidths(count: Int) -> [Int] {
    var widths = Array(repeating: 1, count: count)
    for row in rows {
      for (column, cellWidth) in row.widths.enumerated() {
        widths[column] = max(widths[column], cellWidth)
      }
    }
    return widths
  }

  /// Column widths that fit `width` with their separators: when `natural` does not fit,
  /// the widest columns are cut down to a common level (at least 1), and the columns left
  /// that can use it get what room remains, one column each, left first.
  static func fit(_ natural: [Int], into width: Int) -> [Int] {
    let separators = separatorWidth * (natural.count - 1)
    func total(cappedAt level: Int) -> Int {
      natural.reduce(separators) { $0 + min($1, level) }
    }
    guard let widest = natural.max(), total(cappedAt: widest) > width else { return natural }
    // The highest level at which the table fits (1 when nothing fits).
    var low = 1
    var high = widest
    while low < high {
      let middle = (low + high + 1) / 2
      if total(cappedAt: middle) <= width { low = middle } else { high = middle - 1 }
    }
    var widths = natural.map { min($0, low) }
    var room = width - total(cappedAt: low)
    for index in widths.indices where room > 0 && natural[index] > low {
      widths[index] += 1
      room -= 1
    }
    return widths
  }

  /// One row's line: each cell cut to its column and aligned in it; the spaces after the
  /// last cell are left out.
  private func line(of row: Row, widths: [Int]) -> [StyledSpan] {
    var spans: [StyledSpan] = []
    for (column, width) in widths.enumerated() {
      if column > 0 { spans.append(StyledSpan(TableLayout.separator, style: theme.tableBorder)) }
      var cell: [StyledSpan] = []
      var room = width
      if column < row.cells.count {
        if row.widths[column] <= width {
          cell = row.cells[column]
          room -= row.widths[column]
        } else {
          cell = LineCut.cut(row.cells[column], toWidth: width)
          room -= LineCut.width(of: cell)
        }
      }
      let alignment = column < alignments.count ? alignments[column] : .left
      switch alignment {
      case .left:
        spans += cell + LineCut.padding(room)
      case .right:
        spans += LineCut.padding(room) + cell
      case .center:
        spans += LineCut.padding(room / 2) + cell + LineCut.padding(room - room / 2)
      }
    }
    return LineCut.trimmingTrailingSpaces(spans)
  }

  /// The rule under the header: `─` across each column, `─┼─` between them.
  private func rule(widths: [Int]) -> [StyledSpan] {
    let text = widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─")
    return [StyledSpan(text, style: theme.tableBorder)]
  }

  /// A cell's lines (a `<br>`-free cell has one) joined with spaces.
  private static func joined(_ lines: [[StyledSpan]]) -> [StyledSpan] {
    var result: [StyledSpan] = []
    for (index, line) in lines.enumerated() {
      if index > 0 { result.append(StyledSpan(" ")) }
      result += line
    }
    return result
  }
}
