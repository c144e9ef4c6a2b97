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
///
/// Two lifecycle hooks, both optional (the defaults do nothing):
/// - ``activate(in:)`` runs once every plugin has registered, in load order: the place to
///   start work that needs another plugin's service or the whole registry.
/// - ``willTerminate()`` runs when the app ends, before it waits for the pending work: the
///   place to flush what the plugin keeps in memory. It has the app's
///   `App/pendingWorkLimit` at most, shared with the pending work.
public protocol Plugin {
  /// Who the plugin is and what it requires.
  var manifest: PluginManifest { get }

  /// Adds the plugin's routes, commands, tabs and services to `context`. Throwing (or a
  /// conflicting registration) leaves the plugin out, with everything it registered
  /// rolled back. Runs on the main actor, as the screens its routes make do.
  @MainActor func register(in context: PluginContext) throws

  /// Called once after every plugin registered (the app's plugins in load order), for
  /// loaded plugins only. `context` gives the services the plugin may resolve and what
  /// all plugins registered. An error it throws is shown to the user (the app's status
  /// bar); the plugin stays loaded. Runs on the main actor.
  @MainActor func activate(in context: PluginActivation) throws

  /// Called once when the app ends — the user quit, or SIGTERM, SIGHUP or SIGINT asked it
  /// to — after the terminal is restored and before the app waits for its pending work.
  /// Flush what must be kept: write it here, or start it and track it in the app's
  /// `PendingWork`.
  ///
  /// It runs on a thread of its own, at the same time as the other plugins' hooks, while
  /// the main run loop turns (work hopping through the main queue goes on). The app waits
  /// for it at most `App/pendingWorkLimit` seconds, a bound shared with the pending work;
  /// a hook that throws or has not returned by then is reported on standard error and the
  /// app's exit status is 1 — the app ends anyway.
  func willTerminate() throws
}

extension Plugin {
  /// Does nothing.
  @MainActor public func activate(in context: PluginActivation) throws {}

  /// Does nothing.
  public func willTerminate() throws {}
}
