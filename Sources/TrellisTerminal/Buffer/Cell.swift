/// One column of one row of the screen: a grapheme cluster, its display width and its style.
///
/// A wide glyph (CJK, most emoji) takes two columns: its own cell has width 2 and the cell
/// to its right is a continuation (empty symbol, width 0), which the renderer never writes.
public struct Cell: Hashable, Sendable {
  /// The grapheme cluster shown; a space for a blank cell, empty for a continuation.
  public var symbol: String
  /// Columns the symbol takes: 1, 2 for a wide glyph, 0 for a continuation.
  public var width: UInt8
  /// How the cell looks.
  public var style: Style

  /// A cell showing `symbol` (a single grapheme of display width `width`).
  public init(symbol: String, width: UInt8 = 1, style: Style = .plain) {
    self.symbol = symbol
    self.width = width
    self.style = style
  }

  /// A blank cell.
  public static let blank = Cell(symbol: " ")

  /// A blank cell with `style` (for backgrounds).
  public static func blank(_ style: Style) -> Cell {
    Cell(symbol: " ", width: 1, style: style)
  }

  /// The right half of a wide glyph.
  public static func continuation(_ style: Style) -> Cell {
    Cell(symbol: "", width: 0, style: style)
  }

  /// Whether this is the right half of a wide glyph.
  public var isContinuation: Bool {
    width == 0
  }
}
