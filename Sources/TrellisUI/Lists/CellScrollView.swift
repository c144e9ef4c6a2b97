import Foundation
import TrellisRx
import TrellisTerminal

/// The shared base of `ListView` and `GridView`: a scrolling, virtualized host of reusable
/// cells, with a selection, keyboard and mouse handling, and the events behind their `.rx`
/// members.
///
/// Only the items on screen have cells, and only those cells are subviews: layout, drawing
/// and memory follow what is visible, not the number of items, so a million rows cost what
/// a hundred do. A cell that scrolls away hears `didEndDisplaying()` (and
/// `rx.didEndDisplayingCell` emits), so work it started for its item — a picture
/// downloading — can stop at once; then `prepareForReuse()` ends its bindings, and it goes
/// to a small spare pool (or is let go when the pool is full) to be handed out again for the
/// next item that comes on screen. A cell that stays on screen keeps its content and its
/// bindings until the data is reloaded.
///
/// The scroll position, `contentOffset`, counts lines (terminal rows) of content above the
/// top edge. It always rests on the top of a row (or section header), so the top cell is
/// never cut; the bottom one may be.
///
/// When the content is taller than the view, the rightmost column shows a scroll bar
/// (``showsScrollIndicator``): a thumb the size of the visible part, where it is. The
/// cells take the columns left of it. (A grid shows it only in a column its cells leave
/// free: one grid column fewer would cost more than the bar tells.)
public class CellScrollView: View {
  let pool = CellReusePool()
  let events = CellScrollEvents()

  /// The items that have cells, and their cells in the same order.
  var visibleRange: Range<Int> = 0..<0
  var cells: [ListCell] = []

  var needsReload = true
  var needsCellReload = false
  var needsReveal = false
  var offset = 0
  var selectedIndex: Int?
  var bottomReportedCount: Int?
  var isInLayout = false
  var pendingEvents: [() -> Void] = []

  /// The attributes added to the selected cell while the view (or something in it) has the
  /// focus; reverse video by default.
  public var focusedSelectionAttributes: TextAttributes = .reverse {
    didSet { setNeedsDisplay() }
  }
  /// The attributes added to the selected cell while the focus is elsewhere; none by default
  /// (the cell still knows it is selected through `isSelected`).
  public var selectionAttributes: TextAttributes = [] {
    didSet { setNeedsDisplay() }
  }
  /// The keys that emit `itemDeleted` for the selection: Delete and `d` by default; empty
  /// turns deleting off. They act only while something observes `itemDeleted` (until then
  /// they go on to the superviews and the app, as keys the list does not use).
  public var deleteKeys: [KeyEvent] = [.delete, .character("d")]
  /// Whether the list takes letter keys: `j`, `k` (and `h`, `l` in a grid), `g` and `G`
  /// move the selection as the arrows, Home and End do, and a letter among `deleteKeys`
  /// deletes. True by default; false lets every letter go on to the superviews and the app
  /// (a list beside the app's own letter shortcuts).
  public var usesLetterKeys = true
  /// How many lines one turn of the mouse wheel scrolls (rounded up to whole rows).
  public var wheelStep = 3
  /// Whether the rightmost column shows a scroll bar while the content is taller than the
  /// view; true by default.
  public var showsScrollIndicator = true {
    didSet { if showsScrollIndicator != oldValue { setNeedsLayout() } }
  }
  /// How the scroll bar's track looks.
  public var scrollTrackStyle = Style(attributes: .dim) {
    didSet { setNeedsDisplay() }
  }
  /// How the scroll bar's thumb looks.
  public var scrollThumbStyle = Style.plain {
    didSet { setNeedsDisplay() }
  }

  /// Only `ListView` and `GridView` are made.
  override init() {
    super.init()
  }

  /// The view takes the focus, so its keys reach it.
  public override var canBecomeFocused: Bool {
    true
  }

  /// The list is one stop of Tab; its cells' buttons are reached by keys and the mouse.
  public override var tabReachesSubviews: Bool {
    false
  }

  /// The keys: arrows and `j`/`k` (`h`/`l` in a grid) move the selection, PgUp/PgDn by a
  /// screenful, Home/End and `g`/`G` to the ends; Enter emits `itemSelected`, the delete
  /// keys `itemDeleted` (when observed). Other keys go on to the superview.
  public override func keyDown(_ event: KeyEvent) -> Bool {
    handleKey(event)
  }

  /// A left press on an item selects it and emits `itemSelected`; the wheel scrolls.
  public override func mouseEvent(_ event: MouseEvent) -> Bool {
    handleMouse(event)
  }

  /// Moving, choosing, and (when someone listens for it) deleting.
  public override var keyHints: [KeyHint] {
    listKeyHints
  }

  // MARK: Data

  /// Forgets the cached counts and cells; the next layout asks the data source again.
  public func reloadData() {
    needsReload = true
    needsCellReload = true
    setNeedsLayout()
  }

  /// Asks the data source for its counts if a reload is pending.
  func reloadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    reloadCounts()
    if let selected = selectedIndex {
      selectedIndex = itemCount == 0 ? nil : Swift.min(selected, itemCount - 1)
    }
  }

  /// The number of items, after a pending reload.
  var loadedItemCount: Int {
    reloadIfNeeded()
    return itemCount
  }

  // MARK: Visible cells

  /// The cells on screen, top to bottom.
  public var visibleCells: [ListCell] {
    cells
  }

  /// The index paths of the items on screen, in order.
  public var indexPathsForVisibleItems: [IndexPath] {
    visibleRange.map(indexPath(forItem:))
  }

  /// The cell showing the item at `indexPath`, if it is on screen.
  public func cellForItem(at indexPath: IndexPath) -> ListCell? {
    guard let index = item(for: indexPath), visibleRange.contains(index) else { return nil }
    return cells[index - visibleRange.lowerBound]
  }

  /// The number of spare cells waiting for reuse (for tests and diagnostics).
  var spareCellCount: Int {
    pool.spareCount
  }

  // MARK: Events

  /// Runs `event` now, or after the layout pass if one is running (so subscribers never
  /// see the view half laid out).
  func emit(_ event: @escaping () -> Void) {
    if isInLayout {
      pendingEvents.append(event)
    } else {
      event()
    }
  }

  // MARK: Layout and drawing

  /// Places the cells of the visible items, asking the data source for the ones that came
  /// on screen and recycling the ones that left.
  public override func layoutSubviews() {
    layoutCells()
  }

  /// Draws the view and its cells, then marks the selected cell and draws the scroll bar.
  override func drawTree(in buffer: inout Buffer) {
    super.drawTree(in: &buffer)
    drawSelection(in: &buffer)
    drawScrollIndicator(in: &buffer)
  }

  // MARK: Geometry hooks, given by ListView and GridView

  /// Reads the counts from the data source.
  func reloadCounts() {}
  /// The number of items (rows across all sections, or grid items).
  var itemCount: Int { 0 }
  /// The lines of content when the cells are `width` columns wide.
  func contentHeight(width: Int) -> Int { 0 }
  /// Whether the cells lose nothing to a scroll bar taking one of `width` columns.
  func canSpareColumn(ofWidth width: Int) -> Bool { true }
  /// The content lines the cell of item `index` covers.
  func lines(ofItem index: Int) -> Range<Int> { 0..<0 }
  /// The content lines to show when item `index` is revealed (a list adds the header of a
  /// section's first row).
  func revealLines(ofItem index: Int) -> Range<Int> { lines(ofItem: index) }
  /// The items with a cell on content lines `lines`.
  func items(inLines lines: Range<Int>) -> Range<Int> { 0..<0 }
  /// Where item `index`'s cell goes on screen, for the current offset (not clipped).
  func cellFrame(ofItem index: Int) -> Rect { .zero }
  /// The item under screen cell (`column`, `row`), if any.
  func item(atColumn column: Int, row: Int) -> Int? { nil }
  /// The top of the row or header holding `line`.
  func snapDown(_ line: Int) -> Int { line }
  /// The first top of a row or header at or after `line`.
  func snapUp(_ line: Int) -> Int { line }
  /// The item a move from `index` goes to; nil when the view has no such move.
  func item(from index: Int, moving direction: CellMoveDirection) -> Int? { nil }
  /// How many items a page key moves.
  var itemsPerPage: Int { 1 }
  /// A configured cell for item `index`, from the data source.
  func makeCell(forItem index: Int) -> ListCell { ListCell() }
  /// The index path of item `index`.
  func indexPath(forItem index: Int) -> IndexPath { IndexPath(item: index, section: 0) }
  /// The item at `indexPath`, if it exists.
  func item(for indexPath: IndexPath) -> Int? { nil }
  /// The data source, if it can give the model at an index path (for `modelSelected`).
  var modelDataSource: SectionedViewDataSourceType? { nil }
}
