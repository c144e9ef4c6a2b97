import Foundation

/// A `GridViewDataSource` made of closures:
///
/// ```swift
/// grid.dataSource = GridDataSource(items: { photos.count }) { grid, indexPath in
///   let cell = grid.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
///   cell.text = photos[indexPath.item].title
///   return cell
/// }
/// ```
public final class GridDataSource: GridViewDataSource {
  /// The number of items.
  public var items: () -> Int
  /// A configured cell for an item.
  public var cell: (GridView, IndexPath) -> ListCell

  /// A data source of `items` items with cells from `cell`.
  public init(items: @escaping () -> Int, cell: @escaping (GridView, IndexPath) -> ListCell) {
    self.items = items
    self.cell = cell
  }

  /// `items()`.
  public func gridView(_ gridView: GridView, numberOfItemsInSection section: Int) -> Int {
    items()
  }

  /// `cell(gridView, indexPath)`.
  public func gridView(_ gridView: GridView, cellForItemAt indexPath: IndexPath) -> ListCell {
    cell(gridView, indexPath)
  }
}
