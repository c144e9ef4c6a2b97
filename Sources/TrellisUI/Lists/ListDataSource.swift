import Foundation

/// A `ListViewDataSource` made of closures, for lists that need no class of their own:
///
/// ```swift
/// list.dataSource = ListDataSource(rows: { _ in names.count }) { list, indexPath in
///   let cell = list.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
///   cell.text = names[indexPath.row]
///   return cell
/// }
/// ```
public final class ListDataSource: ListViewDataSource {
  /// The number of sections.
  public var sections: () -> Int
  /// The number of rows in a section.
  public var rows: (Int) -> Int
  /// A section's header title, or nil for none.
  public var header: (Int) -> String?
  /// A configured cell for a row.
  public var cell: (ListView, IndexPath) -> ListCell

  /// A data source of `sections` sections (one by default) with `rows` rows each, headers
  /// from `header` (none by default) and cells from `cell`.
  public init(
    sections: @escaping () -> Int = { 1 },
    rows: @escaping (Int) -> Int,
    header: @escaping (Int) -> String? = { _ in nil },
    cell: @escaping (ListView, IndexPath) -> ListCell
  ) {
    self.sections = sections
    self.rows = rows
    self.header = header
    self.cell = cell
  }

  /// `sections()`.
  public func numberOfSections(in listView: ListView) -> Int {
    sections()
  }

  /// `rows(section)`.
  public func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
    rows(section)
  }

  /// `header(section)`.
  public func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? {
    header(section)
  }

  /// `cell(listView, indexPath)`.
  public func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> ListCell {
    cell(listView, indexPath)
  }
}
