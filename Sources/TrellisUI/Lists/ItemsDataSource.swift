import Foundation

/// The data source behind `rx.items`: one section of `items`, with cells from a factory.
/// Serves both lists and grids.
final class ItemsDataSource<Element>: ListViewDataSource, GridViewDataSource,
  SectionedViewDataSourceType
{
  /// The items shown.
  var items: [Element] = []
  private let cellFactory: (CellScrollView, Int, Element) -> ListCell

  /// A data source whose cells come from `cellFactory` (the view, the item's index, the item).
  init(cellFactory: @escaping (CellScrollView, Int, Element) -> ListCell) {
    self.cellFactory = cellFactory
  }

  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> ListCell {
    cellFactory(listView, indexPath.row, items[indexPath.row])
  }

  func gridView(_ gridView: GridView, numberOfItemsInSection section: Int) -> Int {
    items.count
  }

  func gridView(_ gridView: GridView, cellForItemAt indexPath: IndexPath) -> ListCell {
    cellFactory(gridView, indexPath.item, items[indexPath.item])
  }

  func model(at indexPath: IndexPath) throws -> Any {
    guard indexPath.count == 2, indexPath.section == 0, items.indices.contains(indexPath.row)
    else { throw CellDataSourceError.outOfRange(indexPath) }
    return items[indexPath.row]
  }
}
