import Foundation
import Synchronization
import TrellisRx
import TrellisUI

/// A decoded picture ready to show in a terminal, with its renderings cached: drawing it
/// again at a size it was already drawn at does not run libchafa again.
///
/// Thread-safe: decode and render it on a background scheduler, hand it to an `ImageView`
/// on the main thread. The cache keeps the few most recent sizes (`cacheCapacity`).
public final class TerminalImage: Sendable {
  /// The pixels.
  public let decoded: DecodedImage
  /// The file format it was decoded from; nil when made from pixels.
  public let format: ImageFormat?

  /// How many renderings (symbol grids and pixel payloads each) are kept.
  public static let cacheCapacity = 8

  private struct SymbolKey: Hashable {
    var size: Size
    var renderer: ImageRenderer
  }

  private struct PixelKey: Hashable {
    var box: Size
    var pixelProtocol: PixelProtocol
    var cellWidth: Int
    var cellHeight: Int
    var environment: [String: String]
  }

  private struct State {
    var symbols = ImageRenderCache<SymbolKey, RenderedImage>(capacity: cacheCapacity)
    var pixels = ImageRenderCache<PixelKey, PixelImage>(capacity: cacheCapacity)
    var renderCount = 0
  }

  private let state = Mutex(State())

  /// A picture from decoded pixels.
  public init(_ decoded: DecodedImage, format: ImageFormat? = nil) {
    self.decoded = decoded
    self.format = format
  }

  /// Decodes `bytes` (PNG, JPEG, GIF or BMP) with `decoder`.
  ///
  /// - Throws: `ImageError` when the bytes are not a usable image.
  public convenience init(data bytes: some ContiguousBytes, decoder: ImageDecoder = ImageDecoder())
    throws
  {
    let decoded = try decoder.decode(bytes)
    self.init(decoded, format: bytes.withUnsafeBytes { ImageFormat(sniffing: $0) })
  }

  /// The width in pixels.
  public var width: Int { decoded.width }
  /// The height in pixels.
  public var height: Int { decoded.height }

  /// The picture drawn by `renderer` into the largest grid inside `box` that keeps its
  /// aspect ratio; from the cache when it was drawn at that size before.
  ///
  /// - Throws: `ImageError.renderFailed` when libchafa cannot draw it.
  public func rendered(fitting box: Size, renderer: ImageRenderer = ImageRenderer()) throws
    -> RenderedImage
  {
    let key = SymbolKey(size: renderer.fittedSize(of: decoded, in: box), renderer: renderer)
    if let cached = state.criticalSection({ $0.symbols.value(for: key) }) { return cached }
    let rendered = try renderer.render(decoded, size: key.size)
    state.criticalSection {
      $0.symbols.store(rendered, for: key)
      $0.renderCount += 1
    }
    return rendered
  }

  /// The cached rendering for `box` and `renderer`, without rendering; nil if there is none.
  public func cachedRendering(fitting box: Size, renderer: ImageRenderer = ImageRenderer())
    -> RenderedImage?
  {
    let key = SymbolKey(size: renderer.fittedSize(of: decoded, in: box), renderer: renderer)
    return state.criticalSection { $0.symbols.value(for: key) }
  }

  /// The picture fitted into `box` as a kitty, iTerm2 or sixel payload (see
  /// `ImageRenderer.pixelImage(_:fitting:protocol:cellWidth:cellHeight:environment:)`),
  /// from the cache when it was made before.
  ///
  /// - Throws: `ImageError.renderFailed` when libchafa cannot draw it.
  public func pixelImage(
    fitting box: Size, protocol pixelProtocol: PixelProtocol, cellWidth: Int = 10,
    cellHeight: Int = 20, environment: [String: String] = [:]
  ) throws -> PixelImage {
    let key = PixelKey(
      box: box, pixelProtocol: pixelProtocol, cellWidth: cellWidth, cellHeight: cellHeight,
      environment: environment)
    if let cached = state.criticalSection({ $0.pixels.value(for: key) }) { return cached }
    let image = try ImageRenderer().pixelImage(
      decoded, fitting: box, protocol: pixelProtocol, cellWidth: cellWidth,
      cellHeight: cellHeight, environment: environment)
    state.criticalSection {
      $0.pixels.store(image, for: key)
      $0.renderCount += 1
    }
    return image
  }

  /// The cached payload for these arguments (see
  /// `pixelImage(fitting:protocol:cellWidth:cellHeight:environment:)`), without rendering;
  /// nil if there is none.
  public func cachedPixelImage(
    fitting box: Size, protocol pixelProtocol: PixelProtocol, cellWidth: Int = 10,
    cellHeight: Int = 20, environment: [String: String] = [:]
  ) -> PixelImage? {
    let key = PixelKey(
      box: box, pixelProtocol: pixelProtocol, cellWidth: cellWidth, cellHeight: cellHeight,
      environment: environment)
    return state.criticalSection { $0.pixels.value(for: key) }
  }

  /// How many times libchafa ran for this picture (for tests).
  var renderCount: Int { state.criticalSection { $0.renderCount } }

  /// Decodes `data` on `scheduler` and delivers the picture (or the `ImageError`) on the
  /// main scheduler.
  ///
  /// Decoding (and, with `prerenderFitting`, the first rendering) runs on `scheduler`,
  /// so pass a background one (`ConcurrentDispatchQueueScheduler(qos: .userInitiated)`);
  /// the main thread only draws cached cells. Disposing the subscription drops the result;
  /// a decode already running finishes first.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - decoder: The decoder and its size limits.
  ///   - scheduler: Where the work runs.
  ///   - prerenderFitting: A box to render the picture for before delivering it (the
  ///     image view's size), so the first draw finds it in the cache.
  ///   - renderer: The renderer used for `prerenderFitting`.
  public static func load(
    data: Data, decoder: ImageDecoder = ImageDecoder(), scheduler: ImmediateSchedulerType,
    prerenderFitting box: Size? = nil, renderer: ImageRenderer = ImageRenderer()
  ) -> Single<TerminalImage> {
    Single<TerminalImage>.create { observer in
      do {
        let image = try TerminalImage(data: data, decoder: decoder)
        if let box {
          _ = try image.rendered(fitting: box, renderer: renderer)
        }
        observer(.success(image))
      } catch {
        observer(.failure(error))
      }
      return Disposables.create()
    }
    .subscribe(on: scheduler)
    .observe(on: MainScheduler.instance)
  }
}
