import TrellisCore
import TrellisServices

/// Repository search: GitHub's repositories and the git repositories on this machine.
public struct RepoSearchPlugin: Plugin {
  /// Who the plugin is, and what it needs.
  public let manifest = PluginManifest(
    id: "repos", displayName: "Repos", version: "1.0.0",
    requiredServices: ["trellis.settings", "trellis.http", "trellis.notifier"])

  /// The plugin.
  public init() {}

  /// Registers the routes, the tab, the commands and the git service.
  public func register(in context: PluginContext) throws {}
}
