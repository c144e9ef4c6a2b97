import TrellisTerminal
import TrellisUI

/// A picture drawn into a grid of cells: symbols with foreground and background colours,
/// ready to copy into a `Buffer`.
public struct RenderedImage: Equatable, Sendable {
  /// The grid's size in cells.
  public let size: Size
  /// The cells, row by row; every symbol takes one column.
  public let cells: [Cell]

  /// A grid from `cells` (row by row); nil unless there are exactly `size.width ×
  /// size.height` of them.
  public init?(size: Size, cells: [Cell]) {
    guard cells.count == size.width * size.height else { return nil }
    self.size = size
    self.cells = cells
  }

  /// The empty grid.
  public static let empty = RenderedImage(emptySize: ())

  private init(emptySize: Void) {
    size = .zero
    cells = []
  }

  /// The cell at (`column`, `row`) of the grid; a blank outside it.
  public subscript(column: Int, row: Int) -> Cell {
    guard column >= 0, column < size.width, row >= 0, row < size.height else { return .blank }
    return cells[row * size.width + column]
  }

  /// The symbols of each row, for tests and diagnostics.
  public var lines: [String] {
    (0..<size.height).map { row in
      cells[(row * size.width)..<((row + 1) * size.width)].map(\.symbol).joined()
    }
  }

  /// Copies the grid into `buffer` with its top left at (`column`, `row`), leaving out
  /// what falls outside `clip`.
  public func draw(in buffer: inout Buffer, column: Int, row: Int, clip: Rect) {
    let target = Rect(x: column, y: row, width: size.width, height: size.height)
      .intersection(clip)
    guard !target.isEmpty else { return }
    for y in target.y..<target.maxY {
      for x in target.x..<target.maxX {
        buffer.set(cells[(y - row) * size.width + (x - column)], column: x, row: y)
      }
    }
  }
}
