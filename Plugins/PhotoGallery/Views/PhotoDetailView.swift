import Foundation
import Trellis
import TrellisImages

/// The detail screen's view: the photo as large as the terminal allows, its placeholder
/// first, then the picture; under it the title, description, size, the photographer's
/// credit and the links.
///
/// Keys: left/right (and `h`/`l`) go to the neighbours; `o` opens the photo's page.
public final class PhotoDetailView: View {
  /// The picture.
  public let imageView = ImageView()
  /// Turns while the picture loads.
  public let spinner: ActivityIndicator
  /// The words under the picture.
  public let infoLabel = Label("", lineMode: .wrap, maximumLines: 6)

  private let moves = PublishSubject<Int>()
  private let openKeys = PublishSubject<Void>()
  private let loading = SerialDisposable()
  private var shown: (id: String, box: Size)?
  private var photo: Photo?
  private var thumbnails: PhotoThumbnails?

  /// A view whose spinner turns on `scheduler`.
  public init(scheduler: SchedulerType) {
    spinner = ActivityIndicator(scheduler: scheduler)
    super.init()
    imageView.loadingText = ""
    addSubview(
      StackView(
        axis: .vertical,
        [
          (imageView, .fill),
          (StackView(axis: .horizontal, spacing: 1, [(spinner, .fit), (infoLabel, .fill)]), .fit),
        ]))
  }

  deinit {
    loading.dispose()
  }

  /// -1 for the previous photo, +1 for the next.
  public var neighbourRequests: Observable<Int> { moves.asObservable() }

  /// `o`: open the photo's page.
  public var openRequests: Observable<Void> { openKeys.asObservable() }

  /// Shows `photo` with its words, and its picture from `thumbnails` at the size the
  /// view has (again when the size changes).
  public func show(_ photo: Photo, info: String, thumbnails: PhotoThumbnails) {
    self.photo = photo
    self.thumbnails = thumbnails
    infoLabel.text = info
    setNeedsLayout()
  }

  /// Shows `message` instead of a photo.
  public func showMessage(_ message: String) {
    photo = nil
    loading.disposable = Disposables.create()
    imageView.image = nil
    infoLabel.text = message
  }

  /// Lays out, then loads the picture for the box it got.
  public override func layoutSubviews() {
    super.layoutSubviews()
    guard let photo, let thumbnails, !imageView.frame.isEmpty else { return }
    let box = imageView.frame.size
    if let shown, shown.id == photo.id, shown.box == box { return }
    shown = (photo.id, box)
    loading.disposable = thumbnails.show(photo, box: box, in: imageView, spinner: spinner)
  }

  /// Left/right and `h`/`l` move; `o` opens.
  public override func keyDown(_ event: KeyEvent) -> Bool {
    switch (event.key, event.modifiers) {
    case (.left, []), (.character("h"), []): moves.onNext(-1)
    case (.right, []), (.character("l"), []): moves.onNext(1)
    case (.character("o"), []): openKeys.onNext(())
    default: return false
    }
    return true
  }

  /// The view takes the focus so its keys reach it.
  public override var canBecomeFocused: Bool { true }

  /// The screen's keys for the status bar and help.
  public override var keyHints: [KeyHint] {
    [KeyHint("←/→", "previous/next"), KeyHint("o", "open page")]
  }
}
