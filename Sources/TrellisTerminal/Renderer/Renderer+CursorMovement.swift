extension Renderer {
  /// The ways to move the cursor, compared by their bytes.
  private enum Move {
    /// `CUP`: `ESC [ row ; column H`.
    case absolute
    /// Along the row from the cursor's column.
    case horizontal
    /// `CR`, then along the row from column 0.
    case carriageReturn
    /// `CR LF` to the next row, then along it from column 0.
    case nextLine
    /// `CUU`/`CUD`, then along the row from the cursor's column.
    case vertical
  }

  /// Moves the cursor to (`column`, `row`) with the fewest bytes. `cells` is the next
  /// frame, whose cells before the target (in reading order) are what the screen shows, so
  /// writing them again is one way to move right.
  @inline(__always)
  mutating func moveCursor(
    toRow row: Int, column: Int, cells: UnsafeBufferPointer<Cell>, width: Int
  ) {
    if cursorRow == row && cursorColumn == column { return }
    if cursorRow == row && cursorColumn >= 0 && column - cursorColumn >= 4 {
      // The common jump right over unchanged cells: `CUF` is then the cheapest move
      // (shorter than `CUP` and than a carriage return and a move, never longer than
      // writing four or more cells again).
      appendRelative(column - cursorColumn, final: 0x43)
      cursorColumn = column
      return
    }
    moveCursorAcross(toRow: row, column: column, cells: cells, width: width)
  }

  /// Chooses and writes the cheapest move (the cursor is not already there).
  private mutating func moveCursorAcross(
    toRow row: Int, column: Int, cells: UnsafeBufferPointer<Cell>, width: Int
  ) {
    var best = Renderer.absoluteCost(row: row, column: column)
    var move = Move.absolute
    func consider(_ cost: Int, _ candidate: Move) {
      if cost < best {
        best = cost
        move = candidate
      }
    }
    let rowStart = row * width
    if cursorRow == row {
      if cursorColumn >= 0 {
        consider(
          horizontalCost(from: cursorColumn, to: column, cells: cells, rowStart: rowStart),
          .horizontal)
      }
      consider(
        1 + horizontalCost(from: 0, to: column, cells: cells, rowStart: rowStart), .carriageReturn)
    } else if cursorRow >= 0 {
      if row == cursorRow + 1 {
        consider(
          2 + horizontalCost(from: 0, to: column, cells: cells, rowStart: rowStart), .nextLine)
      }
      if cursorColumn >= 0 {
        let vertical = Renderer.relativeCost(abs(row - cursorRow))
        consider(
          vertical
            + horizontalCost(from: cursorColumn, to: column, cells: cells, rowStart: rowStart),
          .vertical)
      }
    }
    switch move {
    case .absolute:
      appendCursorPosition(row: row, column: column)
    case .horizontal:
      moveHorizontally(from: cursorColumn, to: column, cells: cells, rowStart: rowStart)
    case .carriageReturn:
      put(0x0D)
      moveHorizontally(from: 0, to: column, cells: cells, rowStart: rowStart)
    case .nextLine:
      put(0x0D)
      put(0x0A)
      moveHorizontally(from: 0, to: column, cells: cells, rowStart: rowStart)
    case .vertical:
      appendRelative(abs(row - cursorRow), final: row > cursorRow ? 0x42 : 0x41)
      moveHorizontally(from: cursorColumn, to: column, cells: cells, rowStart: rowStart)
    }
    cursorRow = row
    cursorColumn = column
  }

  /// Moves the cursor to (`column`, `row`) with `CUP`, even when it is there already: the
  /// next cluster is then not written straight after the one before it.
  mutating func moveCursorAbsolutely(toRow row: Int, column: Int) {
    appendCursorPosition(row: row, column: column)
    cursorRow = row
    cursorColumn = column
  }

  /// Appends `CUP` to (`column`, `row`), omitting parameters that are 1.
  private mutating func appendCursorPosition(row: Int, column: Int) {
    appendCSI()
    if row > 0 || column > 0 {
      appendDecimal(row + 1)
      if column > 0 {
        put(0x3B)
        appendDecimal(column + 1)
      }
    }
    put(0x48)
  }

  /// The bytes of `CUP` to (`column`, `row`), omitting parameters that are 1.
  private static func absoluteCost(row: Int, column: Int) -> Int {
    if row == 0 && column == 0 { return 3 }
    return 3 + digits(row + 1) + (column > 0 ? 1 + digits(column + 1) : 0)
  }

  /// The bytes of a relative move by `count` (`ESC [ n C`, the count omitted when 1).
  private static func relativeCost(_ count: Int) -> Int {
    count == 1 ? 3 : 3 + digits(count)
  }

  /// Appends a relative move by `count` with the final byte `final` (`A`–`D`).
  mutating func appendRelative(_ count: Int, final: UInt8) {
    appendCSI()
    if count > 1 { appendDecimal(count) }
    put(final)
  }

  /// The bytes of moving along a row from column `start` to `end`.
  private mutating func horizontalCost(
    from start: Int, to end: Int, cells: UnsafeBufferPointer<Cell>, rowStart: Int
  ) -> Int {
    if start == end { return 0 }
    if end < start { return Renderer.relativeCost(start - end) }
    let move = Renderer.relativeCost(end - start)
    if end - start < move && canRewrite(from: start, to: end, cells: cells, rowStart: rowStart) {
      return end - start
    }
    return move
  }

  /// Moves along a row from column `start` to `end` the cheapest way.
  private mutating func moveHorizontally(
    from start: Int, to end: Int, cells: UnsafeBufferPointer<Cell>, rowStart: Int
  ) {
    if start == end { return }
    if end < start {
      appendRelative(start - end, final: 0x44)
    } else if end - start < Renderer.relativeCost(end - start)
      && canRewrite(from: start, to: end, cells: cells, rowStart: rowStart)
    {
      for column in start..<end {
        put(cells[rowStart + column].asciiByte ?? 0x20)
      }
    } else {
      appendRelative(end - start, final: 0x43)
    }
  }

  /// Whether the cells `start..<end` of a row can be written again to move the cursor: one
  /// printable ASCII byte each, in the pen's style.
  private mutating func canRewrite(
    from start: Int, to end: Int, cells: UnsafeBufferPointer<Cell>, rowStart: Int
  ) -> Bool {
    guard isPenKnown else { return false }
    if !keptImageRects.isEmpty && frameWidth > 0 {
      let row = rowStart / frameWidth
      for rect in keptImageRects where rect.y <= row && row < rect.maxY {
        if rect.x < end && start < rect.maxX { return false }
      }
    }
    for column in start..<end {
      let cell = cells[rowStart + column]
      guard cell.asciiByte != nil, displayStyle(cell.style) == pen
      else { return false }
    }
    return true
  }
}
