import Foundation
import Synchronization
import TrellisRx
import TrellisServices
import TrellisTerminal
import TrellisUI

/// Gets pictures for cells: request a picture at a cell size, get a `Single` of a
/// ``TerminalImage`` already rendered for that size.
///
/// ```swift
/// let pipeline = ImagePipeline(http: http, configuration: ImagePipelineConfiguration(
///   diskCacheDirectory: try ImagePipelineConfiguration.diskCacheDirectory(app: "demo")))
/// cell.imageView.load(pipeline.image(for: ImageRequest(source: .url(url), box: size)))
/// ```
///
/// - Memory: decoded pictures are kept, least recently used first out, up to
///   ``ImagePipelineConfiguration/memoryCacheBytes``; ``cachedImage(for:)`` answers from
///   there at once, for a cell that should show its picture in the same frame.
/// - Disk: downloaded files are kept under ``ImagePipelineConfiguration/diskCacheDirectory``
///   (bounded, the files used longest ago go first); local files are read where they are.
/// - At most ``ImagePipelineConfiguration/maxConcurrentDownloads`` downloads run at once.
/// - At most ``ImagePipelineConfiguration/maxConcurrentDecodes`` decodes at once (each may hold up to the decoder's
///   pixel limit), the rest wait in line, as downloads do.
/// - Identical requests (same source, same decoded size) are joined: one download, one
///   decode, every subscriber gets the picture.
/// - Cancellation: disposing a subscription (a cell reused or scrolled away) stops the
///   download, its place in line and the decode, unless another subscriber still waits.
/// - Decoding and rendering run on `scheduler`, never on the caller's thread. Results
///   arrive there too: observe them on the main scheduler before touching views
///   (`ImageView.load(_:)` does).
///
/// Thread-safe: the caches, the limiter and the table of loads in flight each keep their
/// own lock (`flights` and `counters` are `Mutex`es), so it can be shared by every screen.
public final class ImagePipeline: @unchecked Sendable {
  /// How it caches, downloads and decodes.
  public let configuration: ImagePipelineConfiguration

  private let http: HTTPClient?
  private let scheduler: ImmediateSchedulerType
  private let memory: MemoryImageCache<ImageRequest.DecodeKey>
  private let disk: DiskImageCache?
  private let limiter: DownloadLimiter
  /// Bounds the decodes running at once, as `limiter` bounds the downloads.
  private let decodeLimiter: DownloadLimiter
  private let decodesRunning = Atomic(0)
  /// Called on the decoding thread as each decode starts, once it counts as running; one
  /// owner, the tests, which hold decodes there to see how many run at once.
  let beforeEachDecode = Mutex<(@Sendable () -> Void)?>(nil)
  private let flights = Mutex([ImageRequest.DecodeKey: Flight]())
  private let counters = Mutex(ImagePipelineStatistics())

  /// A load on its way, shared by every request that asks for it.
  private final class Flight {
    let images: Observable<TerminalImage>
    /// The load's end marker, which also tells this flight from a newer one for its key;
    /// set and read under `flights`.
    var ended: LoadEnded?
    init(_ images: Observable<TerminalImage>) { self.images = images }
  }

  /// Whether a load delivered its picture or its error. Set on the decoding thread and read
  /// where the load is disposed, which for a cancelled load is the subscriber's thread.
  private final class LoadEnded: Sendable {
    private let flag = Atomic(false)
    var isMarked: Bool { flag.load(ordering: .acquiring) }
    func mark() { flag.store(true, ordering: .releasing) }
  }

  /// A pipeline downloading through `http` (nil: local files only) and decoding on
  /// `scheduler` (a background one).
  public init(
    http: HTTPClient?, configuration: ImagePipelineConfiguration = ImagePipelineConfiguration(),
    scheduler: ImmediateSchedulerType = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
  ) {
    self.http = http
    self.configuration = configuration
    self.scheduler = scheduler
    memory = MemoryImageCache(capacity: configuration.memoryCacheBytes)
    disk = configuration.diskCacheDirectory.map {
      DiskImageCache(directory: $0, capacity: configuration.diskCacheBytes)
    }
    limiter = DownloadLimiter(limit: configuration.maxConcurrentDownloads)
    decodeLimiter = DownloadLimiter(limit: configuration.maxConcurrentDecodes)
  }

  /// How many decodes run now, and how many wait for a free slot.
  var decodeLoad: (running: Int, waiting: Int) {
    decodeLimiter.load
  }

  /// What the pipeline has done so far.
  public var statistics: ImagePipelineStatistics { counters.criticalSection { $0 } }

  /// The bytes of pictures held in memory now.
  public var memoryBytes: Int { memory.bytes }

  /// The picture for `request` from the memory cache, when it is there and already
  /// rendered for the request's box; nil otherwise (ask ``image(for:)``).
  public func cachedImage(for request: ImageRequest) -> TerminalImage? {
    guard let image = memory.image(for: request.decodeKey),
      image.cachedRendering(fitting: request.box, renderer: request.renderer) != nil
    else { return nil }
    count { $0.memoryHits += 1 }
    return image
  }

  /// The picture for `request`, rendered for its box.
  ///
  /// Subscribing starts the work (from the memory cache, the disk cache, the file or a
  /// download, joined with an identical request on its way); the `Single` succeeds on
  /// the pipeline's scheduler with the picture, or fails with an `ImagePipelineError`,
  /// an `HTTPError` or an `ImageError`. Disposing it stops what nobody else waits for.
  public func image(for request: ImageRequest) -> Single<TerminalImage> {
    Single<TerminalImage>.deferred { [self] in
      if let image = memory.image(for: request.decodeKey) {
        count { $0.memoryHits += 1 }
        return rendered(image, for: request)
      }
      return flight(for: request).images.take(1).asSingle()
        .flatMap { [self] in rendered($0, for: request) }
    }
  }

  /// Forgets the pictures kept in memory (the disk cache stays).
  public func removeAllFromMemory() {
    memory.removeAll()
  }

  // MARK: - Loading

  /// The load for `request`'s decoded size: the one on its way, or a new one.
  private func flight(for request: ImageRequest) -> Flight {
    let key = request.decodeKey
    return flights.criticalSection { flights in
      if let flight = flights[key] {
        count { $0.joined += 1 }
        return flight
      }
      let ended = LoadEnded()
      let flight = Flight(
        load(request)
          .asObservable()
          .do(
            onNext: { _ in ended.mark() }, onError: { _ in ended.mark() },
            onDispose: { [weak self] in self?.land(key, ended: ended) }
          )
          .share(replay: 1, scope: .whileConnected))
      flight.ended = ended
      flights[key] = flight
      return flight
    }
  }

  /// A load ended or was given up: forget it (unless a newer load for the key took its
  /// place), and count it if it was cut short.
  private func land(_ key: ImageRequest.DecodeKey, ended: LoadEnded) {
    flights.criticalSection { flights in
      if flights[key]?.ended === ended { flights[key] = nil }
    }
    if !ended.isMarked { count { $0.cancelled += 1 } }
  }

  /// Bytes, then pixels, kept in memory.
  private func load(_ request: ImageRequest) -> Single<TerminalImage> {
    let key = request.decodeKey
    return bytes(of: request.source).flatMap { [self] data in
      let decode = Single<TerminalImage>.create { [self] observer in
        let running = decodesRunning.add(1, ordering: .acquiringAndReleasing).newValue
        count {
          $0.decodes += 1
          $0.mostDecodesAtOnce = max($0.mostDecodesAtOnce, running)
        }
        beforeEachDecode.criticalSection { $0 }?()
        let result = Result {
          let target = request.targetPixels
          let decoded = try configuration.decoder.decode(
            data, fitting: (width: target.width, height: target.height))
          let image = TerminalImage(
            decoded, format: data.withUnsafeBytes { ImageFormat(sniffing: $0) })
          memory.store(image, cost: cost(of: image, box: request.box), for: key)
          return image
        }
        // Done before the result goes out: delivering it frees the limiter's slot, and the
        // next decode may start before this closure returns.
        decodesRunning.subtract(1, ordering: .acquiringAndReleasing)
        observer(result)
        return Disposables.create()
      }
      .subscribe(on: scheduler)
      // At most `maxConcurrentDecodes` at once; one disposed while waiting never runs.
      return decodeLimiter.run(decode)
    }
  }

  /// `image` rendered for `request`'s box: at once when that rendering is cached, else on
  /// the scheduler.
  private func rendered(_ image: TerminalImage, for request: ImageRequest) -> Single<TerminalImage>
  {
    if image.cachedRendering(fitting: request.box, renderer: request.renderer) != nil {
      return .just(image)
    }
    return Single<TerminalImage>.create { observer in
      observer(
        Result {
          _ = try image.rendered(fitting: request.box, renderer: request.renderer)
          return image
        })
      return Disposables.create()
    }
    .subscribe(on: scheduler)
  }

  /// The bytes of `source`.
  private func bytes(of source: ImageSource) -> Single<Data> {
    switch source {
    case .file(let path):
      return Single<Data>.create { [self] observer in
        count { $0.fileReads += 1 }
        observer(Result { try readFile(path) })
        return Disposables.create()
      }
      .subscribe(on: scheduler)
    case .url(let url):
      return download(url)
    }
  }

  /// `url`'s bytes from the disk cache, or downloaded (in turn) and then kept there.
  private func download(_ url: URL) -> Single<Data> {
    let name = ImageSource.url(url).description
    return Single<Data>.deferred { [self] in
      if let data = disk?.data(for: url) {
        count { $0.diskHits += 1 }
        return .just(data)
      }
      guard let http else { return .error(ImagePipelineError.cannotDownload(source: name)) }
      let request = HTTPRequest(
        url: url, headers: ["Accept": "image/*"], maxResponseBytes: configuration.maxFileBytes,
        usesETagCache: false)
      let send = Single<HTTPResponse>.deferred { [self] in
        count { $0.downloads += 1 }
        return http.send(request)
      }
      return limiter.run(send).map { [self] response in
        if let type = response.contentType?.lowercased(),
          type.hasPrefix("text/") || type.contains("json")
        {
          throw ImagePipelineError.notAnImage(source: name, contentType: type)
        }
        disk?.store(response.body, for: url)
        return response.body
      }
    }
  }

  /// The file at `path`, refused before reading when it is too big.
  private func readFile(_ path: String) throws -> Data {
    let limit = configuration.maxFileBytes
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: path)
    } catch {
      throw ImagePipelineError.unreadableFile(path: path, reason: FileErrorReason.text(of: error))
    }
    if let size = (attributes[.size] as? NSNumber)?.intValue, size > limit {
      throw ImagePipelineError.tooLarge(source: path, bytes: size, limit: limit)
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw ImagePipelineError.unreadableFile(path: path, reason: String(cString: strerror(EACCES)))
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
      throw ImagePipelineError.unreadableFile(path: path, reason: FileErrorReason.text(of: error))
    }
    guard data.count <= limit else {
      throw ImagePipelineError.tooLarge(source: path, bytes: data.count, limit: limit)
    }
    return data
  }

  /// The bytes `image` holds once rendered for `box`: its pixels and one grid of cells.
  private func cost(of image: TerminalImage, box: Size) -> Int {
    image.decoded.pixels.count + max(1, box.width) * max(1, box.height) * MemoryLayout<Cell>.stride
  }

  private func count(_ change: (inout ImagePipelineStatistics) -> Void) {
    counters.criticalSection { change(&$0) }
  }
}
