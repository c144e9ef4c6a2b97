import TrellisRx
import TrellisUI

@MainActor
extension Reactive where Base: ImageView {
  /// Shows a picture, or the placeholder for nil; delivered on the main scheduler.
  public var image: Binder<TerminalImage?> {
    Binder(base) { view, image in view.image = image }
  }

  /// Shows an error's message instead of the picture; delivered on the main scheduler.
  public var error: Binder<Error> {
    Binder(base) { view, error in view.showError(error) }
  }
}
