import Trellis

/// The greeting screen's view: a name field, the greeting, and a count.
public final class HelloView: View {
  /// Where the name is typed.
  public let nameField = TextField(placeholder: "your name")
  /// The greeting.
  public let greeting = Label()
  /// The count of greetings sent.
  public let greeted = Label(style: Style(attributes: .dim))

  /// A view with its subviews laid out in a column.
  public override init() {
    super.init()
    addSubview(
      StackView(
        axis: .vertical, spacing: 1,
        [(nameField, .fixed(1)), (greeting, .fixed(1)), (greeted, .fixed(1))]))
  }
}
