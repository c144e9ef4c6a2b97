import TrellisCore
import TrellisUI

/// Screen factories for tests.
@MainActor
enum RouterTestScreens {
  /// A factory making a plain screen titled after the route.
  static func plain(_ match: RouteMatch, _ environment: ScreenEnvironment) throws -> Screen {
    Screen(title: match.route.description, view: Label(match.route.description))
  }

  /// A router with `patterns`, each opening a plain screen.
  static func router(_ patterns: [String]) throws -> Router {
    try Router(
      entries: patterns.map {
        RouteEntry(
          pattern: try RoutePattern($0), title: $0, pluginID: "test", makeScreen: plain)
      })
  }
}
