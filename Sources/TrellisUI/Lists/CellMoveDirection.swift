/// A direction the selection of a list or grid moves in with the arrow keys.
enum CellMoveDirection {
  /// Up a row.
  case up
  /// Down a row.
  case down
  /// Left an item (grids only).
  case left
  /// Right an item (grids only).
  case right
}
