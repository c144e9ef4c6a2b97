import Foundation
import TrellisTerminal

/// A virtualized grid of fixed-size cells (photo thumbnails, say), UICollectionView-shaped
/// with a flow layout: items flow left to right, then top to bottom, as many to a grid row
/// as fit the width; only the items on screen have cells.
///
/// ```swift
/// let grid = GridView(cellSize: Size(width: 20, height: 10))
/// photos.bind(to: grid.rx.items(cellIdentifier: "Photo", cellType: PhotoCell.self)) {
///   item, photo, cell in cell.photo = photo
/// }.disposed(by: bag)
/// ```
///
/// The arrows (and `h`/`j`/`k`/`l`) move the selection in two dimensions; the rest of the
/// keys, the mouse and the events are those of `CellScrollView`. A grid has one section:
/// index paths are `IndexPath(item:section: 0)`.
///
/// The grid holds its data source strongly (unlike UIKit).
public final class GridView: CellScrollView {
  /// What the grid shows; setting it reloads the grid.
  public var dataSource: GridViewDataSource? {
    didSet { reloadData() }
  }

  /// The size of every cell (at least 1×1).
  public var cellSize: Size {
    didSet { if cellSize != oldValue { setNeedsLayout() } }
  }

  /// Blank columns between cells.
  public var columnSpacing: Int {
    didSet { if columnSpacing != oldValue { setNeedsLayout() } }
  }

  /// Blank lines between grid rows.
  public var rowSpacing: Int {
    didSet { if rowSpacing != oldValue { setNeedsLayout() } }
  }

  private var count = 0

  /// An empty grid of `cellSize` cells (20×10 by default), `columnSpacing` columns apart
  /// (1) and `rowSpacing` lines apart (0).
  public init(
    cellSize: Size = Size(width: 20, height: 10), columnSpacing: Int = 1, rowSpacing: Int = 0
  ) {
    self.cellSize = cellSize
    self.columnSpacing = columnSpacing
    self.rowSpacing = rowSpacing
    super.init()
  }

  /// The layout for the current count, sizes and width (left of the scroll bar).
  var geometry: GridGeometry {
    geometry(width: cellArea.width)
  }

  /// The layout for the current count and sizes in `width` columns.
  func geometry(width: Int) -> GridGeometry {
    GridGeometry(
      itemCount: count, cellSize: cellSize, columnSpacing: columnSpacing, rowSpacing: rowSpacing,
      width: width)
  }

  /// The number of cells in a grid row at the current width.
  public var columns: Int {
    geometry.columns
  }

  // MARK: Cells

  /// Registers `cellClass` (made with `init()`) for `identifier`.
  public func register(_ cellClass: ListCell.Type, forCellWithReuseIdentifier identifier: String) {
    pool.register(identifier) { cellClass.init() }
  }

  /// Registers `make` to build the cells for `identifier`.
  public func register(
    forCellWithReuseIdentifier identifier: String, _ make: @escaping () -> ListCell
  ) {
    pool.register(identifier, make: make)
  }

  /// Whether a cell is registered for `identifier`.
  public func isRegistered(_ identifier: String) -> Bool {
    pool.isRegistered(identifier)
  }

  /// A cell for `identifier`: a spare one, prepared for reuse, or a new one. Traps when no
  /// cell is registered for `identifier`.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> ListCell
  {
    pool.dequeue(identifier)
  }

  /// The number of items.
  public var numberOfItems: Int {
    loadedItemCount
  }

  // MARK: Geometry

  override func reloadCounts() {
    count = Swift.max(0, dataSource?.gridView(self, numberOfItemsInSection: 0) ?? 0)
  }

  override var itemCount: Int { count }
  override func contentHeight(width: Int) -> Int { geometry(width: width).contentHeight }

  override func canSpareColumn(ofWidth width: Int) -> Bool {
    geometry(width: width - 1).columns == geometry(width: width).columns
  }
  override func lines(ofItem index: Int) -> Range<Int> { geometry.lines(ofItem: index) }
  override func items(inLines lines: Range<Int>) -> Range<Int> { geometry.items(inLines: lines) }
  override func snapDown(_ line: Int) -> Int { geometry.snapDown(line) }
  override func snapUp(_ line: Int) -> Int { geometry.snapUp(line) }
  override func indexPath(forItem index: Int) -> IndexPath { IndexPath(item: index, section: 0) }

  override func item(for indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0,
      indexPath.item < count
    else { return nil }
    return indexPath.item
  }

  override var modelDataSource: SectionedViewDataSourceType? {
    dataSource as? SectionedViewDataSourceType
  }

  override var itemsPerPage: Int {
    let layout = geometry
    return Swift.max(1, frame.height / layout.pitchY) * layout.columns
  }

  override func cellFrame(ofItem index: Int) -> Rect {
    let layout = geometry
    return Rect(
      x: frame.x + index % layout.columns * layout.pitchX,
      y: frame.y + layout.lines(ofItem: index).lowerBound - contentOffset,
      width: layout.cellSize.width, height: layout.cellSize.height)
  }

  override func item(atColumn column: Int, row: Int) -> Int? {
    guard cellArea.contains(column: column, row: row) else { return nil }
    return geometry.item(atColumn: column - frame.x, line: contentOffset + row - frame.y)
  }

  override func item(from index: Int, moving direction: CellMoveDirection) -> Int? {
    geometry.item(from: index, moving: direction)
  }

  override func makeCell(forItem index: Int) -> ListCell {
    guard let dataSource else { return ListCell() }
    return dataSource.gridView(self, cellForItemAt: IndexPath(item: index, section: 0))
  }
}
