extension Renderer {
  /// Draws every cell of `next` that differs from `previous` (same size), row by row.
  ///
  /// A changed continuation cell redraws its wide glyph; a wide glyph is written once and
  /// covers its continuation. A narrow cell replacing half of a wide glyph always comes
  /// with a change to the other half (the buffer keeps wide glyphs whole), so no leftover
  /// half stays on the screen.
  ///
  /// Where terminals may disagree with the width model, the renderer does not trust its
  /// count: after a cluster of uncertain width (`Cell.hasUncertainWidth`) the next cell is
  /// reached with an absolute move, and a cluster that could join the one before it (an
  /// emoji modifier, a mark) is written after an absolute move, never in a run.
  mutating func drawChanges(from previous: Buffer, to next: Buffer) {
    let width = next.width
    let height = next.height
    guard width > 0, height > 0 else { return }
    previous.cells.withUnsafeBufferPointer { old in
      next.cells.withUnsafeBufferPointer { new in
        guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return }
        let cells = CellComparison(old: oldBase, new: newBase, previous: previous, next: next)
        for row in 0..<height {
          drawChanges(row: row, width: width, cells: cells, new: new, next: next)
        }
      }
    }
  }

  /// Draws the changed cells of one row.
  @inline(__always)
  private mutating func drawChanges(
    row: Int, width: Int, cells: CellComparison, new: UnsafeBufferPointer<Cell>, next: Buffer
  ) {
    let rowStart = row * width
    let newBase = cells.new
    var column = 0
    // The first column of the row's trailing run of erasable blanks: -1 when not yet
    // looked for, `width` when there is none or erasing was found not to pay.
    var erasableFrom = -1
    // Whether the cell at `column` is known to have changed (it ended a run).
    var knownChanged = false
    while column < width {
      if !knownChanged {
        column = cells.firstDifference(from: rowStart + column, to: rowStart + width) - rowStart
        if column == width { break }
      }
      knownChanged = false
      var target = column
      if newBase[rowStart + column].width == 0 {
        // A continuation changed (its style): redraw its glyph.
        guard column > 0 else {
          column += 1
          continue
        }
        target = column - 1
      }
      if !isDrawing { beginDrawing() }
      if erasableFrom < 0 {
        erasableFrom = trailingBlanks(new, rowStart: rowStart, width: width)
        if !eraseFloors.isEmpty { erasableFrom = max(erasableFrom, eraseFloors[row]) }
      }
      if target >= erasableFrom {
        if eraseRest(cells, new, row: row, from: target, width: width) { break }
        erasableFrom = width
      }
      let (columns, certain) = drawCell(new, row: row, column: target, width: width, next: next)
      column = target + columns
      guard certain else { continue }
      // The run: the changed cells that follow in the same style are written straight
      // after (the cursor is already there and the pen is right).
      let runCell = newBase + rowStart + target
      var lost = false
      while column < erasableFrom {
        let index = rowStart + column
        let cell = newBase + index
        // `cells.same(index)`, written out: the compiler keeps a function out of line in
        // this large one, and most cells of a run changed, which the bytes tell at once.
        let shown = cells.old + index
        let pooled = (shown.pointee.info | cell.pointee.info) & Cell.Flags.pooled != 0
        if CellComparison.sameBytes(shown, cell) {
          if !pooled || !cells.poolsMatter || cells.samePooled(index) { break }
        } else if pooled || Cell.sameContent(shown, cell), cells.sameFields(index) {
          break
        }
        guard cell.pointee.width != 0, cell.pointee.info & Cell.Flags.joinsPrevious == 0,
          Cell.sameStyle(cell, runCell)
        else {
          knownChanged = true
          break
        }
        column += cell.pointee.width > 1 ? 2 : 1
        if !appendSymbol(of: cell, in: next) {
          lost = true
          break
        }
      }
      if lost {
        loseCursor()
      } else {
        cursorColumn = column < width ? column : -1
      }
    }
  }

  /// Draws the cell at (`column`, `row`) of `cells` and returns the columns it took, and
  /// whether the cursor is known to be after it.
  @inline(__always)
  private mutating func drawCell(
    _ cells: UnsafeBufferPointer<Cell>, row: Int, column: Int, width: Int, next: Buffer
  ) -> (columns: Int, certain: Bool) {
    guard let cell = cells.baseAddress.map({ $0 + row * width + column }) else { return (1, true) }
    if cell.pointee.info & Cell.Flags.joinsPrevious != 0 {
      // Not straight after the cluster before it, which it could join.
      moveCursorAbsolutely(toRow: row, column: column)
    } else {
      moveCursor(toRow: row, column: column, cells: cells, width: width)
    }
    setPen(displayStyle(cell.pointee.style))
    let columns = cell.pointee.width > 1 ? 2 : 1
    guard appendSymbol(of: cell, in: next) else {
      loseCursor()
      return (columns, false)
    }
    cursorColumn = column + columns
    if cursorColumn >= width {
      // At the right edge the cursor stays on the last column, or waits to wrap: which
      // one depends on autowrap, so the next move must not be relative to the column.
      cursorColumn = -1
    }
    return (columns, true)
  }

  /// Forgets where the cursor is (after a cluster whose width terminals disagree on): the
  /// next move is absolute.
  @inline(__always)
  mutating func loseCursor() {
    cursorRow = -1
    cursorColumn = -1
  }

  /// Where the row's trailing run of identical blank cells begins, if their style can be
  /// drawn by erasing (`EL` fills with the background only, and with a coloured one only
  /// where the terminal has back-colour-erase); `width` when there is none.
  private mutating func trailingBlanks(
    _ cells: UnsafeBufferPointer<Cell>, rowStart: Int, width: Int
  ) -> Int {
    let last = cells[rowStart + width - 1]
    guard last.asciiByte == 0x20 else { return width }
    let style = displayStyle(last.style)
    guard style.attributes.isEmpty, style.foreground == .default,
      style.background == .default || capabilities.backgroundColorErase
    else { return width }
    var start = width - 1
    while start > 0 && cells[rowStart + start - 1] == last {
      start -= 1
    }
    return start
  }

  /// Erases the row from `column` (inside its trailing blanks) when at least three cells
  /// there changed, which makes `EL` no longer than writing them; returns whether it did.
  private mutating func eraseRest(
    _ comparison: CellComparison, _ new: UnsafeBufferPointer<Cell>, row: Int, from column: Int,
    width: Int
  ) -> Bool {
    let rowStart = row * width
    var changed = 0
    for index in (rowStart + column)..<(rowStart + width) where !comparison.same(index) {
      changed += 1
      if changed == 3 { break }
    }
    guard changed == 3 else { return false }
    moveCursor(toRow: row, column: column, cells: new, width: width)
    setPen(displayStyle(new[rowStart + column].style))
    append(Renderer.eraseLine)
    return true
  }
}
