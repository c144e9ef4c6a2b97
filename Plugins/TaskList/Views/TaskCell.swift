import Trellis

/// A row of the task list: the check box, the title, and the due date at the right
/// (`overdue …` in red when it has passed). Done tasks are dimmed. Everything is sanitized
/// before it is drawn. On a narrow row the title keeps its room: the due date is left out
/// before the title is cut (see `TextLayout.details(_:besideTitleOf:in:gap:separator:)`).
///
/// Cells are reused: the list dequeues one per visible row and calls
/// ``configure(with:)``; `prepareForReuse()` forgets the row it showed.
public final class TaskCell: ListCell {
  /// The identifier the list registers and dequeues the cell with.
  public static let reuseIdentifier = "TaskCell"

  /// The row shown, if any.
  public private(set) var model: TaskCellModel?
  /// The model's title and detail made ready for the screen once, when the model changes:
  /// drawing then costs the columns of the row, however long the title.
  private var title = DisplayText.empty
  private var detail = DisplayText.empty
  /// Called when the check box is clicked (the list toggles the task).
  public var onCheckboxClick: (() -> Void)?

  /// An empty cell; the list configures it.
  public required init() {
    super.init()
  }

  /// Shows `model`.
  public func configure(with model: TaskCellModel) {
    guard model != self.model else { return }
    if model.title != self.model?.title { title = DisplayText(model.title) }
    if model.detail != self.model?.detail { detail = DisplayText(model.detail) }
    self.model = model
    setNeedsDisplay()
  }

  /// Forgets the row, for another one.
  public override func prepareForReuse() {
    super.prepareForReuse()
    model = nil
    title = .empty
    detail = .empty
    onCheckboxClick = nil
  }

  /// A left click on the check box calls ``onCheckboxClick``; a click elsewhere goes on to
  /// the list (it selects and opens the row).
  public override func mouseEvent(_ event: MouseEvent) -> Bool {
    guard event.kind == .press, event.button == .left, let model, let onCheckboxClick,
      event.row == frame.y, event.column >= frame.x,
      event.column < frame.x + DisplayWidth.of(model.checkbox)
    else { return false }
    onCheckboxClick()
    return true
  }

  /// Draws the check box and title at the left and the due date at the right.
  public override func draw(in buffer: inout Buffer) {
    guard let model, !frame.isEmpty else { return }
    let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: 1)
    let style = model.task.isDone ? Style(attributes: .dim) : Style.plain
    var column = buffer.write(
      model.checkbox + " ", column: frame.x, row: frame.y, style: style, clip: row)
    let detail = TextLayout.details(
      [self.detail.string], besideTitleOf: title.width, in: frame.maxX - column)
    let detailWidth = detail.isEmpty ? 0 : DisplayWidth.of(detail)
    let room = frame.maxX - column - (detailWidth > 0 ? detailWidth + 1 : 0)
    if room > 0 {
      column = buffer.write(
        TextLayout.truncate(title.string, toWidth: room), column: column, row: frame.y,
        style: style,
        clip: row)
    }
    if detailWidth > 0, frame.maxX - detailWidth > column {
      let detailStyle = model.isOverdue ? Style(foreground: .red) : Style(attributes: .dim)
      buffer.write(
        detail, column: frame.maxX - detailWidth, row: frame.y, style: detailStyle, clip: row)
    }
  }
}
