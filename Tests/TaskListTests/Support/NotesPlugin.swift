import Trellis

/// Another plugin that starts a task by deep link: `x` on its screen opens
/// `tasks/new?title=Reply%20to%20Ada`.
struct NotesPlugin: Plugin {
  let manifest = PluginManifest(
    id: "notes", displayName: "Notes", version: "1.0.0", apiVersion: 1...1)

  func register(in context: PluginContext) throws {
    context.route("notes", title: "Notes") { _, _ in
      let view = NotesView()
      let screen = Screen(title: "Notes", view: view)
      view.onReply = { [weak screen] in screen?.navigate(.open("tasks/new?title=Reply%20to%20Ada"))
      }
      return screen
    }
    context.tab(title: "Notes", route: "notes")
  }
}
