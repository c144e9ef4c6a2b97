/// An item of a `GridView`. Lists and grids share one cell base class, so the same cell
/// type can show in either; `GridCell` is its name in grid code (`class PhotoCell: GridCell`).
public typealias GridCell = ListCell
