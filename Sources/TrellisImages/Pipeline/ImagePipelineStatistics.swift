/// What an ``ImagePipeline`` has done since it was made: for tests, the bench and a
/// debugging overlay.
public struct ImagePipelineStatistics: Equatable, Sendable {
  /// Requests answered from the memory cache.
  public var memoryHits = 0
  /// Files read from the disk cache instead of downloaded.
  public var diskHits = 0
  /// Downloads started.
  public var downloads = 0
  /// Local files read.
  public var fileReads = 0
  /// Pictures decoded.
  public var decodes = 0
  /// The most decodes that ran at one time (at most the configuration's
  /// `maxConcurrentDecodes`).
  public var mostDecodesAtOnce = 0
  /// Requests that joined one already on its way instead of starting their own.
  public var joined = 0
  /// Loads stopped because everyone waiting for them went away.
  public var cancelled = 0

  /// No activity yet.
  public init() {}
}
