/// A grid of cells: what a frame looks like. Views draw into a buffer; the renderer
/// compares it with the previous frame's and writes the difference to the terminal.
///
/// The buffer keeps wide glyphs valid whatever is written: a wide glyph always has its
/// continuation cell to its right, one that does not fit before the right edge of the clip
/// becomes a blank, and overwriting either half of a wide glyph blanks the other half.
///
/// Grapheme clusters longer than a cell holds in line live in the buffer's own pool (see
/// `Cell`); `symbol(column:row:)` reads any cell's text. The pool keeps only what the cells
/// use, give or take what was overwritten since it was last compacted: `clear()` empties it.
///
/// Drawing (`set`, `write`, `fill`, `setStyle`, `place`, `clear`) lands only inside `clip`,
/// the whole buffer unless narrowed with `clipped(to:_:)`: a view given a clipped buffer
/// cannot paint outside its rectangle.
public struct Buffer: Sendable {
  /// The number of columns.
  public private(set) var width: Int
  /// The number of rows.
  public private(set) var height: Int
  /// The cells, row by row.
  public internal(set) var cells: [Cell]
  /// The pictures placed over cells of this frame, in the order placed (see `place(_:)`).
  /// Drawing over any cell of one removes it.
  public internal(set) var imagePlacements: [ImagePlacement] = []
  /// The rectangle drawing is kept to: the whole buffer, or what `clipped(to:_:)` narrowed.
  public private(set) var clip: Rect
  /// The clusters too long to hold in line.
  var pool = GraphemePool()

  /// A buffer of `width`×`height` cells, each `fill` (a continuation or pooled cell
  /// becomes a blank).
  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    clip = Rect(x: 0, y: 0, width: self.width, height: self.height)
    let cell = fill.isContinuation || fill.isPooled ? Cell.blank(fill.style) : fill
    cells = Array(repeating: cell, count: self.width * self.height)
  }

  /// The whole buffer as a rectangle.
  public var area: Rect {
    Rect(x: 0, y: 0, width: width, height: height)
  }

  /// Runs `body` with drawing kept to `rect` inside the current clip, then restores the clip.
  public mutating func clipped<Result>(
    to rect: Rect, _ body: (inout Buffer) throws -> Result
  ) rethrows -> Result {
    let saved = clip
    clip = clip.intersection(rect)
    // A resize inside `body` may have made the saved clip larger than the buffer.
    defer { clip = saved.intersection(area) }
    return try body(&self)
  }

  /// The cell at (`column`, `row`); reading outside the buffer gives a blank cell. Setting
  /// is `set(_:column:row:)`.
  public subscript(column: Int, row: Int) -> Cell {
    get {
      guard column >= 0, column < width, row >= 0, row < height else { return .blank }
      return cells[row * width + column]
    }
    set {
      set(newValue, column: column, row: row)
    }
  }

  /// Puts `cell` at (`column`, `row`), keeping wide glyphs whole and the cell's invariants
  /// (one capped cluster, its width from `DisplayWidth`, no control character: every `Cell`
  /// holds them from the moment it is made). Outside the clip it does nothing. A wide cell whose right half would fall outside the clip becomes a blank. A
  /// pooled cell must have been read from this buffer; one whose place is not in this
  /// buffer's pool shows U+FFFD.
  public mutating func set(_ cell: Cell, column: Int, row: Int) {
    guard clip.contains(column: column, row: row) else { return }
    var cell = cell
    if cell.isPooled && !pool.contains(offset: cell.poolOffset, length: cell.poolLength) {
      cell = .replacement(cell.style)
    }
    store(cell, column: column, row: row)
  }

  /// Puts `cell` (valid in this buffer) at (`column`, `row`) inside the clip.
  mutating func store(_ cell: Cell, column: Int, row: Int) {
    if !imagePlacements.isEmpty {
      uncover(Rect(x: column, y: row, width: max(Int(cell.width), 1), height: 1))
    }
    var cell = cell
    if cell.isContinuation { cell = .blank(cell.style) }
    if cell.width > 1 && column + 1 >= clip.maxX { cell = .blank(cell.style) }
    let index = row * width + column
    detachWideGlyph(at: index, column: column)
    cells[index] = cell
    if cell.width > 1 {
      detachWideGlyph(at: index + 1, column: column + 1)
      cells[index + 1] = .continuation(cell.style)
    }
  }

  /// Puts the cell at `index` of `source` (any buffer) at (`column`, `row`), bringing its
  /// pooled cluster along.
  mutating func set(cellAt index: Int, of source: Buffer, column: Int, row: Int) {
    guard clip.contains(column: column, row: row) else { return }
    store(adopt(source.cells[index], from: source), column: column, row: row)
  }

  /// `cell` of `source` as a cell of this buffer: a pooled cluster is copied to this pool.
  mutating func adopt(_ cell: Cell, from source: Buffer) -> Cell {
    guard cell.isPooled else { return cell }
    return source.pool.withEntry(offset: cell.poolOffset, length: cell.poolLength) { bytes in
      guard !bytes.isEmpty else { return Cell.replacement(cell.style) }
      return pooledCell(bytes, width: Int(cell.width), flags: cell.info, style: cell.style)
    }
  }

  /// A cell for `bytes` (prepared, longer than a cell holds in line) added to the pool.
  mutating func pooledCell(
    _ bytes: UnsafeRawBufferPointer, width: Int, flags: UInt8, style: Style
  ) -> Cell {
    if pool.needsCompaction { compactPool() }
    let offset = pool.add(bytes)
    return Cell(
      pooledAt: offset, length: bytes.count, width: width,
      flags: flags & (Cell.Flags.uncertainWidth | Cell.Flags.joinsPrevious), style: style)
  }

  /// Drops the pool's entries no cell uses.
  mutating func compactPool() {
    var kept: [UInt8] = []
    for index in cells.indices where cells[index].isPooled {
      let cell = cells[index]
      let offset = kept.count
      pool.withEntry(offset: cell.poolOffset, length: cell.poolLength) {
        kept.append(contentsOf: $0)
      }
      cells[index] = Cell(
        pooledAt: offset, length: kept.count - offset, width: Int(cell.width),
        flags: cell.info & ~Cell.Flags.pooled, style: cell.style)
    }
    pool.replace(with: kept)
  }

  /// Blanks the other half of a wide glyph that the cell at `index` belongs to.
  private mutating func detachWideGlyph(at index: Int, column: Int) {
    let old = cells[index]
    if old.isContinuation && column > 0 {
      cells[index - 1] = .blank(cells[index - 1].style)
    } else if old.width > 1 && column + 1 < width {
      cells[index + 1] = .blank(cells[index + 1].style)
    }
  }

  /// Fills `rect` (clipped) with `cell`.
  public mutating func fill(_ rect: Rect, with cell: Cell) {
    let target = rect.intersection(clip)
    guard !target.isEmpty else { return }
    for row in target.y..<target.maxY {
      for column in target.x..<target.maxX {
        set(cell, column: column, row: row)
      }
    }
  }

  /// Changes the style of every cell in `rect` (clipped), keeping the symbols.
  public mutating func setStyle(_ style: Style, in rect: Rect) {
    let target = rect.intersection(clip)
    guard !target.isEmpty else { return }
    if !imagePlacements.isEmpty { uncover(target) }
    for row in target.y..<target.maxY {
      for column in target.x..<target.maxX {
        cells[row * width + column].style = style
      }
    }
  }

  /// Blanks every cell of the clip (the whole buffer, and then its pool and pictures go
  /// too).
  public mutating func clear(_ style: Style = .plain) {
    guard clip == area else {
      fill(clip, with: .blank(style))
      return
    }
    imagePlacements = []
    pool.removeAll()
    let blank = Cell.blank(style)
    for index in cells.indices {
      cells[index] = blank
    }
  }

  /// Changes the size, keeping what fits at the top left and blanking the rest; the clip
  /// becomes the whole buffer.
  public mutating func resize(width newWidth: Int, height newHeight: Int) {
    guard newWidth != width || newHeight != height else { return }
    var resized = Buffer(width: newWidth, height: newHeight)
    for row in 0..<min(height, resized.height) {
      for column in 0..<min(width, resized.width) {
        let index = row * width + column
        if !cells[index].isContinuation {
          resized.set(cellAt: index, of: self, column: column, row: row)
        }
      }
    }
    self = resized
  }
}

extension Buffer: Equatable {
  /// Whether two buffers show the same: size, pictures, and each cell's text, width and
  /// style (pooled clusters compared by their text). The clip is not compared.
  public static func == (left: Buffer, right: Buffer) -> Bool {
    guard left.width == right.width, left.height == right.height,
      left.imagePlacements == right.imagePlacements
    else { return false }
    for index in left.cells.indices where !left.sameCell(at: index, as: right) {
      return false
    }
    return true
  }

  /// Whether the cell at `index` shows the same as `other`'s cell at `index`.
  func sameCell(at index: Int, as other: Buffer) -> Bool {
    let mine = cells[index]
    let theirs = other.cells[index]
    guard mine.isPooled && theirs.isPooled else { return mine == theirs }
    guard mine.info == theirs.info, mine.width == theirs.width, mine.style == theirs.style
    else { return false }
    return withSymbolBytes(of: mine) { left in
      other.withSymbolBytes(of: theirs) { right in left.elementsEqual(right) }
    }
  }
}
