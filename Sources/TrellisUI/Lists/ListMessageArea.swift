import TrellisTerminal

/// A list (or grid) and a message about it sharing one area — the empty state: while the
/// list has no items the message sits in the middle of the area ("No tasks yet. Press n to
/// add one."), at its fitting size; once it has items, the message sits above the list,
/// taking the rows it needs (none while it is empty), and the list the rest.
///
/// ```swift
/// let empty = Label("", style: Style(attributes: .dim), alignment: .center, lineMode: .wrap)
/// let area = ListMessageArea(list: listView, message: empty)
/// ```
///
/// The message can be any view: a label, or a row of a spinner and a label. A label in
/// it wraps at the area's width; give it `.center` alignment to center each line.
public final class ListMessageArea: View {
  /// The list.
  public let list: CellScrollView
  /// The message: centered while the list is empty, above it otherwise.
  public let message: View

  /// An area showing `list` and `message`.
  public init(list: CellScrollView, message: View) {
    self.list = list
    self.message = message
    super.init()
    addSubview(list)
    addSubview(message)
  }

  /// Whether the list has no items (the message is then centered).
  public var isListEmpty: Bool {
    list.loadedItemCount == 0
  }

  /// The list takes the whole area while empty, with the message centered in it; else the
  /// message takes its rows at the top and the list the rest.
  public override func layoutSubviews() {
    let fit = message.isHidden ? Size.zero : message.sizeThatFits(frame.size)
    if isListEmpty {
      list.frame = frame
      message.frame = Rect(
        x: frame.x + (frame.width - fit.width) / 2, y: frame.y + (frame.height - fit.height) / 2,
        width: fit.width, height: fit.height)
    } else {
      message.frame = Rect(x: frame.x, y: frame.y, width: frame.width, height: fit.height)
      list.frame = Rect(
        x: frame.x, y: frame.y + fit.height, width: frame.width,
        height: frame.height - fit.height)
    }
  }
}
