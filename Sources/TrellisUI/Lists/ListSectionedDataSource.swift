import Foundation

/// A data source for a list of sections with headers, bound with `rx.items(dataSource:)`
/// in the manner of RxDataSources:
///
/// ```swift
/// let dataSource = ListSectionedDataSource<Task> { dataSource, list, indexPath, task in
///   let cell = list.dequeueReusableCell(withIdentifier: "Task", for: indexPath)
///   cell.text = task.title
///   return cell
/// }
/// sections.bind(to: list.rx.items(dataSource: dataSource)).disposed(by: bag)
/// ```
public final class ListSectionedDataSource<Item>: ListViewDataSource,
  SectionedViewDataSourceType
{
  /// Makes the cell for an item: the data source, the list, the index path and the item.
  public typealias ConfigureCell = (ListSectionedDataSource<Item>, ListView, IndexPath, Item) ->
    ListCell

  /// Makes the cells.
  public let configureCell: ConfigureCell
  /// The sections shown.
  public private(set) var sections: [ListSection<Item>] = []

  /// A data source whose cells come from `configureCell`.
  public init(configureCell: @escaping ConfigureCell) {
    self.configureCell = configureCell
  }

  /// Replaces the sections; the list shows them after `reloadData()` (the binding does it).
  public func setSections(_ sections: [ListSection<Item>]) {
    self.sections = sections
  }

  /// The item at `indexPath`, which must exist.
  public subscript(indexPath: IndexPath) -> Item {
    sections[indexPath.section].items[indexPath.row]
  }

  /// The item at `indexPath`; throws `CellDataSourceError.outOfRange` if there is none.
  public func model(at indexPath: IndexPath) throws -> Any {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.row)
    else { throw CellDataSourceError.outOfRange(indexPath) }
    return self[indexPath]
  }

  /// The number of sections.
  public func numberOfSections(in listView: ListView) -> Int {
    sections.count
  }

  /// The number of items in `section`.
  public func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    sections[section].items.count
  }

  /// The section's header.
  public func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? {
    sections[section].header
  }

  /// `configureCell` for the item at `indexPath`.
  public func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> ListCell {
    configureCell(self, listView, indexPath, self[indexPath])
  }
}
