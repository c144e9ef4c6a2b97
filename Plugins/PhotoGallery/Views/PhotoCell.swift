import Trellis
import TrellisImages

/// A grid cell: the photo's picture above a caption (the photographer or the file name),
/// with a spinner while the picture loads — the seed's `PhotoCollectionViewCell`.
///
/// ``show(_:thumbnails:)`` shows the BlurHash (or the dominant colour) at once, then the
/// picture when it arrives; a picture that cannot be shown leaves the reason in the cell.
/// When the cell's item leaves the screen its load is disposed, which stops the download
/// (the seed's "stop the downloads of cells that scrolled away").
public final class PhotoCell: ListCell {
  /// The reuse identifier the grid registers.
  public static let reuseIdentifier = "PhotoCell"

  /// The picture.
  public let imageView = ImageView()
  /// The photographer or the file name.
  public let captionLabel = Label("", style: Style(attributes: .dim))
  /// Turns while the picture loads.
  public let spinner: ActivityIndicator

  private let loading = SerialDisposable()
  /// The photo shown, and the box its picture was asked for.
  private var shown: (id: String, box: Size)?

  /// A cell whose spinner turns on the main scheduler.
  public required init() {
    spinner = ActivityIndicator(scheduler: MainScheduler.instance)
    super.init()
    imageView.loadingText = ""
    imageView.placeholderText = ""
    addSubview(
      StackView(
        axis: .vertical,
        [
          (imageView, .fill),
          (
            StackView(axis: .horizontal, spacing: 1, [(spinner, .fit), (captionLabel, .fill)]),
            .fixed(1)
          ),
        ]))
  }

  deinit {
    loading.dispose()
  }

  /// The box, in cells, the picture is drawn into: the cell without its caption line.
  var pictureBox: Size {
    Size(width: frame.width, height: Swift.max(1, frame.height - 1))
  }

  /// Shows `photo`: its caption, its placeholder, then its picture from `thumbnails`,
  /// delivered (and the spinner turned) on `scheduler`, the views' thread. Showing the
  /// photo already shown at the same size keeps the load on its way.
  public func show(
    _ photo: Photo, thumbnails: PhotoThumbnails,
    on scheduler: SchedulerType = MainScheduler.instance
  ) {
    spinner.scheduler = scheduler
    captionLabel.text = photo.photographer?.name ?? photo.title
    let box = pictureBox
    if let shown, shown.id == photo.id, shown.box == box { return }
    shown = (photo.id, box)
    loading.disposable = thumbnails.show(photo, box: box, in: imageView, spinner: spinner)
  }

  /// The item left the screen: stop loading its picture.
  public override func didEndDisplaying() {
    stopLoading()
  }

  /// Gets ready for another photo.
  public override func prepareForReuse() {
    super.prepareForReuse()
    captionLabel.text = ""
  }

  private func stopLoading() {
    loading.disposable = Disposables.create()
    spinner.stopAnimating()
    shown = nil
  }
}
