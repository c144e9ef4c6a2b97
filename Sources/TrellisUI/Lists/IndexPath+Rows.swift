import Foundation

// Foundation's `IndexPath` on Linux lacks the UIKit additions; these give it the same shape,
// so code written for `UITableView`/`UICollectionView` (`indexPath.row`, `IndexPath(item:
// section:)`) reads the same with `ListView` and `GridView`. A list or grid index path always
// has two indexes: the section, then the row (or item).

extension IndexPath {
  /// The index path of `row` in `section`, for a `ListView`.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The index path of `item` in `section`, for a `GridView`.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section (the first index). The index path must have two indexes.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row within the section (the second index). The index path must have two indexes.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item within the section, for grids: the same index as `row`.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
