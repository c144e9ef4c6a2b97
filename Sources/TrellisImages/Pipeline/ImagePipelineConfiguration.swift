import Foundation
import TrellisServices

/// How an ``ImagePipeline`` caches, downloads and decodes.
public struct ImagePipelineConfiguration: Sendable {
  /// The most bytes of decoded pictures (and their renderings) kept in memory.
  public var memoryCacheBytes: Int
  /// Where downloaded files are kept; nil keeps none on disk.
  public var diskCacheDirectory: URL?
  /// The most bytes of downloaded files kept on disk.
  public var diskCacheBytes: Int
  /// The most downloads running at once; the rest wait their turn.
  public var maxConcurrentDownloads: Int
  /// The largest download or file read, in bytes.
  public var maxFileBytes: Int
  /// The decoder and the size limits it checks before allocating pixels.
  public var decoder: ImageDecoder

  /// A configuration; by default 64 MiB in memory, no disk cache, 6 downloads at once,
  /// files up to 32 MiB, and the standard decoder limits.
  public init(
    memoryCacheBytes: Int = 64 << 20, diskCacheDirectory: URL? = nil,
    diskCacheBytes: Int = 256 << 20, maxConcurrentDownloads: Int = 6,
    maxFileBytes: Int = 32 << 20, decoder: ImageDecoder = ImageDecoder()
  ) {
    self.memoryCacheBytes = max(0, memoryCacheBytes)
    self.diskCacheDirectory = diskCacheDirectory
    self.diskCacheBytes = max(0, diskCacheBytes)
    self.maxConcurrentDownloads = max(1, maxConcurrentDownloads)
    self.maxFileBytes = max(1, maxFileBytes)
    self.decoder = decoder
  }

  /// The folder `app`'s downloaded pictures are kept in: `$XDG_CACHE_HOME/<app>/images`
  /// (`~/.cache/<app>/images` by default).
  ///
  /// - Throws: `AppDirectoriesError` when the app name or the home folder is unusable.
  public static func diskCacheDirectory(
    app: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> URL {
    diskCacheDirectory(directories: try AppDirectories(app: app, environment: environment))
  }

  /// The folder downloaded pictures are kept in: `images` in `directories`' cache folder.
  public static func diskCacheDirectory(directories: AppDirectories) -> URL {
    directories.cacheDirectory.appendingPathComponent("images", isDirectory: true)
  }
}
