import Foundation
import TrellisTerminal

/// A vertical, virtualized list of rows in sections, UITableView-shaped: a data source
/// gives the counts, the section headers and a cell per row; cells are registered by reuse
/// identifier and dequeued; only the rows on screen have cells.
///
/// ```swift
/// let list = ListView()
/// list.register(TaskCell.self, forCellReuseIdentifier: "Task")
/// tasks.bind(to: list.rx.items(cellIdentifier: "Task", cellType: TaskCell.self)) {
///   row, task, cell in cell.text = task.title
/// }.disposed(by: bag)
/// list.rx.itemSelected.subscribe(onNext: { indexPath in … }).disposed(by: bag)
/// ```
///
/// Rows are `rowHeight` lines tall (1 by default); a section whose data source gives a
/// header title starts with a header line in `headerStyle`. Keys, mouse and events are
/// described on `CellScrollView`: arrows and `j`/`k` move the selection, Enter emits
/// `itemSelected`, Delete and `d` emit `itemDeleted`, the wheel scrolls.
///
/// The list holds its data source strongly (unlike UIKit), so a `ListDataSource` can be
/// made in place; a data source that holds the list should hold it weakly.
public final class ListView: CellScrollView {
  /// What the list shows; setting it reloads the list.
  public var dataSource: ListViewDataSource? {
    didSet { reloadData() }
  }

  /// The lines of each row (at least 1).
  public var rowHeight = 1 {
    didSet {
      rowHeight = Swift.max(1, rowHeight)
      if rowHeight != oldValue { reloadData() }
    }
  }

  /// The style of section header lines.
  public var headerStyle = Style(attributes: .bold) {
    didSet { setNeedsDisplay() }
  }

  private(set) var geometry = ListGeometry()
  /// The sanitized header titles, read at reload.
  private var headerTitles: [String?] = []

  /// An empty list; give it a data source and register its cells.
  public override init() {
    super.init()
  }

  // MARK: Cells

  /// Registers `cellClass` (made with `init()`) for `identifier`.
  public func register(_ cellClass: ListCell.Type, forCellReuseIdentifier identifier: String) {
    pool.register(identifier) { cellClass.init() }
  }

  /// Registers `make` to build the cells for `identifier`.
  public func register(
    forCellReuseIdentifier identifier: String, _ make: @escaping () -> ListCell
  ) {
    pool.register(identifier, make: make)
  }

  /// Whether a cell is registered for `identifier`.
  public func isRegistered(_ identifier: String) -> Bool {
    pool.isRegistered(identifier)
  }

  /// A cell for `identifier`: a spare one, prepared for reuse, or a new one. Traps when no
  /// cell is registered for `identifier`.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> ListCell
  {
    pool.dequeue(identifier)
  }

  // MARK: Sections and rows

  /// The number of sections.
  public var numberOfSections: Int {
    reloadIfNeeded()
    return geometry.sectionCount
  }

  /// The number of rows in `section` (0 for a section that does not exist).
  public func numberOfRows(inSection section: Int) -> Int {
    reloadIfNeeded()
    guard section >= 0, section < geometry.sectionCount else { return 0 }
    return geometry.rowCounts[section]
  }

  /// The selected row's index path, if any.
  public var indexPathForSelectedRow: IndexPath? {
    indexPathForSelectedItem
  }

  /// Selects the row at `indexPath` (nil clears the selection), scrolling to show it.
  public func selectRow(at indexPath: IndexPath?, scrollToVisible: Bool = true) {
    selectItem(at: indexPath, scrollToVisible: scrollToVisible)
  }

  /// Scrolls as little as needed to show the row at `indexPath`.
  public func scrollToRow(at indexPath: IndexPath) {
    scrollToItem(at: indexPath)
  }

  /// The cell showing the row at `indexPath`, if it is on screen.
  public func cellForRow(at indexPath: IndexPath) -> ListCell? {
    cellForItem(at: indexPath)
  }

  // MARK: Drawing

  /// Draws the header lines on screen, left of the scroll bar.
  public override func draw(in buffer: inout Buffer) {
    let height = frame.height
    let width = cellArea.width
    guard height > 0, geometry.contentHeight > 0 else { return }
    let top = contentOffset
    let bottom = Swift.min(top + height, geometry.contentHeight)
    guard top < bottom else { return }
    var section = geometry.section(atLine: top)
    while section < geometry.sectionCount, geometry.sectionStarts[section] < bottom {
      let line = geometry.sectionStarts[section]
      if geometry.hasHeader[section], line >= top {
        let row = frame.y + line - top
        let area = Rect(x: frame.x, y: row, width: width, height: 1)
        buffer.fill(area, with: .blank(headerStyle))
        if let title = headerTitles[section] {
          buffer.write(title, column: frame.x, row: row, style: headerStyle, clip: area)
        }
      }
      section += 1
    }
  }

  // MARK: Geometry

  override func reloadCounts() {
    guard let dataSource else {
      geometry = ListGeometry(rowHeight: rowHeight)
      headerTitles = []
      return
    }
    let sections = Swift.max(0, dataSource.numberOfSections(in: self))
    var counts: [Int] = []
    var titles: [String?] = []
    counts.reserveCapacity(sections)
    titles.reserveCapacity(sections)
    for section in 0..<sections {
      counts.append(dataSource.listView(self, numberOfRowsInSection: section))
      titles.append(
        dataSource.listView(self, titleForHeaderInSection: section).map {
          TextSanitizer.sanitize($0)
        })
    }
    geometry = ListGeometry(
      rowHeight: rowHeight, rowCounts: counts, hasHeader: titles.map { $0 != nil })
    headerTitles = titles
  }

  override var itemCount: Int { geometry.rowCount }
  override func contentHeight(width: Int) -> Int { geometry.contentHeight }
  override func lines(ofItem index: Int) -> Range<Int> { geometry.lines(ofRow: index) }
  override func revealLines(ofItem index: Int) -> Range<Int> { geometry.revealLines(ofRow: index) }
  override func items(inLines lines: Range<Int>) -> Range<Int> { geometry.rows(inLines: lines) }
  override func snapDown(_ line: Int) -> Int { geometry.snapDown(line) }
  override func snapUp(_ line: Int) -> Int { geometry.snapUp(line) }
  override func indexPath(forItem index: Int) -> IndexPath { geometry.indexPath(ofRow: index) }
  override func item(for indexPath: IndexPath) -> Int? { geometry.row(for: indexPath) }

  override var modelDataSource: SectionedViewDataSourceType? {
    dataSource as? SectionedViewDataSourceType
  }

  override var itemsPerPage: Int {
    Swift.max(1, frame.height / rowHeight)
  }

  override func cellFrame(ofItem index: Int) -> Rect {
    let top = geometry.lines(ofRow: index).lowerBound
    return Rect(
      x: frame.x, y: frame.y + top - contentOffset, width: cellArea.width, height: rowHeight)
  }

  override func item(atColumn column: Int, row: Int) -> Int? {
    guard cellArea.contains(column: column, row: row) else { return nil }
    return geometry.row(atLine: contentOffset + row - frame.y)
  }

  override func item(from index: Int, moving direction: CellMoveDirection) -> Int? {
    switch direction {
    case .up: return Swift.max(0, index - 1)
    case .down: return Swift.min(geometry.rowCount - 1, index + 1)
    case .left, .right: return nil
    }
  }

  override func makeCell(forItem index: Int) -> ListCell {
    guard let dataSource else { return ListCell() }
    return dataSource.listView(self, cellForRowAt: geometry.indexPath(ofRow: index))
  }
}
