import TrellisCore

/// The Counters plugin (being written).
public struct CountersPlugin: Plugin {
  /// Who the plugin is.
  public let manifest = PluginManifest(id: "counters", displayName: "Counters", version: "0.1.0")

  /// A plugin.
  public init() {}

  /// Registers nothing yet.
  public func register(in context: PluginContext) throws {}
}
