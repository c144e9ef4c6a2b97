import Foundation
import TrellisRx
import TrellisTerminal
import TrellisUI

/// Shows a picture scaled into its frame, centered, with its aspect ratio kept; a
/// placeholder while there is none; a short message while one loads or when it failed.
///
/// Rendering a picture into cells (libchafa) takes tens of milliseconds at full-screen
/// sizes, so the view never does it on the main thread by default: when it is drawn at a
/// size not rendered yet, it asks `renderScheduler` (a background queue) to render, shows
/// the previous rendering (or the loading text) meanwhile, and redraws when the cells are
/// in the picture's cache. Set `renderScheduler` to nil to render at draw time instead
/// (tests, tiny pictures). Decode pictures off the main thread too, with `load(_:)` and
/// `TerminalImage.load(data:decoder:scheduler:prerenderFitting:renderer:)`.
///
/// A broken picture shows its error's message (sanitized, wrapped) and nothing else in
/// the app is affected.
///
/// Where the terminal shows real pixels — the window's `graphics` (set by the app shell
/// from the terminal's answers at start-up) names kitty, iTerm2 or sixel — the view makes
/// a payload in that protocol instead (also on `renderScheduler`), fills the picture's
/// cells with blanks and places the payload over them (`Buffer.place(_:)`); the renderer
/// writes it once and takes it down when the view goes or something is drawn over it.
/// Until the payload is ready it shows the symbols if they are cached, else the loading
/// text. A picture that does not fit the screen whole is drawn in symbols.
public final class ImageView: View {
  /// What the view shows.
  public enum Content {
    /// Nothing: the placeholder.
    case empty
    /// A picture is being loaded.
    case loading
    /// A picture.
    case image(TerminalImage)
    /// A picture failed; the message is shown (sanitized).
    case failure(String)
  }

  /// What the view shows now.
  public private(set) var content: Content = .empty {
    didSet {
      renderRequest.disposable = Disposables.create()
      pixelRequest.disposable = Disposables.create()
      pendingRender = nil
      pendingPixels = nil
      placedPixels = nil
      previousRendering = nil
      imageFrame = nil
      setNeedsDisplay()
    }
  }

  /// The picture shown, or nil; setting it cancels a `load(_:)` in progress.
  public var image: TerminalImage? {
    get {
      if case .image(let image) = content { return image }
      return nil
    }
    set {
      loading.disposable = Disposables.create()
      content = newValue.map { .image($0) } ?? .empty
    }
  }

  /// The error message shown, if the view is in its error state.
  public var errorMessage: String? {
    if case .failure(let message) = content { return message }
    return nil
  }

  /// The text shown while there is no picture.
  public var placeholderText = "No image" {
    didSet { setNeedsDisplay() }
  }
  /// The text shown while a picture loads or renders.
  public var loadingText = "Loading image…" {
    didSet { setNeedsDisplay() }
  }
  /// The style of the placeholder and loading text and their box.
  public var placeholderStyle = Style(attributes: .dim) {
    didSet { setNeedsDisplay() }
  }
  /// The style of an error message.
  public var errorStyle = Style(foreground: .red) {
    didSet { setNeedsDisplay() }
  }
  /// How pictures are turned into cells (colour depth, symbols, cell aspect).
  public var renderer = ImageRenderer() {
    didSet { if renderer != oldValue { setNeedsDisplay() } }
  }
  /// Where renderings at new sizes run; nil renders at draw time on the main thread.
  public var renderScheduler: ImmediateSchedulerType? = ImageView.backgroundScheduler

  /// The shared background scheduler image views render on by default.
  public static let backgroundScheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)

  /// The cells the picture covered when last drawn; nil when no picture was drawn.
  public internal(set) var imageFrame: Rect?

  private struct RenderKey: Equatable {
    var box: Size
    var renderer: ImageRenderer
  }

  private let loading = SerialDisposable()
  private let renderRequest = SerialDisposable()
  /// The id the view's pictures are placed under (see `ImagePlacement`).
  let placementID = ImagePlacementIDs.next()
  /// The pixel payload being made in the background.
  let pixelRequest = SerialDisposable()
  /// What the pixel payload being made is for.
  var pendingPixels: PixelKey?
  /// The payload last placed, ready to place again.
  var placedPixels: PlacedPixels?
  /// Counts the payloads placed: a new one has a new `ImagePlacement.content`.
  var pixelRevision = 0
  private var pendingRender: RenderKey?
  private var previousRendering: RenderedImage?

  /// An image view showing `image`, or the placeholder.
  public init(image: TerminalImage? = nil) {
    super.init()
    if let image { content = .image(image) }
  }

  deinit {
    loading.dispose()
    renderRequest.dispose()
    pixelRequest.dispose()
  }

  /// Shows `error`'s message (an `ImageError`'s `message`, or the error's description)
  /// instead of the picture; cancels a `load(_:)` in progress.
  public func showError(_ error: Error) {
    loading.disposable = Disposables.create()
    content = .failure(Self.message(for: error))
  }

  /// Shows the loading text until `single` delivers a picture (shown) or an error (its
  /// message shown); a later `load`, `image` or `showError` cancels it. Results arrive on
  /// the main scheduler. Returns the subscription (also kept by the view).
  @discardableResult
  public func load(_ single: Single<TerminalImage>) -> Disposable {
    loading.disposable = Disposables.create()
    content = .loading
    let subscription = SingleAssignmentDisposable()
    loading.disposable = subscription
    subscription.setDisposable(
      single.observe(on: MainScheduler.instance).subscribe(
        onSuccess: { [weak self] image in self?.content = .image(image) },
        onFailure: { [weak self] error in self?.content = .failure(Self.message(for: error)) }))
    return subscription
  }

  /// The message shown for `error`.
  static func message(for error: Error) -> String {
    if let error = error as? ImageError { return error.message }
    if let error = error as? LocalizedError, let description = error.errorDescription {
      return description
    }
    return String(describing: error)
  }

  /// The picture's fitted size within `available`; all of it without a picture.
  public override func sizeThatFits(_ available: Size) -> Size {
    guard let image else { return available }
    return renderer.fittedSize(of: image.decoded, in: available)
  }

  /// Draws the picture, the placeholder, the loading text or the error message.
  public override func draw(in buffer: inout Buffer) {
    switch content {
    case .empty:
      drawMessage(placeholderText, style: placeholderStyle, in: &buffer)
    case .loading:
      drawMessage(loadingText, style: placeholderStyle, in: &buffer)
    case .failure(let message):
      drawMessage(message, style: errorStyle, boxStyle: errorStyle.adding(.dim), in: &buffer)
    case .image(let image):
      drawImage(image, in: &buffer)
    }
  }

  private func drawMessage(
    _ text: String, style: Style, boxStyle: Style? = nil, in buffer: inout Buffer
  ) {
    ImageMessageLayout.draw(
      text, in: frame, style: style, boxStyle: boxStyle ?? placeholderStyle, buffer: &buffer)
  }

  private func drawImage(_ image: TerminalImage, in buffer: inout Buffer) {
    switch drawPixels(image, in: &buffer) {
    case .placed:
      return
    case .pending
    where previousRendering == nil
      && image.cachedRendering(fitting: frame.size, renderer: renderer) == nil:
      drawMessage(loadingText, style: placeholderStyle, in: &buffer)
      return
    case .pending, .symbols:
      break
    }
    let key = RenderKey(box: frame.size, renderer: renderer)
    var rendering = image.cachedRendering(fitting: key.box, renderer: key.renderer)
    if rendering == nil {
      do {
        rendering = try render(image, key)
      } catch {
        content = .failure(Self.message(for: error))
        drawMessage(Self.message(for: error), style: errorStyle, in: &buffer)
        return
      }
    }
    guard let shown = rendering ?? previousRendering else {
      drawMessage(loadingText, style: placeholderStyle, in: &buffer)
      return
    }
    if rendering != nil { previousRendering = shown }
    let target = ImageGeometry.centered(shown.size, in: frame)
    imageFrame = target.intersection(frame)
    shown.draw(in: &buffer, column: target.x, row: target.y, clip: frame)
  }

  /// Renders now without a scheduler; otherwise asks the scheduler (once per size) and
  /// returns the rendering if the scheduler ran it at once, nil if it is on its way.
  private func render(_ image: TerminalImage, _ key: RenderKey) throws -> RenderedImage? {
    guard let scheduler = renderScheduler else {
      return try image.rendered(fitting: key.box, renderer: key.renderer)
    }
    guard pendingRender != key else { return nil }
    pendingRender = key
    let subscription = SingleAssignmentDisposable()
    renderRequest.disposable = subscription
    subscription.setDisposable(
      Single<RenderedImage>.create { @Sendable observer in
        observer(Result { try image.rendered(fitting: key.box, renderer: key.renderer) })
        return Disposables.create()
      }
      .subscribe(on: scheduler)
      .observe(on: MainScheduler.instance)
      .subscribe(
        onSuccess: { [weak self] _ in
          self?.pendingRender = nil
          self?.setNeedsDisplay()
        },
        onFailure: { [weak self] error in
          self?.content = .failure(Self.message(for: error))
        }))
    return image.cachedRendering(fitting: key.box, renderer: key.renderer)
  }

  /// The picture as a kitty, iTerm2 or sixel payload placed where the view shows it
  /// (centered in `frame`); nil without a picture or frame. The view places its payload
  /// itself when the window's `graphics` name a protocol; this is for callers that write
  /// payloads their own way.
  ///
  /// - Throws: `ImageError.renderFailed` when libchafa cannot draw it.
  public func pixelImage(
    protocol pixelProtocol: PixelProtocol, cellWidth: Int = 10, cellHeight: Int = 20,
    environment: [String: String] = [:]
  ) throws -> PixelImage? {
    guard let image, !frame.isEmpty else { return nil }
    let payload = try image.pixelImage(
      fitting: frame.size, protocol: pixelProtocol, cellWidth: cellWidth,
      cellHeight: cellHeight, environment: environment)
    let target = ImageGeometry.centered(payload.frame.size, in: frame)
    return payload.placed(column: target.x, row: target.y)
  }
}
