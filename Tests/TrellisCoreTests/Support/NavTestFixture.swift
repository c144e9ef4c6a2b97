import TrellisCore
import TrellisRx
import TrellisRxTest

/// A navigator over test routes, in virtual time, logging screens made and closed.
@MainActor
struct NavTestFixture {
  /// The routes every fixture registers.
  static let patterns = [
    "counters", "counters/:id", "tasks", "tasks/:id", "tasks/:id/edit", "tasks/new",
    "repos/search", "settings", "settings/advanced", "about",
  ]

  let scheduler = TestScheduler(initialClock: 0)
  let log = NavTestLog()
  let navigator: Navigator

  /// A navigator with tabs Counters (`counters`) and Tasks (`tasks`) unless `tabs` says
  /// otherwise, and `extra` routes besides the standard ones.
  init(
    tabs: [(String, String)] = [("Counters", "counters"), ("Tasks", "tasks")],
    extra: [RouteEntry] = []
  ) throws {
    let log = self.log
    var router = Router()
    for pattern in Self.patterns {
      try router.register(
        RouteEntry(pattern: try RoutePattern(pattern), title: pattern, pluginID: "test") {
          match, _ in
          log.append("made \(match.route)")
          return NavTestScreen(route: match.route.description, log: log)
        })
    }
    for entry in extra { try router.register(entry) }
    navigator = Navigator(
      router: router,
      tabs: tabs.map { PluginTab(title: $0.0, route: $0.1, pluginID: "test") },
      environment: ScreenEnvironment(
        services: ServiceContainer(), mainScheduler: scheduler, backgroundScheduler: scheduler))
  }

  /// The routes of the selected stack and modals.
  var routes: [String] {
    navigator.state.routes
  }

  /// Lets virtual time pass so intents sent so far are performed.
  func settle() {
    scheduler.advanceTo(scheduler.clock + 10)
  }
}
