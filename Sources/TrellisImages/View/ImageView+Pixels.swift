import TrellisRx
import TrellisTerminal
import TrellisUI

extension ImageView {
  /// What a pixel payload is made for.
  struct PixelKey: Equatable {
    var box: Size
    var pixelProtocol: PixelProtocol
    var cellWidth: Int
    var cellHeight: Int
  }

  /// A payload ready to place, keyed as the view placed it.
  struct PlacedPixels {
    var key: PixelKey
    var image: ObjectIdentifier
    var content: Int
    var size: Size
    var bytes: [UInt8]
  }

  /// How the picture was drawn by `drawPixels(_:in:)`.
  enum PixelOutcome {
    /// Placed as a picture.
    case placed
    /// The payload is being made: draw something else meanwhile.
    case pending
    /// Not in pixels (no protocol, or it does not fit the screen): draw symbols.
    case symbols
  }

  /// What the terminal shows pictures with: the window's graphics (symbols outside a
  /// window).
  public var graphics: TerminalGraphics {
    window?.graphics ?? .symbols
  }

  /// Places the picture in the window's pixel protocol, centered in `frame`, over blank
  /// cells; says what happened.
  func drawPixels(_ image: TerminalImage, in buffer: inout Buffer) -> PixelOutcome {
    let graphics = self.graphics
    guard let pixelProtocol = graphics.pixelProtocol, !frame.isEmpty else { return .symbols }
    let key = PixelKey(
      box: frame.size, pixelProtocol: pixelProtocol, cellWidth: graphics.cellWidth,
      cellHeight: graphics.cellHeight)
    let identity = ObjectIdentifier(image)
    if placedPixels.map({ $0.key != key || $0.image != identity }) ?? true {
      guard let payload = pixelPayload(image, key) else { return .pending }
      guard !payload.frame.isEmpty else { return .symbols }
      pixelRevision &+= 1
      placedPixels = PlacedPixels(
        key: key, image: identity, content: pixelRevision, size: payload.frame.size,
        bytes: payload.payload(placementID: placementID))
    }
    guard let placed = placedPixels else { return .symbols }
    let target = ImageGeometry.centered(placed.size, in: frame)
    buffer.fill(target, with: .blank)
    let placement = ImagePlacement(
      id: placementID, content: placed.content, rect: target, graphicsProtocol: pixelProtocol,
      payload: placed.bytes)
    guard buffer.place(placement) else { return .symbols }
    imageFrame = target
    return .placed
  }

  /// The payload for `key`: from the picture's cache, made now without a scheduler, or
  /// asked of the scheduler (once per key) and nil until it is ready. A failure shows the
  /// error instead.
  private func pixelPayload(_ image: TerminalImage, _ key: PixelKey) -> PixelImage? {
    if let cached = image.cachedPixelImage(
      fitting: key.box, protocol: key.pixelProtocol, cellWidth: key.cellWidth,
      cellHeight: key.cellHeight)
    {
      return cached
    }
    guard let scheduler = renderScheduler else {
      do {
        return try Self.makePayload(image, key)
      } catch {
        showError(error)
        return nil
      }
    }
    guard pendingPixels != key else { return nil }
    pendingPixels = key
    let subscription = SingleAssignmentDisposable()
    pixelRequest.disposable = subscription
    subscription.setDisposable(
      Single<PixelImage>.create { @Sendable observer in
        observer(Result { try Self.makePayload(image, key) })
        return Disposables.create()
      }
      .subscribe(on: scheduler)
      .observe(on: MainScheduler.instance)
      .subscribe(
        onSuccess: { [weak self] _ in
          self?.pendingPixels = nil
          self?.setNeedsDisplay()
        },
        onFailure: { [weak self] error in self?.showError(error) }))
    return image.cachedPixelImage(
      fitting: key.box, protocol: key.pixelProtocol, cellWidth: key.cellWidth,
      cellHeight: key.cellHeight)
  }

  private nonisolated static func makePayload(_ image: TerminalImage, _ key: PixelKey) throws
    -> PixelImage
  {
    try image.pixelImage(
      fitting: key.box, protocol: key.pixelProtocol, cellWidth: key.cellWidth,
      cellHeight: key.cellHeight)
  }
}
