import Trellis

/// A plugin that greets: a `hello` route (with an optional `?name=`), a tab, and a command.
public struct HelloPlugin: Plugin {
  /// Who the plugin is.
  public let manifest = PluginManifest(
    id: "hello", displayName: "Hello", version: "1.0.0", apiVersion: 1...1)

  /// A plugin.
  public init() {}

  /// Registers the screen, its tab and a palette command.
  public func register(in context: PluginContext) throws {
    context.route("hello", title: "Hello") { match, _ in
      let view = HelloView()
      view.nameField.text = match.query("name") ?? ""
      return Screen(
        title: "Hello", view: view, viewModel: HelloViewModel(),
        keyHints: [KeyHint("enter", "greet")],
        input: { _ in
          HelloViewModel.Input(
            name: view.nameField.rx.text.orEmpty.asObservable(),
            greet: view.nameField.rx.didSubmit.asObservable())
        },
        bind: { output, screen in
          output.greeting.drive(view.greeting.rx.text).disposed(by: screen.disposeBag)
          output.greeted.drive(view.greeted.rx.text).disposed(by: screen.disposeBag)
        })
    }
    context.tab(title: "Hello", route: "hello")
    context.command(Command(id: "hello.world", title: "Greet the world", route: "hello?name=World"))
  }
}
