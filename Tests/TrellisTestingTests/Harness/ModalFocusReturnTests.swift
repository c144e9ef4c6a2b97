import Testing
import Trellis
import TrellisTesting

/// A form of three fields, and a modal route over it.
@MainActor
private final class FormFields {
  let fields = [TextField(placeholder: "one"), TextField(placeholder: "two"), TextField()]
}

private struct FormPlugin: Plugin {
  let form: FormFields
  let manifest = PluginManifest(
    id: "form", displayName: "Form", version: "1.0.0", apiVersion: 1...1)

  func register(in context: PluginContext) throws {
    let fields = form.fields
    context.route("form", title: "Form") { _, _ in
      Screen(
        title: "Form",
        view: StackView(axis: .vertical, fields.map { ($0, SizeRule.fixed(1)) }))
    }
    context.route("form/ask", title: "Ask") { _, _ in
      Screen(title: "Ask", view: TextField(placeholder: "answer"))
    }
    context.tab(title: "Form", route: "form")
  }
}

/// Whatever is presented over the screen — a modal screen, the palette, the help — the
/// focus comes back to the field that had it, not the screen's first field.
@MainActor
@Suite struct ModalFocusReturnTests {
  private func harness() -> (AppHarness, FormFields) {
    let form = FormFields()
    let harness = AppHarness(
      plugins: [FormPlugin(form: form)], size: TerminalSize(width: 60, height: 12),
      route: "form")
    return (harness, form)
  }

  @Test func aModalScreenGivesTheFocusBackToTheThirdField() throws {
    let (harness, form) = harness()
    #expect(harness.shell.window.focusedView === form.fields[0])
    try harness.send(keys: "tab tab")
    #expect(harness.shell.window.focusedView === form.fields[2])
    harness.navigator.present("form/ask")
    harness.settle()
    #expect(harness.shell.window.focusedView !== form.fields[2])
    try harness.send(keys: "esc")
    #expect(harness.navigator.visibleScreen?.title == "Form")
    #expect(harness.shell.window.focusedView === form.fields[2])
  }

  @Test func thePaletteAndTheHelpGiveTheFocusBack() throws {
    let (harness, form) = harness()
    try harness.send(keys: "tab")
    #expect(harness.shell.window.focusedView === form.fields[1])
    try harness.send(keys: "ctrl-p esc")
    #expect(harness.shell.palette == nil)
    #expect(harness.shell.window.focusedView === form.fields[1])
    harness.shell.openHelp()
    harness.settle()
    try harness.send(keys: "esc")
    #expect(harness.shell.help == nil)
    #expect(harness.shell.window.focusedView === form.fields[1])
  }
}
