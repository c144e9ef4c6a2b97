/// A feature plugin: a manifest saying who it is and what it needs, and a registration
/// step that adds its routes, commands, tabs and services to the app.
///
/// ```swift
/// struct CountersPlugin: Plugin {
///   let manifest = PluginManifest(id: "counters", displayName: "Counters", version: "1.0.0", apiVersion: 1...1)
///
///   func register(in context: PluginContext) throws {
///     context.route("counters", title: "Counters") { _, environment in
///       CountersScreen(environment: environment)
///     }
///     context.tab(title: "Counters", route: "counters")
///     context.command(Command(id: "counters.reset", title: "Reset counters", route: "counters?reset=1"))
///   }
/// }
/// ```
///
/// Plugins never import each other: they open each other's routes by string and share
/// services through the container. See ``PluginHost`` for how plugins are loaded.
public protocol Plugin {
  /// Who the plugin is and what it requires.
  var manifest: PluginManifest { get }

  /// Adds the plugin's routes, commands, tabs and services to `context`. Throwing (or a
  /// conflicting registration) leaves the plugin out, with everything it registered
  /// rolled back.
  func register(in context: PluginContext) throws
}
