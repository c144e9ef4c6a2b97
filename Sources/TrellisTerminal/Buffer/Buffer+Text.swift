extension Buffer {
  /// Writes `text` on `row` from `column` in `style`, one ``TerminalCluster`` a cell (what
  /// a terminal puts in one cell: `त्रि` takes three), and
  /// returns the column after the last one written. Writing stops at the end of `clip`
  /// (the whole buffer by default) and of the buffer's own clip; a wide glyph that would
  /// cross it is not written.
  ///
  /// Each cluster is kept as `Cell` says: capped, as wide as `DisplayWidth` says, a long
  /// one in the pool. A control character (a newline, a tab, ESC) shows as its
  /// `TextSanitizer` placeholder (CR LF, two of them); a cluster that shows nothing (a
  /// lone combining mark) is skipped.
  @discardableResult
  public mutating func write(
    _ text: String, column: Int, row: Int, style: Style = .plain, clip: Rect? = nil
  ) -> Int {
    let bounds = (clip ?? area).intersection(self.clip)
    guard row >= bounds.y, row < bounds.maxY else { return column }
    if let end = writePrintableASCII(text, column: column, row: row, style: style, bounds: bounds) {
      if !imagePlacements.isEmpty {
        uncover(Rect(x: column, y: row, width: end - column, height: 1).intersection(bounds))
      }
      return end
    }
    var x = column
    let utf8 = text.utf8
    let scalars = text.unicodeScalars
    var index = text.startIndex
    while index < text.endIndex {
      // A printable ASCII byte followed by another ASCII byte (or the end) is a whole
      // cluster one column wide; anything else goes through the cluster scanner.
      let byte = utf8[index]
      let next = utf8.index(after: index)
      if byte >= 0x20 && byte < 0x7F && (next == text.endIndex || utf8[next] < 0x80) {
        index = next
        if x + 1 > bounds.maxX { break }
        if x >= bounds.x { store(Cell(ascii: byte, style: style), column: x, row: row) }
        x += 1
        continue
      }
      let end = TerminalCluster.end(of: scalars, from: index)
      guard let after = write(scalars[index..<end], at: x, row: row, style: style, bounds: bounds)
      else { break }
      x = after
      index = end
    }
    return x
  }

  /// Writes one cluster at `column` if it fits before `bounds`' end; returns the column
  /// after it (`column` when it shows nothing), or nil when it does not fit.
  private mutating func write(
    _ cluster: Substring.UnicodeScalarView, at column: Int, row: Int, style: Style, bounds: Rect
  ) -> Int? {
    GraphemeCluster.withPrepared(cluster) { bytes, columns, flags -> Int? in
      if columns == 0 { return column }
      if column + columns > bounds.maxX { return nil }
      if column >= bounds.x {
        let cell =
          bytes.count <= Cell.inlineCapacity
          ? Cell(inline: bytes, width: columns, flags: flags, style: style)
          : pooledCell(bytes, width: columns, flags: flags, style: style)
        store(cell, column: column, row: row)
      }
      return column + columns
    }
  }

  /// `write` for text made only of printable ASCII, where every byte is one cell of one
  /// column: no grapheme breaking or width lookup. Nil when the text has other bytes.
  private mutating func writePrintableASCII(
    _ text: String, column: Int, row: Int, style: Style, bounds: Rect
  ) -> Int? {
    var text = text
    return text.withUTF8 { bytes -> Int? in
      for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
      var x = column
      for byte in bytes {
        if x >= bounds.maxX { break }
        if x >= bounds.x {
          let cell = Cell(ascii: byte, style: style)
          let index = row * width + x
          if cells[index].width == 1 {
            cells[index] = cell
          } else {
            store(cell, column: x, row: row)
          }
        }
        x += 1
      }
      return x
    }
  }

  /// The text of the cell at (`column`, `row`), pooled or not: a space for a blank cell,
  /// empty for a continuation or outside the buffer.
  public func symbol(column: Int, row: Int) -> String {
    guard column >= 0, column < width, row >= 0, row < height else { return "" }
    return withSymbolBytes(of: cells[row * width + column]) {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Calls `body` with the UTF-8 bytes of `cell`, a cell of this buffer (in line, or from
  /// the pool).
  func withSymbolBytes<R>(of cell: Cell, _ body: (UnsafeRawBufferPointer) -> R) -> R {
    if cell.isPooled {
      return pool.withEntry(offset: cell.poolOffset, length: cell.poolLength, body)
    }
    return withUnsafeBytes(of: cell.storage) {
      body(UnsafeRawBufferPointer(rebasing: $0.prefix(cell.inlineCount)))
    }
  }

  /// The text of `row`, one symbol a column (continuations skipped), trailing spaces kept.
  public func line(_ row: Int) -> String {
    guard row >= 0, row < height else { return "" }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(width)
    for index in (row * width)..<(row * width + width) where !cells[index].isContinuation {
      withSymbolBytes(of: cells[index]) { bytes.append(contentsOf: $0) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Every row's text with trailing spaces trimmed: what a screenshot test compares.
  public var lines: [String] {
    (0..<height).map { row in
      var text = line(row)
      while text.last == " " { text.removeLast() }
      return text
    }
  }
}
