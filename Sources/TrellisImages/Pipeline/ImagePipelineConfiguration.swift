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
  /// The most pictures decoded at once (a decode can take up to the decoder's pixel limit
  /// in memory); the rest wait their turn, and a waiting one that nobody wants any more is
  /// never decoded.
  public var maxConcurrentDecodes: Int
  /// The largest download or file read, in bytes.
  public var maxFileBytes: Int
  /// The decoder and the size limits it checks before allocating pixels.
  public var decoder: ImageDecoder

  /// A configuration; by default 64 MiB in memory, no disk cache, 6 downloads and 2
  /// decodes at once, files up to 32 MiB, and the standard decoder limits.
  public init(
    memoryCacheBytes: Int = 64 << 20, diskCacheDirectory: URL? = nil,
    diskCacheBytes: Int = 256 << 20, maxConcurrentDownloads: Int = 6,
    maxFileBytes: Int = 32 << 20, decoder: ImageDecoder = ImageDecoder(),
    maxConcurrentDecodes: Int = 2
  ) {
    self.maxConcurrentDecodes = max(1, maxConcurrentDecodes)
    self.memoryCacheBytes = max(0, memoryCacheBytes)
    self.diskCacheDirectory = diskCacheDirectory
    self.diskCacheBytes = max(0, diskCacheBytes)
    self.maxConcurrentDownloads = max(1, maxConcurrentDownloads)
    self.maxFileBytes = max(1, maxFileBytes)
    self.decoder = decoder
  }
}
