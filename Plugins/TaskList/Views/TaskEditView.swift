import Trellis

/// The edit form: title, notes and due date fields with their messages, a line for a save
/// under way (when it waits for the database) or failed, and Save and Cancel buttons.
///
/// Tab and Shift-Tab move between the fields and buttons; Enter in any field saves (as
/// the Save button does); Esc closes the screen without saving (the shell's back).
///
/// The view is as tall as its rows (``sizeThatFits(_:)``), so the modal box around it
/// fits the form: six rows, and one more for each line of a message.
public final class TaskEditView: View {
  /// The width of the field names' column.
  static let labelWidth = 10

  /// The title field.
  public let titleField = TextField(placeholder: "what to do")
  /// The notes field.
  public let notesField = TextField(placeholder: "optional")
  /// The due date field.
  public let dueDateField = TextField(placeholder: "\(TaskDay.format), optional")
  /// The title's message.
  public let titleMessage = TaskEditView.messageLabel()
  /// The due date's message.
  public let dueDateMessage = TaskEditView.messageLabel()
  /// Why saving failed.
  public let errorMessage = TaskEditView.messageLabel()
  /// A save under way: that it waits for the database, and how long at most.
  public let saveNotice = Label("", lineMode: .wrap, maximumLines: 3)
  /// Saves.
  public let saveButton = Button("Save")
  /// Closes without saving.
  public let cancelButton = Button("Cancel")

  /// The rows, top to bottom.
  private let column = StackView(axis: .vertical)
  /// The rows with a margin above and at the sides.
  private lazy var rows = PaddingView(column, insets: EdgeInsets(top: 1, left: 1, right: 1))

  /// A form showing `form`.
  public init(form: TaskForm) {
    super.init()
    titleField.maximumLength = TaskFormValidation.titleLimit
    notesField.maximumLength = TaskFormValidation.notesLimit
    dueDateField.maximumLength = 32
    titleField.text = form.title
    notesField.text = form.notes
    dueDateField.text = form.dueDate
    let buttons = StackView(
      axis: .horizontal, spacing: 2, [(saveButton, .fit), (cancelButton, .fit), (View(), .fill)])
    let arranged: [(View, SizeRule)] = [
      (TaskEditView.row("Title", titleField), .fixed(1)),
      (TaskEditView.indented(titleMessage), .fit),
      (TaskEditView.row("Notes", notesField), .fixed(1)),
      (TaskEditView.row("Due date", dueDateField), .fixed(1)),
      (TaskEditView.indented(dueDateMessage), .fit),
      (saveNotice, .fit),
      (errorMessage, .fit),
      (View(), .fixed(1)),
      (buttons, .fixed(1)),
    ]
    for (view, rule) in arranged { column.addArrangedSubview(view, size: rule) }
    addSubview(rows)
  }

  /// The form's rows and margins, as wide as offered.
  public override func sizeThatFits(_ available: Size) -> Size {
    Size(width: available.width, height: rows.sizeThatFits(available).height)
  }

  /// Enter in any of the fields.
  public var submits: Observable<Void> {
    Observable.merge(
      titleField.rx.didSubmit.asObservable(), notesField.rx.didSubmit.asObservable(),
      dueDateField.rx.didSubmit.asObservable())
  }

  /// The form's keys, for the status bar.
  public override var keyHints: [KeyHint] {
    [KeyHint("enter", "save"), KeyHint("tab", "next field"), KeyHint("esc", "cancel")]
  }

  private static func messageLabel() -> Label {
    // Empty, it takes no room.
    Label("", style: Style(foreground: .red), lineMode: .wrap, maximumLines: 3)
  }

  private static func row(_ name: String, _ field: TextField) -> View {
    StackView(
      axis: .horizontal,
      [(Label(name, style: Style(attributes: .bold)), .fixed(labelWidth)), (field, .fill)])
  }

  private static func indented(_ view: View) -> View {
    PaddingView(view, insets: EdgeInsets(left: labelWidth))
  }
}
