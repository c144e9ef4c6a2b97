import Foundation
import Trellis
import TrellisImages

/// The pictures of the gallery's cells and detail screen: the seed's image loader and its
/// `cachedImages`, over the shared ``ImagePipeline``.
///
/// A photo's picture is asked for at the size its box needs (`fm=jpg&w=…` from the API, a
/// scaled decode of a local file); until it arrives the cell shows the photo's BlurHash,
/// decoded by TrellisImages, or its dominant colour. Main thread only, except the
/// `Single`s it hands out, which work on the pipeline's scheduler.
public final class PhotoThumbnails {
  /// The pipeline pictures come through.
  public let pipeline: ImagePipeline
  /// How pictures are turned into cells.
  public var renderer: ImageRenderer

  /// The pixels a cell stands for in symbols (what libchafa looks at per cell); with a
  /// pixel protocol, a cell stands for its size in pixels on the terminal.
  public static let symbolPixelsPerCell = Size(width: 8, height: 8)
  /// The most placeholders kept.
  static let placeholderLimit = 512

  private var placeholders: [String: TerminalImage] = [:]

  /// Thumbnails through `pipeline`, drawn by `renderer`.
  public init(pipeline: ImagePipeline, renderer: ImageRenderer = ImageRenderer()) {
    self.pipeline = pipeline
    self.renderer = renderer
  }

  /// The pipeline request for `photo` fitted into `box` cells, each standing for
  /// `pixelsPerCell` pixels; nil when the photo has no picture.
  public func request(
    for photo: Photo, box: Size, pixelsPerCell: Size = symbolPixelsPerCell
  ) -> ImageRequest? {
    let width = max(1, box.width) * max(1, pixelsPerCell.width)
    guard let url = photo.imageURL(forWidth: width) else { return nil }
    let source: ImageSource = url.isFileURL ? .file(url.path) : .url(url)
    return ImageRequest(source: source, box: box, renderer: renderer, pixelsPerCell: pixelsPerCell)
  }

  /// The pixels a cell of `imageView` stands for: its terminal's cell size when it shows
  /// real pixels, else what symbols need.
  @MainActor static func pixelsPerCell(of imageView: ImageView) -> Size {
    let graphics = imageView.graphics
    guard graphics.pixelProtocol != nil else { return symbolPixelsPerCell }
    return Size(width: graphics.cellWidth, height: graphics.cellHeight)
  }

  /// The picture from memory, already drawn for `box`; nil when it must be loaded.
  public func cachedImage(
    for photo: Photo, box: Size, pixelsPerCell: Size = symbolPixelsPerCell
  ) -> TerminalImage? {
    request(for: photo, box: box, pixelsPerCell: pixelsPerCell).flatMap {
      pipeline.cachedImage(for: $0)
    }
  }

  /// The picture for `photo` drawn for `box` (the seed's `loadImageFromGivenItem`);
  /// disposing the subscription stops the download if nobody else waits for it.
  public func image(
    for photo: Photo, box: Size, pixelsPerCell: Size = symbolPixelsPerCell
  ) -> Single<TerminalImage> {
    guard let request = request(for: photo, box: box, pixelsPerCell: pixelsPerCell) else {
      return .error(PhotoGalleryError.noPicture(photo.title))
    }
    return pipeline.image(for: request)
  }

  /// Shows `photo` drawn for `box` in `imageView`: from memory at once when it is there;
  /// otherwise the placeholder at once with `spinner` turning, then the picture (or why it
  /// cannot be shown). The picture is asked for at the pixels the view's terminal shows:
  /// more for kitty, iTerm2 or sixel than for symbols. The picture is delivered on the
  /// spinner's scheduler (the views' thread). Returns the load, to dispose when the view
  /// moves on.
  @MainActor public func show(
    _ photo: Photo, box: Size, in imageView: ImageView, spinner: ActivityIndicator
  ) -> Disposable {
    let perCell = Self.pixelsPerCell(of: imageView)
    if let cached = cachedImage(for: photo, box: box, pixelsPerCell: perCell) {
      imageView.image = cached
      spinner.stopAnimating()
      return Disposables.create()
    }
    imageView.image = placeholder(for: photo, box: box)
    spinner.startAnimating()
    return image(for: photo, box: box, pixelsPerCell: perCell)
      .observe(on: spinner.scheduler)
      .subscribe(
        onSuccess: { [weak imageView, weak spinner] image in
          imageView?.image = image
          spinner?.stopAnimating()
        },
        onFailure: { [weak imageView, weak spinner] error in
          imageView?.showError(error)
          spinner?.stopAnimating()
        })
  }

  /// What the cell shows until the picture arrives: the BlurHash decoded, else the
  /// dominant colour, already drawn for `box`; nil when the photo has neither.
  public func placeholder(for photo: Photo, box: Size) -> TerminalImage? {
    let key = photo.blurHash ?? photo.color?.hex
    guard let key else { return nil }
    let image = placeholders[key] ?? makePlaceholder(for: photo)
    guard let image else { return nil }
    if placeholders.count >= Self.placeholderLimit { placeholders.removeAll() }
    placeholders[key] = image
    _ = try? image.rendered(fitting: box, renderer: renderer)
    return image
  }

  private func makePlaceholder(for photo: Photo) -> TerminalImage? {
    if let hash = photo.blurHash {
      let aspect = photo.aspectRatio ?? 2.0 / 3.0
      let height = max(4, min(32, Int((32 * aspect).rounded())))
      if let decoded = try? BlurHash.decode(hash, width: 32, height: height) {
        return TerminalImage(decoded)
      }
    }
    guard let color = photo.color,
      let pixel = DecodedImage(
        width: 1, height: 1, pixels: [color.red, color.green, color.blue, 255])
    else { return nil }
    return TerminalImage(pixel)
  }
}
