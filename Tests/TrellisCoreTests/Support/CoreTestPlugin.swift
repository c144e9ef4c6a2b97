import TrellisCore
import TrellisUI

/// A plugin for app tests, made of what it is given: routes (pattern and title, each a
/// plain screen showing the title), tabs (title and route), commands.
struct CoreTestPlugin: Plugin {
  let manifest: PluginManifest
  var routes: [(String, String)] = []
  var tabs: [(String, String)] = []
  var commands: [Command] = []

  func register(in context: PluginContext) throws {
    for (pattern, title) in routes {
      context.route(pattern, title: title) { _, _ in Screen(title: title, view: Label(title)) }
    }
    for (title, route) in tabs { context.tab(title: title, route: route) }
    for command in commands { context.command(command) }
  }
}
