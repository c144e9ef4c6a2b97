import TrellisTerminal
import TrellisUI

/// The plugin built into every ``App``: the `plugins` route (what loaded, what was disabled,
/// what failed and why) and the `help` route (keys, tabs, commands, routes), each with a
/// tab, and the `messages` route (every message of the session; key `m`). It loads before the app's plugins, so its routes and tab titles are reserved.
struct ShellPlugin: Plugin {
  /// Its id, `trellis`.
  static let id = "trellis"

  /// Its manifest, claiming the `plugins`, `help` and `messages` routes outside its id.
  static let manifest = PluginManifest(
    id: ShellPlugin.id, displayName: "Trellis shell", version: TrellisCore.version.semantic,
    apiVersion: TrellisCore.pluginAPIVersion...TrellisCore.pluginAPIVersion,
    routePrefixes: ["plugins", "help", "messages"])
  var manifest: PluginManifest { Self.manifest }
  /// Whether it adds the Plugins and Help tabs.
  let addsTabs: Bool
  /// The session's messages, for the Messages screen.
  let messages: MessageLog
  /// The Plugins screen's view, made when the screen opens.
  let pluginsView: () -> PluginsView
  /// The lines of the Help page at a width, laid out again when the width changes.
  let helpPage: (Int) -> [StyledLine]

  func register(in context: PluginContext) throws {
    context.route("plugins", title: "Plugins") { _, _ in
      Screen(title: "Plugins", view: pluginsView())
    }
    context.route("help", title: "Help") { _, _ in
      Screen(title: "Help", view: ReflowingPageView(layout: helpPage))
    }
    context.route(AppShell.messagesRoute, title: "Messages") { _, environment in
      let view = ReflowingPageView { width in
        MessagesPage.lines(for: messages.entries, width: width)
      }
      let screen = Screen(title: "Messages", view: view)
      messages.additions.observe(on: environment.mainScheduler)
        .subscribe(onNext: { [weak view] _ in view?.reload() })
        .disposed(by: screen.disposeBag)
      return screen
    }
    if addsTabs {
      context.tab(title: "Plugins", route: "plugins")
      context.tab(title: "Help", route: "help")
    }
  }
}

extension App {
  /// The manifest of the plugin built into every app (the first in ``report``): no other
  /// plugin may have its id (`trellis`) or an id that is one of the routes it claims
  /// (`plugins`, `help`, `messages`).
  public nonisolated static let builtInPlugin = ShellPlugin.manifest
}
