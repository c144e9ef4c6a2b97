/// Where the items of a `GridView` are: fixed-size cells flowing left to right, top to
/// bottom, computed from the count and the sizes alone.
///
/// Content lines run from 0 at the top of the first grid row; each grid row takes the cell
/// height plus the row spacing (the spacing belongs to the row above it, and the last row
/// has none).
struct GridGeometry {
  /// The number of items.
  let itemCount: Int
  /// The size of each cell (at least 1×1).
  let cellSize: Size
  /// Blank columns between cells.
  let columnSpacing: Int
  /// Blank lines between grid rows.
  let rowSpacing: Int
  /// The cells in a grid row (at least 1).
  let columns: Int

  /// The layout of `itemCount` items of `cellSize` in `width` columns.
  init(itemCount: Int, cellSize: Size, columnSpacing: Int, rowSpacing: Int, width: Int) {
    self.itemCount = Swift.max(0, itemCount)
    self.cellSize = Size(width: Swift.max(1, cellSize.width), height: Swift.max(1, cellSize.height))
    self.columnSpacing = Swift.max(0, columnSpacing)
    self.rowSpacing = Swift.max(0, rowSpacing)
    let pitch = self.cellSize.width + self.columnSpacing
    columns = Swift.max(1, (width + self.columnSpacing) / pitch)
  }

  /// Columns from one cell's left edge to the next one's.
  var pitchX: Int { cellSize.width + columnSpacing }
  /// Lines from one grid row's top to the next one's.
  var pitchY: Int { cellSize.height + rowSpacing }
  /// The number of grid rows.
  var rowCount: Int { (itemCount + columns - 1) / columns }

  /// The number of content lines.
  var contentHeight: Int {
    rowCount == 0 ? 0 : rowCount * pitchY - rowSpacing
  }

  /// The content lines of item `index`'s cell.
  func lines(ofItem index: Int) -> Range<Int> {
    let top = index / columns * pitchY
    return top..<(top + cellSize.height)
  }

  /// The items whose grid rows have a line in `lines`.
  func items(inLines lines: Range<Int>) -> Range<Int> {
    let top = Swift.max(0, lines.lowerBound)
    let bottom = Swift.min(lines.upperBound, contentHeight) - 1
    guard top <= bottom else { return 0..<0 }
    let first = top / pitchY * columns
    let last = Swift.min(itemCount, (bottom / pitchY + 1) * columns)
    return first..<Swift.max(first, last)
  }

  /// The top of the grid row holding `line`.
  func snapDown(_ line: Int) -> Int {
    Swift.max(0, line) / pitchY * pitchY
  }

  /// The first top of a grid row at or after `line`.
  func snapUp(_ line: Int) -> Int {
    let down = snapDown(line)
    return down < line ? down + pitchY : down
  }

  /// The item whose cell holds content column `column` and line `line`; nil for the
  /// spacing, or outside the items.
  func item(atColumn column: Int, line: Int) -> Int? {
    guard column >= 0, line >= 0 else { return nil }
    let gridColumn = column / pitchX
    guard gridColumn < columns, column % pitchX < cellSize.width,
      line % pitchY < cellSize.height
    else { return nil }
    let index = line / pitchY * columns + gridColumn
    return index < itemCount ? index : nil
  }

  /// The item a move from `index` reaches: Left and Right step through the items in
  /// order; Up and Down move a grid row, Down stopping at the last item when the row below
  /// is shorter.
  func item(from index: Int, moving direction: CellMoveDirection) -> Int {
    switch direction {
    case .left: return Swift.max(0, index - 1)
    case .right: return Swift.min(itemCount - 1, index + 1)
    case .up: return index >= columns ? index - columns : index
    case .down:
      if index + columns < itemCount { return index + columns }
      return index / columns < rowCount - 1 ? itemCount - 1 : index
    }
  }
}
