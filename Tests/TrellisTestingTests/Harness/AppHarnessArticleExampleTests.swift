import Testing
import Trellis
import TrellisTesting

// The example of TestingWithAppHarness.md, compiled and run.

struct HarnessGreeterPlugin: Plugin {
  let manifest = PluginManifest(
    id: "greet", displayName: "Greeter", version: "1.0.0", apiVersion: 1...1,
    requiredServices: [.key(.notifier)])

  func register(in context: PluginContext) throws {
    context.route("greet", title: "Greet") { _, environment in
      let notifier = try environment.services.resolve(.notifier)
      let field = TextField(placeholder: "your name")
      let screen = Screen(title: "Greet", view: field, keyHints: [KeyHint("enter", "greet")])
      field.rx.didSubmit
        .subscribe(onNext: { [weak field] in notifier.notice("Hello, \(field?.text ?? "")!") })
        .disposed(by: screen.disposeBag)
      return screen
    }
    context.tab(title: "Greet", route: "greet")
  }
}

@Suite struct AppHarnessArticleExampleTests {
  @MainActor
  @Test func greetsWhoeverIsTyped() throws {
    let harness = AppHarness(
      plugins: [HarnessGreeterPlugin()], size: TerminalSize(width: 40, height: 10))
    #expect(harness.screen[0] == " Greet │ Plugins │ Help")
    #expect(harness.screen[1] == "your name")

    try harness.send(keys: "A d a enter")
    #expect(harness.screen[1] == "Ada")
    #expect(harness.statusMessage == .notice("Hello, Ada!"))
    #expect(harness.screen[9] == "enter greet  ctrl-c quit     Hello, Ada!")

    harness.advance(by: .seconds(5))  // notices fade
    #expect(harness.statusMessage == nil)

    try harness.send(keys: "alt-2")  // the Plugins tab, from inside the field
    #expect(harness.currentRoute == "plugins")
    try harness.send(keys: "q")
    #expect(harness.didQuit)
  }
}
