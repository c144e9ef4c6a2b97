import Testing
import TrellisRx
import TrellisTerminal
import TrellisUI

// The example of TrellisUI's getting-started article, kept here so it compiles and passes.

/// A greeting screen: type a name, see the greeting, press the button to clear it.
final class GreetingView: View {
  let nameField = TextField(placeholder: "your name")
  let greeting = Label()
  let clearButton = Button("Clear")
  private let disposeBag = DisposeBag()

  override init() {
    super.init()
    let stack = StackView(
      axis: .vertical, spacing: 1,
      [(nameField, .fixed(1)), (greeting, .fixed(1)), (clearButton, .fixed(1))])
    addSubview(BorderView(PaddingView(stack, insets: EdgeInsets(horizontal: 1)), title: "Hello"))

    // What the user types, and an empty name when the button is pressed.
    let cleared = clearButton.rx.tap.map { "" }
    let name = Observable.merge(nameField.rx.text.orEmpty.asObservable(), cleared)

    name
      .map { $0.isEmpty ? "Who are you?" : "Hello, \($0)!" }
      .bind(to: greeting.rx.text)
      .disposed(by: disposeBag)
    cleared
      .bind(to: nameField.rx.text)
      .disposed(by: disposeBag)
  }
}

@Suite struct GettingStartedExampleTests {
  @MainActor
  @Test func typingGreetsAndTheButtonClears() {
    let view = GreetingView()
    let window = Window(rootView: view, size: Size(width: 24, height: 7))
    let screen = HeadlessTerminal(width: 24, height: 7)

    window.focus(view.nameField)
    for character in "Ada" { window.dispatch(.key(.character(character))) }
    screen.render(window.render())
    #expect(
      screen.lines == [
        "┌ Hello ───────────────┐",
        "│ Ada                  │",
        "│                      │",
        "│ Hello, Ada!          │",
        "│                      │",
        "│      [ Clear ]       │",
        "└──────────────────────┘",
      ])

    window.dispatch(.key(.tab))
    window.dispatch(.key(.enter))
    screen.render(window.render())
    #expect(screen.lines[1] == "│ your name            │")
    #expect(screen.lines[3] == "│ Who are you?         │")
  }
}
