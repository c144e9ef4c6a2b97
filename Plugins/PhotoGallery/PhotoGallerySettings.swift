import Foundation
import Trellis
import TrellisImages

/// The plugin's settings, in the `photos` section (each can be set by an environment
/// variable too, like `TRELLIS_DEMO_PHOTOS_FOLDER=~/Pictures`):
///
/// - `source`: `unsplash` or `local`, the source the gallery starts on (remembered when
///   the user switches); by default the API when an access key is set, else local;
/// - `baseURL` and the secret `accessKey` (falling back to `UNSPLASH_ACCESS_KEY`): the API;
/// - `folder`: the local pictures (default `~/Pictures` where it exists, else the
///   generated samples in the cache folder);
/// - `memoryCacheMB` (64), `diskCacheMB` (256), `maxDownloads` (6): the image pipeline.
struct PhotoGallerySettings {
  /// The plugin's own settings and secrets.
  let settings: PluginSettings
  let home: String
  /// The plugin's own cache folder; nil when the app keeps no folders.
  let cacheFolder: URL?

  private var section: SettingsSection { settings.section }

  /// Whether an access key is set (its value is never read here).
  var hasAccessKey: Bool {
    let key = try? settings.secret(
      UnsplashConfiguration.accessKeySetting,
      fallbackVariables: [UnsplashConfiguration.accessKeyVariable])
    return key != nil
  }

  /// The source the gallery starts on.
  var source: PhotoSource {
    if let text = try? section.get("source", default: ""), let source = PhotoSource(rawValue: text)
    {
      return source
    }
    return hasAccessKey ? .unsplash : .local
  }

  /// Remembers `source`, off the main thread; completes once saved.
  func save(_ source: PhotoSource) -> Completable {
    section.saving("source", source.rawValue)
  }

  /// The plugin's cache folder (``PluginContext/directories``); nil in an app that keeps
  /// no folders, which then keeps no pictures on disk and its samples in the temporary
  /// folder.
  private var cache: URL? { cacheFolder }

  /// The folder the generated samples live in.
  var samplesFolder: URL {
    let cache =
      self.cache
      ?? URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(settings.app)
    return cache.appendingPathComponent("photo-samples", isDirectory: true)
  }

  /// The folder set by `folder`, `~` expanded; nil when none is set.
  var configuredFolder: String? {
    guard let text = try? section.get("folder", default: ""), !text.isEmpty else { return nil }
    return text == "~" || text.hasPrefix("~/") ? home + text.dropFirst() : text
  }

  /// Whether showing the local folder would paint the samples first.
  var needsSamples: Bool {
    configuredFolder == nil && !picturesHasFiles
      && SampleSet(folder: samplesFolder).entries() == nil
  }

  private var picturesFolder: String { (home as NSString).appendingPathComponent("Pictures") }

  private var picturesHasFiles: Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: picturesFolder)) ?? []
    return names.contains { !$0.hasPrefix(".") }
  }

  /// The folder to show: the setting, else `~/Pictures` when it holds something, else
  /// the samples, made now if needed (this can take a few seconds the first time).
  func localFolder() throws -> String {
    if let configured = configuredFolder { return configured }
    if picturesHasFiles { return picturesFolder }
    let samples = SampleSet(folder: samplesFolder)
    try samples.prepare()
    return samples.folder.path
  }

  /// The image pipeline's configuration.
  var pipeline: ImagePipelineConfiguration {
    func number(_ key: String, _ fallback: Int, _ range: ClosedRange<Int>) -> Int {
      min(
        max((try? section.get(key, default: fallback)) ?? fallback, range.lowerBound),
        range.upperBound)
    }
    let diskFolder = cache?.appendingPathComponent("images", isDirectory: true)
    return ImagePipelineConfiguration(
      memoryCacheBytes: number("memoryCacheMB", 64, 4...4096) << 20,
      diskCacheDirectory: diskFolder, diskCacheBytes: number("diskCacheMB", 256, 0...65536) << 20,
      maxConcurrentDownloads: number("maxDownloads", 6, 1...32))
  }
}
