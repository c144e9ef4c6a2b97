import Foundation
import PhotoGallery
import Trellis
import TrellisTesting

/// The photo gallery on a headless terminal in real time, showing a local folder, for the
/// image benchmarks.
@MainActor
final class GalleryApp {
  let harness: AppHarness

  init(folder: String, cache: URL, size: TerminalSize, memoryCacheMB: Int = 64) {
    let variables = [
      "BENCH_PHOTOS_FOLDER": folder, "BENCH_PHOTOS_MEMORY_CACHE_MB": "\(memoryCacheMB)",
    ]
    let settingsFile = cache.appendingPathComponent("settings.json").path
    let services = ServiceContainer()
    // The settings file is new and empty: only the variables count.
    if let settings = try? Settings(app: "bench", path: settingsFile, environment: variables) {
      services.register(.settings, settings)
    }
    services.register(.http, HTTPClient())
    harness = AppHarness(
      plugins: [PhotoGalleryPlugin(environment: ["XDG_CACHE_HOME": cache.path], home: cache.path)],
      services: services, size: size, clock: .real, route: "photos?source=local")
  }

  /// The gallery's cells on screen.
  var cells: [PhotoCell] {
    let screen = harness.session.navigator.visibleScreen as? PhotoGridScreen
    return screen?.gridView.gridView.visibleCells.compactMap { $0 as? PhotoCell } ?? []
  }

  /// The cells on screen showing their picture.
  var loadedCells: Int {
    cells.filter { $0.imageView.image != nil && !$0.spinner.isAnimating }.count
  }

  /// The megabytes of pictures the gallery's pipeline holds in memory.
  var pipelineMemoryMB: Int {
    let screen = harness.session.navigator.visibleScreen as? PhotoGridScreen
    return (screen?.galleryViewModel.thumbnails.pipeline.memoryBytes ?? 0) >> 20
  }

  /// Turns the main run loop (frames, deliveries) until `condition` holds, at most
  /// `timeout` seconds; whether it held.
  @discardableResult
  func pump(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
      RunLoop.main.run(until: Date().addingTimeInterval(0.001))
      if condition() { return true }
    } while Date() < deadline
    return condition()
  }
}
