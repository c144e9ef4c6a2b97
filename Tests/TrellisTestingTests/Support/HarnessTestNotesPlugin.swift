import Trellis

/// A notes plugin for harness tests: `notes`, a text field echoed below it, and a tab.
struct HarnessTestNotesPlugin: Plugin {
  let manifest = PluginManifest(
    id: "notes", displayName: "Notes", version: "2.0.0", apiVersion: 1...1)

  func register(in context: PluginContext) throws {
    context.route("notes", title: "Notes") { _, _ in
      let field = TextField(placeholder: "write a note")
      let echo = Label("")
      let view = StackView(axis: .vertical, [(field, .fixed(1)), (echo, .fixed(1))])
      let screen = Screen(title: "Notes", view: view, keyHints: [KeyHint("enter", "keep")])
      field.rx.text.orEmpty.map { "Note: \($0)" }.bind(to: echo.rx.text)
        .disposed(by: screen.disposeBag)
      return screen
    }
    context.tab(title: "Notes", route: "notes")
  }
}
