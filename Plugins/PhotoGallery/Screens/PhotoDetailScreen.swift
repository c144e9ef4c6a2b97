import Foundation
import Trellis

/// The `photos/:id` screen: a ``PhotoDetailView`` bound to a ``PhotoDetailViewModel``.
public final class PhotoDetailScreen: Screen {
  /// The view.
  public let detailView: PhotoDetailView

  /// A screen showing the photo `id` among `photos` (else the one `lookup` finds), its
  /// picture from `thumbnails`; notices go to `notify`.
  init(
    id: String, photos: [Photo], lookup: ((String) -> Single<Photo>)?,
    thumbnails: PhotoThumbnails, environment: ScreenEnvironment,
    openPage: @escaping (URL) throws -> Void, notify: @escaping (String) -> Void
  ) {
    let view = PhotoDetailView(scheduler: environment.mainScheduler)
    detailView = view
    let viewModel = PhotoDetailViewModel(
      id: id, photos: photos, lookup: lookup, openPage: openPage)
    super.init(title: "Photo", view: view)
    let output = viewModel.transform(
      PhotoDetailViewModel.Input(move: view.neighbourRequests, openPage: view.openRequests))
    Driver.combineLatest(output.photo, output.info)
      .drive(onNext: { [weak view] photo, info in
        guard let view else { return }
        if let photo {
          view.show(photo, info: info, thumbnails: thumbnails)
        } else {
          view.showMessage(info)
        }
      })
      .disposed(by: disposeBag)
    output.notice.emit(onNext: notify).disposed(by: disposeBag)
  }
}
