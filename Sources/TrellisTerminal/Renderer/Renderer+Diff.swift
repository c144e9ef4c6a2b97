extension Renderer {
  /// Draws every cell of `next` that differs from `previous` (same size), row by row.
  ///
  /// A changed continuation cell redraws its wide glyph; a wide glyph is written once and
  /// covers its continuation. A narrow cell replacing half of a wide glyph always comes
  /// with a change to the other half (the buffer keeps wide glyphs whole), so no leftover
  /// half stays on the screen.
  mutating func drawChanges(from previous: Buffer, to next: Buffer) {
    let width = next.width
    let height = next.height
    guard width > 0, height > 0 else { return }
    previous.cells.withUnsafeBufferPointer { old in
      next.cells.withUnsafeBufferPointer { new in
        guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return }
        for row in 0..<height {
          let rowStart = row * width
          var column = 0
          // The first column of the row's trailing run of erasable blanks: -1 when not yet
          // looked for, `width` when there is none or erasing was found not to pay.
          var erasableFrom = -1
          while column < width {
            let index = rowStart + column
            if Renderer.sameCell(oldBase + index, newBase + index) {
              column += 1
              continue
            }
            var target = column
            if new[index].width == 0 {
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
            }
            if target >= erasableFrom {
              if eraseRest(old, new, row: row, from: target, width: width) {
                break
              }
              erasableFrom = width
            }
            column = target + drawCell(new, row: row, column: target, width: width)
          }
        }
      }
    }
  }

  /// Whether two cells look the same: first by their bytes (the common case of an
  /// untouched cell, a few loads), then by value.
  @inline(__always)
  static func sameCell(_ first: UnsafePointer<Cell>, _ second: UnsafePointer<Cell>) -> Bool {
    let size = MemoryLayout<Cell>.size
    let left = UnsafeRawPointer(first)
    let right = UnsafeRawPointer(second)
    var offset = 0
    while offset + 8 <= size {
      if left.load(fromByteOffset: offset, as: UInt64.self)
        != right.load(fromByteOffset: offset, as: UInt64.self)
      {
        return first.pointee == second.pointee
      }
      offset += 8
    }
    while offset < size {
      if left.load(fromByteOffset: offset, as: UInt8.self)
        != right.load(fromByteOffset: offset, as: UInt8.self)
      {
        return first.pointee == second.pointee
      }
      offset += 1
    }
    return true
  }

  /// Draws the cell at (`column`, `row`) of `cells` and returns the columns it took.
  @inline(__always)
  private mutating func drawCell(
    _ cells: UnsafeBufferPointer<Cell>, row: Int, column: Int, width: Int
  ) -> Int {
    moveCursor(toRow: row, column: column, cells: cells, width: width)
    let cell = cells[row * width + column]
    setPen(displayStyle(cell.style))
    appendSymbol(cell.symbol)
    let columns = cell.width > 1 ? 2 : 1
    cursorColumn = column + columns
    if cursorColumn >= width {
      // At the right edge the cursor stays on the last column, or waits to wrap: which
      // one depends on autowrap, so the next move must not be relative to the column.
      cursorColumn = -1
    }
    return columns
  }

  /// Where the row's trailing run of identical blank cells begins, if their style can be
  /// drawn by erasing (`EL` fills with the background only); `width` when there is none.
  private mutating func trailingBlanks(
    _ cells: UnsafeBufferPointer<Cell>, rowStart: Int, width: Int
  ) -> Int {
    let last = cells[rowStart + width - 1]
    guard last.width == 1, last.symbol == " " else { return width }
    let style = displayStyle(last.style)
    guard style.attributes.isEmpty, style.foreground == .default else { return width }
    var start = width - 1
    while start > 0 && cells[rowStart + start - 1] == last {
      start -= 1
    }
    return start
  }

  /// Erases the row from `column` (inside its trailing blanks) when at least three cells
  /// there changed, which makes `EL` no longer than writing them; returns whether it did.
  private mutating func eraseRest(
    _ old: UnsafeBufferPointer<Cell>, _ new: UnsafeBufferPointer<Cell>, row: Int, from column: Int,
    width: Int
  ) -> Bool {
    let rowStart = row * width
    var changed = 0
    for index in (rowStart + column)..<(rowStart + width) where old[index] != new[index] {
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
