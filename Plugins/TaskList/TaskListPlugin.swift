import TrellisCore

/// The task list plugin (being written).
public struct TaskListPlugin: Plugin {
  /// Who the plugin is.
  public let manifest = PluginManifest(id: "tasks", displayName: "Tasks", version: "0.1.0")

  /// A plugin.
  public init() {}

  /// Registers nothing yet.
  public func register(in context: PluginContext) throws {}
}
