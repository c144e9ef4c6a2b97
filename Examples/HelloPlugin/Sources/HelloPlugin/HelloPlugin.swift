import Trellis

/// A plugin that greets: a `hello` route (with an optional `?name=`), a tab, and a command.
/// The greeting word is a setting: `{"hello": {"greeting": "Bonjour"}}`; each greeting sent
/// is also a notice in the status bar, through the app's notifier.
public struct HelloPlugin: Plugin {
  /// Who the plugin is.
  public let manifest = PluginManifest(
    id: "hello", displayName: "Hello", version: "1.0.0", apiVersion: 1...1,
    optionalServices: [.key(.settings), .key(.notifier)])

  /// A plugin.
  public init() {}

  /// Registers the screen, its tab and a palette command.
  ///
  /// - Throws: the settings' error when `greeting` is not a string.
  public func register(in context: PluginContext) throws {
    let word = try (try? context.settings)?.section.get("greeting", default: "Hello") ?? "Hello"
    context.route("hello", title: "Hello") { match, environment in
      let notifier = try? environment.services.resolve(.notifier)
      let view = HelloView()
      view.nameField.text = match.query("name") ?? ""
      return Screen(
        title: "Hello", view: view, viewModel: HelloViewModel(word: word),
        keyHints: [KeyHint("enter", "greet")],
        input: { _ in
          HelloViewModel.Input(
            name: view.nameField.rx.text.orEmpty.asObservable(),
            greet: view.nameField.rx.didSubmit.asObservable())
        },
        bind: { output, screen in
          output.greeting.drive(view.greeting.rx.text).disposed(by: screen.disposeBag)
          output.greeted.drive(view.greeted.rx.text).disposed(by: screen.disposeBag)
          output.greeted.skip(1).drive(onNext: { notifier?.notice($0) })
            .disposed(by: screen.disposeBag)
        })
    }
    context.tab(title: "Hello", route: "hello")
    context.command(Command(id: "hello.world", title: "Greet the world", route: "hello?name=World"))
  }
}
