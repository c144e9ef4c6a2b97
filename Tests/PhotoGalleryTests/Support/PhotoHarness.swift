import Foundation
import Trellis
import TrellisTesting

@testable import PhotoGallery

/// An app of the PhotoGallery plugin on a headless terminal in real time (pictures load
/// on background threads), its settings in a file of its own folder: the local folder is
/// `folder`, the API is `baseURL` (a FixtureServer) with `accessKey`, the cache is its own.
@MainActor
struct PhotoHarness {
  let harness: AppHarness
  let home: PhotoFolder

  init(
    folder: String? = nil, baseURL: URL? = nil, accessKey: String? = nil,
    size: TerminalSize = TerminalSize(width: 80, height: 24), timeout: TimeInterval = 10,
    route: String
  ) throws {
    home = try PhotoFolder()
    var variables: [String: String] = [:]
    if let folder { variables["PHOTO_TEST_PHOTOS_FOLDER"] = folder }
    if let baseURL { variables["PHOTO_TEST_PHOTOS_BASE_URL"] = baseURL.absoluteString }
    if let accessKey { variables["UNSPLASH_ACCESS_KEY"] = accessKey }
    let settings = try Settings(
      app: "photo-test", path: home.url.appendingPathComponent("settings.json").path,
      environment: variables)
    let services = ServiceContainer()
    services.register(.settings, settings)
    services.register(
      .http,
      HTTPClient(
        configuration: HTTPClientConfiguration(
          appName: "photo-test", timeout: timeout, retryPolicy: HTTPRetryPolicy(maxAttempts: 1))))
    // The app's folders in the test's own folder: the plugin's cache is in there.
    services.register(.appDirectories, try AppDirectories(app: "photo-test", folder: home.path))
    harness = AppHarness(
      plugins: [PhotoGalleryPlugin(environment: [:], home: home.path)],
      services: services, size: size, clock: .real, route: route)
  }

  /// The grid screen, when it is the one shown.
  var grid: PhotoGridScreen? {
    harness.session.navigator.visibleScreen as? PhotoGridScreen
  }

  /// The cells on screen.
  var cells: [PhotoCell] {
    grid?.gridView.gridView.visibleCells.compactMap { $0 as? PhotoCell } ?? []
  }

  /// The screen's lines joined.
  var text: String { harness.screenText }

  /// Waits (a bound, not a timing assertion) until `condition` holds: up to two minutes,
  /// since a whole suite beside two busy processes can hold the main queue for long; a
  /// wait that succeeds ends as soon as the condition holds.
  func wait(_ condition: () -> Bool) async -> Bool {
    await harness.waitUntil(timeout: 120, condition)
  }
}
