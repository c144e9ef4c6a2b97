import Foundation

/// What a `ListView` shows: its sections, their rows and headers, and a cell per row — the
/// shape of `UITableViewDataSource`.
///
/// The list asks for the counts and header titles when it reloads (`reloadData()`), and for
/// cells only for the rows that come on screen, so a data source of a million rows is asked
/// for a screenful of cells. `cellForRowAt` should get its cell from
/// `dequeueReusableCell(withIdentifier:for:)`.
public protocol ListViewDataSource: AnyObject {
  /// The number of sections; 1 by default.
  func numberOfSections(in listView: ListView) -> Int
  /// The number of rows in `section`.
  func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int
  /// The title of `section`'s header line (sanitized when drawn); nil, the default, for no
  /// header.
  func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String?
  /// A configured cell for the row at `indexPath`.
  func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> ListCell
}

extension ListViewDataSource {
  /// One section.
  public func numberOfSections(in listView: ListView) -> Int {
    1
  }

  /// No header.
  public func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
}
