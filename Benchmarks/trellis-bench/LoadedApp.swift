import Foundation
import PhotoGallery
import RepoSearch
import Trellis

/// An app of the benchmark's list, RepoSearch, PhotoGallery and the query plugin, running on
/// the main scheduler in real time on a headless 80×24 screen whose frames are stamped.
/// RepoSearch's roots are the 1,000 repositories; PhotoGallery's folder the 10,000 photos.
@MainActor
final class LoadedApp {
  let app: App
  let session: AppSession
  let target: FrameStampingTarget
  private let folder: URL

  init(fixtures: AppLoadFixtures, queryProgress: QueryProgress) {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-bench-loaded-\(getpid())")
    let cache = folder.appendingPathComponent("cache")
    let variables = [
      "BENCH_REPOS_ROOTS": "[\"\(fixtures.repositories)\"]", "BENCH_REPOS_MAXDEPTH": "6",
      "BENCH_PHOTOS_FOLDER": fixtures.photos, "BENCH_PHOTOS_SOURCE": "local",
    ]
    let services = ServiceContainer()
    do {
      try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
      services.register(
        .database, try Database(path: folder.appendingPathComponent("bench.sqlite").path))
      services.register(
        .settings,
        try Settings(
          app: "bench", path: folder.appendingPathComponent("settings.json").path,
          environment: variables))
      services.register(.http, HTTPClient(configuration: HTTPClientConfiguration(appName: "bench")))
    } catch {
      check(false, "could not make the loaded app's services: \(error)")
    }
    let plugins: [Plugin] = [
      BenchListPlugin(),
      RepoSearchPlugin(currentDirectory: folder.path, home: folder.path),
      PhotoGalleryPlugin(environment: ["XDG_CACHE_HOME": cache.path], home: cache.path),
      BenchQueryPlugin(progress: queryProgress),
    ]
    app = App(name: "bench", version: "1.0.0", plugins: plugins, services: services)
    let failed = app.report.entries.filter { $0.status != .loaded }
    check(failed.isEmpty, "plugins did not load: \(failed)")
    target = FrameStampingTarget(size: TerminalSize(width: 80, height: 24))
    session = app.start(
      target: target, scheduler: MainScheduler.asyncInstance, environment: app.screenEnvironment(),
      route: "rows")
    // A key's frame is drawn as soon as the main thread is free: the 60 Hz pacing would
    // hold a key that comes just after a frame the loads caused, which is not the main
    // thread being busy.
    session.loop.frameInterval = .nanoseconds(0)
    pump(seconds: 0.1)
  }

  /// Removes the app's folder (its database and settings).
  func removeFolder() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Opens `route` as a deep link and lets the app draw it.
  func open(_ route: String) {
    check(session.navigator.open(route), "could not open \(route): \(statusText)")
    pump(seconds: 0.05)
  }

  /// Selects the tab titled `title` (its root screen is made the first time), then pushes
  /// `route` onto its stack.
  func push(_ route: String, inTab title: String) {
    let tab = session.navigator.tabs.firstIndex { $0.title == title }
    check(tab.map { session.navigator.selectTab($0) } == true, "no tab \(title)")
    _ = session.navigator.push(route)
    let path = route.prefix { $0 != "?" }
    check(
      session.currentRoute.hasPrefix(path),
      "could not push \(route) (showing \(session.currentRoute)): \(statusText)")
    pump(seconds: 0.05)
  }

  /// The visible screen's view, or the first of its subviews, that is a `T`.
  func visibleView<T: View>(_ type: T.Type) -> T? {
    guard let root = session.navigator.visibleScreen?.view else { return nil }
    var queue = [root]
    while !queue.isEmpty {
      let view = queue.removeFirst()
      if let found = view as? T { return found }
      queue += view.subviews
    }
    return nil
  }

  /// Types `text` through the app's input, a key at a time, letting the app react.
  func type(_ text: String) {
    for character in text {
      session.loop.deliver(.key(.character(character)))
      pump(seconds: 0.01)
    }
  }

  /// Shows the benchmark's list and selects its first row.
  func showRows() {
    check(session.navigator.selectTab(0), "could not select the list's tab")
    pump(seconds: 0.05)
    session.loop.deliver(.key(.down))
    pump(seconds: 0.05)
    check(session.currentRoute == "rows", "the list is not shown (\(session.currentRoute))")
  }

  /// Turns the main run loop for `seconds`.
  func pump(seconds: TimeInterval) {
    let until = Date().addingTimeInterval(seconds)
    repeat {
      _ = RunLoop.main.run(mode: .default, before: min(until, Date().addingTimeInterval(0.01)))
    } while Date() < until
  }

  /// Turns the main run loop until `condition` holds, at most `timeout` seconds.
  func pump(timeout: TimeInterval, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition(), Date() < deadline { pump(seconds: 0.02) }
    return condition()
  }

  private var statusText: String {
    session.shell.status.message.map { "\($0)" } ?? "no message"
  }
}
