import TrellisUI

/// A registered route: its pattern, the title shown in the command palette and the
/// breadcrumbs, the plugin that registered it, and the factory that makes its screen.
public struct RouteEntry {
  /// The pattern routes are matched against.
  public let pattern: RoutePattern
  /// A short title, like "Edit task".
  public let title: String
  /// The id of the plugin that registered the route (empty for routes an app adds itself).
  public let pluginID: String
  /// How a deep link shows the route: pushed on its tab's stack, or presented as a modal
  /// over its parent (a form such as `tasks/new`).
  public let presentation: RoutePresentation
  /// Makes the screen for a match; may throw (a ``RouteError`` from a typed parameter
  /// reader, or any error), which the navigator shows to the user.
  public let makeScreen: @MainActor (RouteMatch, ScreenEnvironment) throws -> Screen

  /// An entry for `pattern`.
  public init(
    pattern: RoutePattern, title: String, pluginID: String,
    presentation: RoutePresentation = .push,
    makeScreen: @escaping @MainActor (RouteMatch, ScreenEnvironment) throws -> Screen
  ) {
    self.pattern = pattern
    self.title = title
    self.pluginID = pluginID
    self.presentation = presentation
    self.makeScreen = makeScreen
  }
}
