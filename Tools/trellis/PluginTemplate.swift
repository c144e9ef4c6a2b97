/// The files of `trellis new plugin`: a plugin package that builds and whose tests pass the
/// moment it is made — the plugin (a route, a tab, a palette command), an Input/Output view
/// model, a view and its screen, an app to try it in, tests in virtual time and through
/// AppHarness, a README, a DocC catalog and a `.swift-format`.
struct PluginTemplate {
  let name: ScaffoldName
  let trellis: TrellisDependency

  /// `RepoStats` → `Repo stats`.
  var title: String {
    let words = ScaffoldName.kebabCase(name.type).split(separator: "-")
    return words.enumerated().map { $0.offset == 0 ? $0.element.capitalized : String($0.element) }
      .joined(separator: " ")
  }

  var scaffold: Scaffold {
    let (type, id) = (name.type, name.id)
    return Scaffold(files: [
      "Package.swift": packageManifest,
      "Sources/\(type)/\(type)Plugin.swift": plugin,
      "Sources/\(type)/\(type)ViewModel.swift": viewModel,
      "Sources/\(type)/\(type)View.swift": view,
      "Sources/\(type)/\(type)Screen.swift": screen,
      "Sources/\(type)/\(type).docc/\(type).md": documentation,
      "Sources/\(type)Library/Entry.swift": entry,
      "Sources/\(id)-app/main.swift": app,
      "Tests/\(type)Tests/\(type)ViewModelTests.swift": viewModelTests,
      "Tests/\(type)Tests/\(type)ScreenTests.swift": screenTests,
      "README.md": readme,
      ".swift-format": trellis.formatConfiguration ?? TrellisDependency.plainFormatConfiguration,
      ".gitignore": ".build/\n.swiftpm/\n",
    ])
  }

  private var trellisProduct: String { trellis.product("Trellis", of: .trellis) }

  var packageManifest: String {
    let (type, id) = (name.type, name.id)
    let testing = trellis.product("TrellisTesting", of: .testing)
    return """
      // swift-tools-version: 6.0
      import PackageDescription

      // The \(title) plugin for Trellis apps, made by `trellis new plugin`.
      let package = Package(
        name: "\(type)",
        products: [
          .library(name: "\(type)", targets: ["\(type)"]),
          // The plugin as a dynamic plugin (lib\(type)Library.so), for an app's plugins folder.
          .library(name: "\(type)Library", type: .dynamic, targets: ["\(type)Library"]),
          .executable(name: "\(id)-app", targets: ["\(id)-app"]),
        ],
        dependencies: [
          \(trellis.declaration(.trellis)),
          \(trellis.declaration(.testing)),
        ],
        targets: [
          // Everything takes the framework from the product Trellis (libTrellis.so), so that
          // the plugin library and the app loading it share one copy of Trellis. The tests
          // add TrellisTesting, which links libTrellis.so too.
          .target(
            name: "\(type)", dependencies: [\(trellisProduct)]),
          .target(
            name: "\(type)Library", dependencies: ["\(type)", \(trellisProduct)]),
          .executableTarget(
            name: "\(id)-app",
            dependencies: [
              "\(type)", \(trellisProduct),
            ]),
          .testTarget(
            name: "\(type)Tests",
            dependencies: [
              "\(type)", \(trellisProduct),
              \(testing),
            ]),
        ]
      )

      """
  }

  var plugin: String {
    let (type, id) = (name.type, name.id)
    return """
      import Trellis

      /// The \(title) plugin: the `\(id)` route (with an optional `?text=`), its tab, and a
      /// palette command.
      public struct \(type)Plugin: Plugin {
        /// Who the plugin is, and the plugin API it was written for.
        public let manifest = PluginManifest(
          id: "\(id)", displayName: "\(title)", version: "0.1.0",
          apiVersion: TrellisCore.pluginAPIVersion...TrellisCore.pluginAPIVersion)

        /// The plugin.
        public init() {}

        /// Registers the screen, its tab and a palette command.
        public func register(in context: PluginContext) throws {
          context.route("\(id)", title: "\(title)") { match, _ in
            \(type)Screen.make(text: match.query("text") ?? "")
          }
          context.tab(title: "\(title)", route: "\(id)")
          context.command(
            Command(
              id: "\(id).example", title: "\(title): an example", route: "\(id)?text=example"))
        }
      }

      """
  }

  var viewModel: String {
    let type = name.type
    return """
      import Trellis

      /// The screen's logic, as Input and Output: what is typed is echoed; Enter adds it to
      /// the count.
      public struct \(type)ViewModel: ViewModelType {
        /// What the view sends.
        public struct Input {
          /// The field's text.
          public let text: Observable<String>
          /// Enter in the field.
          public let submit: Observable<Void>

          /// The inputs.
          public init(text: Observable<String>, submit: Observable<Void>) {
            self.text = text
            self.submit = submit
          }
        }

        /// What the view shows.
        public struct Output {
          /// What was typed, or a prompt while the field is empty.
          public let echo: Driver<String>
          /// How many texts were sent.
          public let sent: Driver<String>
        }

        /// A view model.
        public init() {}

        /// Wires the inputs to the outputs.
        public func transform(_ input: Input) -> Output {
          let text = input.text.map { $0.trimmingCharacters(in: .whitespaces) }
          let echo = text.map { $0.isEmpty ? "Type something." : "You typed \\($0)." }
          let sent = input.submit
            .withLatestFrom(text)
            .filter { !$0.isEmpty }
            .scan(0) { count, _ in count + 1 }
            .map { $0 == 1 ? "1 sent" : "\\($0) sent" }
            .startWith("")
          return Output(
            echo: echo.asDriver(onErrorJustReturn: ""), sent: sent.asDriver(onErrorJustReturn: ""))
        }
      }

      """
  }

  var view: String {
    let type = name.type
    return """
      import Trellis

      /// The screen's view: a field, what was typed, and a count.
      public final class \(type)View: View {
        /// Where the text is typed.
        public let field = TextField(placeholder: "type here")
        /// What was typed.
        public let echo = Label()
        /// How many texts were sent.
        public let sent = Label(style: Style(attributes: .dim))

        /// A view with its subviews in a column.
        public override init() {
          super.init()
          addSubview(
            StackView(
              axis: .vertical, spacing: 1, [(field, .fixed(1)), (echo, .fixed(1)), (sent, .fixed(1))]))
        }
      }

      """
  }

  var screen: String {
    let type = name.type
    return """
      import Trellis

      /// Makes the screen: the view bound to its view model (on the main actor, like all UI).
      @MainActor
      enum \(type)Screen {
        static func make(text: String) -> Screen {
          let view = \(type)View()
          view.field.text = text
          return Screen(
            title: "\(title)", view: view, viewModel: \(type)ViewModel(),
            keyHints: [KeyHint("enter", "send")],
            input: { _ in
              \(type)ViewModel.Input(
                text: view.field.rx.text.orEmpty.asObservable(),
                submit: view.field.rx.didSubmit.asObservable())
            },
            bind: { output, screen in
              output.echo.drive(view.echo.rx.text).disposed(by: screen.disposeBag)
              output.sent.drive(view.sent.rx.text).disposed(by: screen.disposeBag)
            })
        }
      }

      """
  }

  var app: String {
    let (type, id) = (name.type, name.id)
    return """
      // \(id)-app: the \(title) plugin in an app of its own, to try it. `swift run \(id)-app`;
      // `--help` lists the options every Trellis app has.
      import Foundation
      import \(type)
      import Trellis

      exit(
        AppCommandLine(
          program: "\(id)-app", title: "\(title)", version: "0.1.0",
          summary: "Runs the \(title) plugin.", plugins: { _ in [\(type)Plugin()] }
        ).run())

      """
  }

  var entry: String {
    let type = name.type
    return """
      // The \(title) plugin as a dynamic plugin: `swift build --product \(type)Library`
      // makes lib\(type)Library.so; copy it into an app's plugins folder (or pass the app
      // `--plugin-dir`). The entry point has a target of its own, so that the plugin target
      // still links into apps statically.
      \(["Trellis", type].sorted().map { "import \($0)" }.joined(separator: "\n"))

      /// The entry point every Trellis app looks for in a plugin library.
      @_cdecl("trellis_plugin_entry")
      public func trellisPluginEntry(
        _ field: Int32, _ plugin: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
      ) -> UnsafePointer<CChar>? {
        DynamicPluginEntry.answer(field, plugin) { \(type)Plugin() }
      }

      """
  }

  var documentation: String {
    """
    # ``\(name.type)``

    The \(title) plugin for Trellis apps.

    ## Overview

    `\(name.type)Plugin` registers the `\(name.id)` route, its tab and a palette command.
    Its screen is a view bound to `\(name.type)ViewModel`, whose Input and Output are
    RxSwift-style sequences tested in virtual time.

    """
  }

  var readme: String {
    let (type, id) = (name.type, name.id)
    return """
      # \(title)

      A Trellis plugin, made by `trellis new plugin \(type)`.

      ```sh
      swift run \(id)-app                 # try it in an app of its own
      swift test                          # the view model in virtual time, the screen in AppHarness
      ```

      - `Sources/\(type)/\(type)Plugin.swift` — the manifest (id `\(id)`), the route, the tab
        and a palette command.
      - `Sources/\(type)/\(type)ViewModel.swift` — the logic, as Input and Output.
      - `Sources/\(type)/\(type)View.swift`, `\(type)Screen.swift` — what is drawn, and the
        two bound together.

      Add it to an app by listing `\(type)Plugin()` among its plugins, or load it into a
      Trellis app at run time:

      ```sh
      swift build --product \(type)Library
      mkdir -p ~/.local/share/<app>/plugins
      cp .build/debug/lib\(type)Library.so ~/.local/share/<app>/plugins/   # or: <app> --plugin-dir DIR
      ```

      The app must be built with the same Swift compiler and Trellis version (see the
      TrellisCore article "Dynamic plugins").

      """
  }
}
