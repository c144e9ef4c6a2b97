/// A tab a plugin adds to the app's tab bar: its title and the route of its root screen.
public struct PluginTab: Hashable, Sendable {
  /// The title in the tab bar.
  public let title: String
  /// The route of the tab's root screen, like `tasks`.
  public let route: String
  /// The id of the plugin that added the tab.
  public let pluginID: String

  /// A tab titled `title` opening `route`, added by `pluginID`.
  public init(title: String, route: String, pluginID: String) {
    self.title = title
    self.route = route
    self.pluginID = pluginID
  }
}
