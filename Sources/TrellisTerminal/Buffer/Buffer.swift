/// A grid of cells: what a frame looks like. Views draw into a buffer; the renderer
/// compares it with the previous frame's and writes the difference to the terminal.
///
/// The buffer keeps wide glyphs valid whatever is written: a wide glyph always has its
/// continuation cell to its right, one that does not fit at the right edge becomes a blank,
/// and overwriting either half of a wide glyph blanks the other half.
public struct Buffer: Equatable, Sendable {
  /// The number of columns.
  public private(set) var width: Int
  /// The number of rows.
  public private(set) var height: Int
  /// The cells, row by row.
  public internal(set) var cells: [Cell]
  /// The pictures placed over cells of this frame, in the order placed (see `place(_:)`).
  /// Drawing over any cell of one removes it.
  public internal(set) var imagePlacements: [ImagePlacement] = []

  /// A buffer of `width`×`height` cells, each `fill`.
  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: fill.isContinuation ? .blank : fill, count: self.width * self.height)
  }

  /// The whole buffer as a rectangle.
  public var area: Rect {
    Rect(x: 0, y: 0, width: width, height: height)
  }

  /// The cell at (`column`, `row`); reading outside the buffer gives a blank cell.
  public subscript(column: Int, row: Int) -> Cell {
    get {
      guard column >= 0, column < width, row >= 0, row < height else { return .blank }
      return cells[row * width + column]
    }
    set {
      set(newValue, column: column, row: row)
    }
  }

  /// Puts `cell` at (`column`, `row`), keeping wide glyphs whole. Outside the buffer it
  /// does nothing. A wide cell that does not fit before the right edge becomes a blank.
  public mutating func set(_ cell: Cell, column: Int, row: Int) {
    guard column >= 0, column < width, row >= 0, row < height else { return }
    if !imagePlacements.isEmpty {
      uncover(Rect(x: column, y: row, width: max(Int(cell.width), 1), height: 1))
    }
    var cell = cell
    if cell.isContinuation { cell = .blank(cell.style) }
    if cell.width > 1 && column + 1 >= width { cell = .blank(cell.style) }
    let index = row * width + column
    detachWideGlyph(at: index, column: column)
    cells[index] = cell
    if cell.width > 1 {
      detachWideGlyph(at: index + 1, column: column + 1)
      cells[index + 1] = .continuation(cell.style)
    }
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

  /// Writes `text` on `row` from `column` in `style`, one grapheme cluster a cell, and
  /// returns the column after the last one written. Writing stops at the end of `clip`
  /// (the whole buffer by default); a wide glyph that would cross it is not written.
  /// Zero-width text (a lone control character) is skipped. Pass untrusted text through
  /// `TextSanitizer` first.
  @discardableResult
  public mutating func write(
    _ text: String, column: Int, row: Int, style: Style = .plain, clip: Rect? = nil
  ) -> Int {
    let bounds = (clip ?? area).intersection(area)
    guard row >= bounds.y, row < bounds.maxY else { return column }
    if let end = writePrintableASCII(text, column: column, row: row, style: style, bounds: bounds) {
      if !imagePlacements.isEmpty {
        uncover(Rect(x: column, y: row, width: end - column, height: 1).intersection(bounds))
      }
      return end
    }
    var x = column
    let utf8 = text.utf8
    var index = text.startIndex
    while index < text.endIndex {
      // A printable ASCII byte followed by another ASCII byte (or the end) is a whole
      // grapheme one column wide; anything else goes through grapheme breaking.
      let byte = utf8[index]
      let next = utf8.index(after: index)
      let symbol: String
      let columns: Int
      if byte >= 0x20 && byte < 0x7F && (next == text.endIndex || utf8[next] < 0x80) {
        symbol = Buffer.asciiSymbols[Int(byte) - 0x20]
        columns = 1
        index = next
      } else {
        let character = text[index]
        columns = DisplayWidth.of(character)
        symbol = String(character)
        index = text.index(after: index)
        if columns == 0 { continue }
      }
      if x + columns > bounds.maxX { break }
      if x >= bounds.x {
        set(Cell(symbol: symbol, width: UInt8(columns), style: style), column: x, row: row)
      }
      x += columns
    }
    return x
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
          let cell = Cell(symbol: Buffer.asciiSymbols[Int(byte) - 0x20], width: 1, style: style)
          let index = row * width + x
          let old = cells[index]
          if old.width == 1 {
            cells[index] = cell
          } else {
            set(cell, column: x, row: row)
          }
        }
        x += 1
      }
      return x
    }
  }

  /// One-character strings for the printable ASCII range, made once.
  private static let asciiSymbols: [String] = (0x20..<0x7F).map {
    String(Character(Unicode.Scalar(UInt8($0))))
  }

  /// Fills `rect` (clipped to the buffer) with `cell`.
  public mutating func fill(_ rect: Rect, with cell: Cell) {
    let target = rect.intersection(area)
    guard !target.isEmpty else { return }
    for row in target.y..<target.maxY {
      for column in target.x..<target.maxX {
        set(cell, column: column, row: row)
      }
    }
  }

  /// Changes the style of every cell in `rect`, keeping the symbols.
  public mutating func setStyle(_ style: Style, in rect: Rect) {
    let target = rect.intersection(area)
    guard !target.isEmpty else { return }
    if !imagePlacements.isEmpty { uncover(target) }
    for row in target.y..<target.maxY {
      for column in target.x..<target.maxX {
        cells[row * width + column].style = style
      }
    }
  }

  /// Blanks every cell and removes every picture.
  public mutating func clear(_ style: Style = .plain) {
    imagePlacements = []
    let blank = Cell.blank(style)
    for index in cells.indices {
      cells[index] = blank
    }
  }

  /// Changes the size, keeping what fits at the top left and blanking the rest.
  public mutating func resize(width newWidth: Int, height newHeight: Int) {
    guard newWidth != width || newHeight != height else { return }
    var resized = Buffer(width: newWidth, height: newHeight)
    for row in 0..<min(height, resized.height) {
      for column in 0..<min(width, resized.width) {
        let cell = cells[row * width + column]
        if !cell.isContinuation { resized.set(cell, column: column, row: row) }
      }
    }
    self = resized
  }

  /// The text of `row`, one symbol a column (continuations skipped), trailing spaces kept.
  public func line(_ row: Int) -> String {
    guard row >= 0, row < height else { return "" }
    var text = ""
    for cell in cells[(row * width)..<(row * width + width)] where !cell.isContinuation {
      text += cell.symbol
    }
    return text
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
