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

  /// The source the gallery starts on: the `source` setting, else the API when
  /// `configuration` (read once, off the main thread, by `CachedSettings`) has an
  /// access key, else the local folder.
  func source(configuration: UnsplashConfiguration?) -> PhotoSource {
    if let text = try? section.get("source", default: ""), let source = PhotoSource(rawValue: text)
    {
      return source
    }
    return configuration?.trimmedKey != nil ? .unsplash : .local
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

  /// Whether `~/Pictures` holds an entry that is not hidden: read an entry at a time, up to
  /// the first one (a folder of many files is not listed whole).
  private var picturesHasFiles: Bool {
    guard let folder = opendir(picturesFolder) else { return false }
    defer { closedir(folder) }
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") { return true }
    }
    return false
  }

  /// The folder to show: the setting, else `~/Pictures` when it holds something, else
  /// the samples, made now if needed (this can take a few seconds the first time; it stops
  /// between two pictures once `isCancelled` says so). Call it off the main thread.
  ///
  /// - Throws: `PhotoGalleryError.samplesFailed` when the samples cannot be written;
  ///   `CancellationError` when `isCancelled` stopped the painting.
  func localFolder(isCancelled: () -> Bool = { false }) throws -> String {
    if let configured = configuredFolder { return configured }
    if picturesHasFiles { return picturesFolder }
    let samples = SampleSet(folder: samplesFolder)
    try samples.prepare(isCancelled: isCancelled)
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
