/// Where the terminal's cursor is and whether it shows.
///
/// A frame passes one to the renderer to say where the cursor should end up (a text
/// field's insertion point) or that it should be hidden; `HeadlessTerminal` reports the
/// emulated terminal's cursor with it.
public struct CursorState: Hashable, Sendable, CustomStringConvertible {
  /// The column, from 0 at the left.
  public var column: Int
  /// The row, from 0 at the top.
  public var row: Int
  /// Whether the cursor shows.
  public var isVisible: Bool

  /// A cursor at (`column`, `row`), shown or hidden.
  public init(column: Int, row: Int, isVisible: Bool) {
    self.column = column
    self.row = row
    self.isVisible = isVisible
  }

  /// A cursor shown at (`column`, `row`).
  public static func visible(column: Int, row: Int) -> CursorState {
    CursorState(column: column, row: row, isVisible: true)
  }

  /// A hidden cursor; as a frame's cursor, the position does not matter.
  public static let hidden = CursorState(column: 0, row: 0, isVisible: false)

  /// `visible at column,row` or `hidden at column,row`.
  public var description: String {
    "\(isVisible ? "visible" : "hidden") at \(column),\(row)"
  }
}
