import Trellis

/// A plugin that speaks through the app's notifier: on its `notify` screen, `s` posts a
/// notice, `x` an error, `t` a toast whose `u` action posts "Undone".
struct HarnessTestNotifyingPlugin: Plugin {
  let manifest = PluginManifest(
    id: "notify", displayName: "Notify", version: "1.0.0", apiVersion: 1...1,
    requiredServices: [.key(.notifier)])

  func register(in context: PluginContext) throws {
    context.route("notify", title: "Notify") { _, environment in
      let notifier = try environment.services.resolve(.notifier)
      let view = HarnessTestKeyView()
      view.actions = [
        "s": { notifier.notice("Saved") },
        "x": { notifier.error("Disk full") },
        "l": { notifier.error("The save failed.\nThe disk is full: free some space.") },
        "t": {
          notifier.toast("Deleted", action: KeyHint("u", "undo")) { notifier.notice("Undone") }
        },
      ]
      return Screen(title: "Notify", view: view)
    }
    context.tab(title: "Notify", route: "notify")
  }
}
