import Foundation

/// What a `GridView` shows: the number of items and a cell per item — the shape of
/// `UICollectionViewDataSource`, with one section.
///
/// The grid asks for the count when it reloads and for cells only for the items that come
/// on screen. `cellForItemAt` should get its cell from
/// `dequeueReusableCell(withReuseIdentifier:for:)`.
public protocol GridViewDataSource: AnyObject {
  /// The number of items in `section` (always 0: a grid has one section).
  func gridView(_ gridView: GridView, numberOfItemsInSection section: Int) -> Int
  /// A configured cell for the item at `indexPath`.
  func gridView(_ gridView: GridView, cellForItemAt indexPath: IndexPath) -> ListCell
}
