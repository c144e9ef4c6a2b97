/// Everything the loaded plugins registered: their routes (in a ``Router``), commands and
/// tabs, in load order. The shell builds its tab bar, command palette and navigator from it.
public struct PluginRegistry {
  /// The routes of all loaded plugins.
  public internal(set) var router = Router()
  /// The commands of all loaded plugins, in load order.
  public internal(set) var commands: [Command] = []
  /// The tabs of all loaded plugins, in load order.
  public internal(set) var tabs: [PluginTab] = []
  /// Which plugin provided each service a plugin provided, by service name.
  public internal(set) var serviceProviders: [String: String] = [:]

  /// An empty registry.
  public init() {}

  /// The registered routes, in load order.
  public var routes: [RouteEntry] {
    router.entries
  }

  /// The command with id `id`, if one is registered.
  public func command(id: String) -> Command? {
    commands.first { $0.id == id }
  }
}
