import TrellisRx
import TrellisTerminal

/// A row of a `ListView` (or an item of a `GridView`): a view the list places, reuses and
/// marks as selected.
///
/// Subclass it to lay out your own content (labels, buttons) as subviews or to draw in
/// `draw(in:)`; a plain cell draws its `text`. Cells are reused: when a cell leaves the
/// screen (its row scrolled away, or the data was reloaded), the list calls
/// `prepareForReuse()` at once and keeps the cell in a small spare pool, to hand it out
/// again for another row. That replaces the cell's `disposeBag`, so bindings made while
/// configuring the cell for one row stop as soon as the row leaves the screen:
///
/// ```swift
/// list.rx.items(cellIdentifier: "Counter", cellType: CounterCell.self)) { row, counter, cell in
///   counter.value.map(String.init).bind(to: cell.valueLabel.rx.text).disposed(by: cell.disposeBag)
/// }
/// ```
///
/// Subclasses are made by the list through `init()`, so one that adds its own initializer
/// must also implement `required init()`.
open class ListCell: View {
  /// The identifier the cell was registered and dequeued with; nil for a cell made directly.
  public internal(set) var reuseIdentifier: String?

  /// The bag for bindings made while configuring the cell; replaced with a new, empty bag
  /// (disposing the old one) by `prepareForReuse()`.
  public var disposeBag = DisposeBag()

  /// Whether the cell shows the list's selection. The list sets it; a subclass can draw
  /// differently when it is true (the list also highlights the selected cell).
  public var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsDisplay() } }
  }

  /// A line of text the plain cell draws at its top left (sanitized when drawn); nil for
  /// none. `prepareForReuse()` clears it.
  public var text: String? {
    didSet { if text != oldValue { setNeedsDisplay() } }
  }

  /// The style of `text`.
  public var textStyle: Style = .plain {
    didSet { if textStyle != oldValue { setNeedsDisplay() } }
  }

  /// Creates a cell; the list gives it a frame.
  public required override init() {
    super.init()
  }

  /// Gets the cell ready for another row: replaces `disposeBag` with a new one (ending the
  /// bindings of the previous row), clears `text` and `isSelected`. Called by the list as
  /// the cell leaves the screen (after `didEndDisplaying()` when its item left), whether the
  /// spare pool keeps it or lets it go; subclasses that override it must call `super`.
  open func prepareForReuse() {
    disposeBag = DisposeBag()
    text = nil
    isSelected = false
  }

  /// The cell's item left the screen: stop work that only matters while it shows (a
  /// picture loading). Called just before `prepareForReuse()`, while the cell still holds
  /// its item's bindings; not called when a reload hands the cell straight back to an item
  /// still on screen. Does nothing by default; subclasses need not call `super`.
  open func didEndDisplaying() {}

  /// Draws `text`, sanitized, on the cell's first line.
  open override func draw(in buffer: inout Buffer) {
    guard let text, !text.isEmpty, !frame.isEmpty else { return }
    buffer.write(
      TextSanitizer.sanitize(text), column: frame.x, row: frame.y, style: textStyle, clip: frame)
  }
}
