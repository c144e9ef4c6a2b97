import Foundation
import Trellis

/// A counters plugin for harness tests: `counters` (a count, `+` adds), `counters/:id` (a
/// detail reading an int parameter), `counters/edit` (a modal returning a number), a tab,
/// and commands: one with a key that opens the detail of 7, one that throws.
struct HarnessTestCountersPlugin: Plugin {
  struct Broken: LocalizedError {
    var errorDescription: String? { "the counters are broken" }
  }

  let manifest = PluginManifest(
    id: "counters", displayName: "Counters", version: "1.0.0", apiVersion: 1...1)

  func register(in context: PluginContext) throws {
    context.route("counters", title: "Counters") { _, _ in
      let view = HarnessTestCounterView()
      return Screen(
        title: "Counters", view: view, viewModel: HarnessTestCounterViewModel(),
        input: { screen in
          .init(
            increments: view.plus.asObservable(), edited: screen.results(of: Int.self),
            open: view.open.asObservable(), edit: view.edit.asObservable())
        },
        bind: { output, screen in
          output.text.bind(to: view.label.rx.text).disposed(by: screen.disposeBag)
          output.navigation.bind(to: screen.navigation).disposed(by: screen.disposeBag)
        })
    }
    context.route("counters/:id", title: "Counter") { match, _ in
      let id = try match.int("id")
      return Screen(title: "Counter \(id)", view: Label("Detail of \(id)"))
    }
    context.route("counters/edit", title: "Edit counter") { _, _ in
      let field = TextField(placeholder: "new count")
      let screen = Screen(title: "Edit counter", view: field, keyHints: [KeyHint("enter", "save")])
      field.rx.didSubmit
        .subscribe(onNext: { [weak screen, weak field] in
          screen?.finish(with: Int(field?.text ?? "") ?? 0)
        })
        .disposed(by: screen.disposeBag)
      return screen
    }
    context.tab(title: "Counters", route: "counters")
    context.command(
      Command(id: "counters.seven", title: "Show seven", key: "ctrl-s", route: "counters/7"))
    context.command(Command(id: "counters.break", title: "Break counters") { throw Broken() })
  }
}
