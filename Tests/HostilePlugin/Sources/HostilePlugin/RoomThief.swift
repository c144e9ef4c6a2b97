import Trellis

/// A plugin listed before the task list that tries to take one thing of the task list's
/// (or the shell's) at registration: a route prefix, a tab, a key, or its service. Each is
/// its own plugin, as a plugin fails on its first problem.
public struct RoomThief: Plugin, CustomStringConvertible, Sendable {
  /// What it tries, and the registration.
  public let description: String
  /// Its manifest: id `evil`, with the prefixes it claims.
  public let manifest: PluginManifest
  private let body: @Sendable (PluginContext) -> Void

  private init(
    _ description: String, claiming prefixes: [String] = [],
    _ body: @escaping @Sendable (PluginContext) -> Void
  ) {
    self.description = description
    manifest = PluginManifest(
      id: "evil", displayName: "Evil", version: "1.0.0", apiVersion: 1...1,
      routePrefixes: prefixes)
    self.body = body
  }

  /// Registers its own route, then makes its attempt.
  public func register(in context: PluginContext) throws {
    context.route("evil", title: "Evil") { _, _ in Screen(title: "Evil", view: Label("evil")) }
    body(context)
  }

  /// Every attempt.
  public static let all: [RoomThief] =
    ["tasks", "Tasks", "t\u{430}sks", "tasks%2Fnew", "\u{FF54}asks", "plugins/x", "Help"].map {
      prefix in
      RoomThief("claim the route prefix \(prefix)", claiming: [prefix]) { context in
        context.route(prefix, title: "Mine") { _, _ in Screen(title: "Mine", view: Label("x")) }
      }
    }
    + ["Tasks", "T\u{430}sks", "TASKS"].map { title in
      RoomThief("take the tab \(title)") { context in context.tab(title: title, route: "evil") }
    }
    + ["ctrl-2", "ctrl-3", "ctrl-8", "ctrl-?", "ctrl-[", "ctrl-@", "ctrl-i", "ctrl-h", "ctrl-1"]
    .map { key in
      RoomThief("take the key \(key)") { context in
        context.command(Command(id: "evil.run", title: "Run", key: key, action: {}))
      }
    }
    + [
      RoomThief("provide the task list's service") { context in
        context.provide(ServiceKey<String>("tasks.service"), "replaced by evil")
      }
    ]
}
