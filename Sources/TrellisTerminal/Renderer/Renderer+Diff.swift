#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
          // Whether the cell at `column` is known to have changed (it ended a run).
          var knownChanged = false
          while column < width {
            if !knownChanged {
              column =
                Renderer.firstDifference(
                  oldBase, newBase, from: rowStart + column, to: rowStart + width) - rowStart
              if column == width { break }
              if Renderer.sameFields(
                oldBase + rowStart + column, newBase + rowStart + column,
                inlineSymbols: inlineSymbols)
              {
                column += 1
                continue
              }
            }
            knownChanged = false
            let index = rowStart + column
            var target = column
            if newBase[index].width == 0 {
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
              if eraseRest(old, new, row: row, from: target, width: width) {
                break
              }
              erasableFrom = width
            }
            column = target + drawCell(new, row: row, column: target, width: width)
            // The run: the changed cells that follow in the same style are written
            // straight after (the cursor is already there and the pen is right).
            let runStyle = newBase[rowStart + target].style
            while column < erasableFrom {
              let index = rowStart + column
              if Renderer.sameCell(oldBase + index, newBase + index, inlineSymbols: inlineSymbols) {
                break
              }
              let cell = newBase + index
              guard cell.pointee.width != 0, Renderer.sameStyle(cell.pointee.style, runStyle) else {
                knownChanged = true
                break
              }
              appendSymbol(of: cell)
              column += cell.pointee.width > 1 ? 2 : 1
            }
            cursorColumn = column < width ? column : -1
          }
        }
      }
    }
  }

  /// Whether cells are laid out as `rawDifference(_:_:)` expects: 26 bytes (a 16-byte
  /// string, the width, a 9-byte style) in 32, little-endian.
  @inline(__always)
  static var hasExpectedLayout: Bool {
    MemoryLayout<Cell>.size == 26 && MemoryLayout<Cell>.stride == 32 && 1.littleEndian == 1
  }

  /// Zero when the 26 bytes of two cells are equal (the padding after them is not read
  /// into the result). Only with `hasExpectedLayout`.
  @inline(__always)
  static func rawDifference(_ first: UnsafePointer<Cell>, _ second: UnsafePointer<Cell>)
    -> UInt64
  {
    let left = UnsafeRawPointer(first)
    let right = UnsafeRawPointer(second)
    return (left.load(as: UInt64.self) ^ right.load(as: UInt64.self))
      | (left.load(fromByteOffset: 8, as: UInt64.self)
        ^ right.load(fromByteOffset: 8, as: UInt64.self))
      | (left.load(fromByteOffset: 16, as: UInt64.self)
        ^ right.load(fromByteOffset: 16, as: UInt64.self))
      | ((left.load(fromByteOffset: 24, as: UInt64.self)
        ^ right.load(fromByteOffset: 24, as: UInt64.self)) & 0xFFFF)
  }

  /// Whether the bytes of two cells are equal (which makes them equal).
  @inline(__always)
  static func sameBytes(_ first: UnsafePointer<Cell>, _ second: UnsafePointer<Cell>) -> Bool {
    if hasExpectedLayout { return rawDifference(first, second) == 0 }
    let left = UnsafeRawPointer(first)
    let right = UnsafeRawPointer(second)
    for offset in 0..<MemoryLayout<Cell>.size
    where left.load(fromByteOffset: offset, as: UInt8.self)
      != right.load(fromByteOffset: offset, as: UInt8.self)
    {
      return false
    }
    return true
  }

  /// The first index in `start..<end` where the cells' bytes differ, or `end`: the row scan,
  /// four cells at a time.
  @inline(__always)
  static func firstDifference(
    _ old: UnsafePointer<Cell>, _ new: UnsafePointer<Cell>, from start: Int, to end: Int
  ) -> Int {
    var index = start
    if hasExpectedLayout {
      while index + 4 <= end {
        let difference =
          rawDifference(old + index, new + index) | rawDifference(old + index + 1, new + index + 1)
          | rawDifference(old + index + 2, new + index + 2)
          | rawDifference(old + index + 3, new + index + 3)
        if difference != 0 { break }
        index += 4
      }
    }
    while index < end && sameBytes(old + index, new + index) {
      index += 1
    }
    return index
  }

  /// Whether two cells look the same: by their bytes (the common case of an untouched
  /// cell), then field by field. Symbols are compared by their UTF-8 bytes, not by
  /// canonical equivalence: two spellings of one character are redrawn, which is harmless,
  /// and comparing bytes is much faster.
  @inline(__always)
  static func sameCell(
    _ first: UnsafePointer<Cell>, _ second: UnsafePointer<Cell>, inlineSymbols: Bool
  ) -> Bool {
    sameBytes(first, second) || sameFields(first, second, inlineSymbols: inlineSymbols)
  }

  /// Whether two cells whose bytes differ are the same: width, symbol bytes, then style.
  static func sameFields(
    _ first: UnsafePointer<Cell>, _ second: UnsafePointer<Cell>, inlineSymbols: Bool
  ) -> Bool {
    guard first.pointee.width == second.pointee.width else { return false }
    let left = UnsafeRawPointer(first)
    let right = UnsafeRawPointer(second)
    if left.load(as: UInt64.self) != right.load(as: UInt64.self)
      || left.load(fromByteOffset: 8, as: UInt64.self)
        != right.load(fromByteOffset: 8, as: UInt64.self)
    {
      // Two in-line strings with different bytes differ; otherwise compare the bytes.
      if inlineSymbols && InlineSymbol.count(left) >= 0 && InlineSymbol.count(right) >= 0 {
        return false
      }
      guard sameSymbolBytes(first.pointee.symbol, second.pointee.symbol) else { return false }
    }
    return first.pointee.style == second.pointee.style
  }

  /// Whether two strings have the same UTF-8 bytes.
  private static func sameSymbolBytes(_ first: String, _ second: String) -> Bool {
    let same = first.utf8.withContiguousStorageIfAvailable { left in
      second.utf8.withContiguousStorageIfAvailable { right in
        guard left.count == right.count else { return false }
        guard let leftBytes = left.baseAddress, let rightBytes = right.baseAddress else {
          return true  // both empty
        }
        return memcmp(leftBytes, rightBytes, left.count) == 0
      }
    }
    return (same ?? nil) ?? first.utf8.elementsEqual(second.utf8)
  }

  /// Draws the cell at (`column`, `row`) of `cells` and returns the columns it took.
  @inline(__always)
  private mutating func drawCell(
    _ cells: UnsafeBufferPointer<Cell>, row: Int, column: Int, width: Int
  ) -> Int {
    moveCursor(toRow: row, column: column, cells: cells, width: width)
    // Fields are read through the pointer: copying the cell would retain its symbol.
    guard let cell = cells.baseAddress.map({ $0 + row * width + column }) else { return 1 }
    setPen(displayStyle(cell.pointee.style))
    appendSymbol(of: cell)
    let columns = cell.pointee.width > 1 ? 2 : 1
    cursorColumn = column + columns
    if cursorColumn >= width {
      // At the right edge the cursor stays on the last column, or waits to wrap: which
      // one depends on autowrap, so the next move must not be relative to the column.
      cursorColumn = -1
    }
    return columns
  }

  /// Where the row's trailing run of identical blank cells begins, if their style can be
  /// drawn by erasing (`EL` fills with the background only, and with a coloured one only
  /// where the terminal has back-colour-erase); `width` when there is none.
  private mutating func trailingBlanks(
    _ cells: UnsafeBufferPointer<Cell>, rowStart: Int, width: Int
  ) -> Int {
    let last = cells[rowStart + width - 1]
    guard last.width == 1, last.symbol == " " else { return width }
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
