import Foundation
import Trellis

/// The `photos` screen: a ``PhotoGridView`` bound to a ``PhotoGalleryViewModel`` — the
/// seed's view controller. The photo list is bound to the grid; each cell loads its
/// picture when it is displayed (`willDisplayCell`) and stops when its item leaves the
/// screen; the last row coming on screen asks for the next page (`scrollEnded`).
public final class PhotoGridScreen: Screen {
  /// The view model (kept as long as the screen).
  public let galleryViewModel: PhotoGalleryViewModel
  /// The view.
  public let gridView: PhotoGridView
  private let catalog: PhotoCatalog

  /// A screen showing `galleryViewModel`'s photos, scheduled by `environment`, sharing its
  /// photos with the detail screen through `catalog`; `saveSource` remembers the source
  /// the user switches to.
  init(
    galleryViewModel: PhotoGalleryViewModel, query: String, environment: ScreenEnvironment,
    catalog: PhotoCatalog, saveSource: @escaping (PhotoSource) -> Void
  ) {
    let view = PhotoGridView(scheduler: environment.mainScheduler)
    gridView = view
    self.galleryViewModel = galleryViewModel
    self.catalog = catalog
    super.init(title: "Photos", view: view)
    view.searchField.text = query
    bind(saveSource: saveSource)
  }

  private func bind(saveSource: @escaping (PhotoSource) -> Void) {
    let view = gridView
    let bag = disposeBag
    let thumbnails = galleryViewModel.thumbnails
    let scheduler = view.spinner.scheduler
    let grid = view.gridView
    let output = galleryViewModel.transform(
      PhotoGalleryViewModel.Input(
        query: view.searchField.rx.text.orEmpty.asObservable(),
        toggleSource: view.sourceToggles, scrollEnded: grid.rx.reachedBottom.asObservable(),
        retry: view.retryRequests, selection: view.photoChoices))
    output.photos
      .drive(
        grid.rx.items(cellIdentifier: PhotoCell.reuseIdentifier, cellType: PhotoCell.self)
      ) { _, photo, cell in
        cell.captionLabel.text = photo.photographer?.name ?? photo.title
      }
      .disposed(by: bag)
    // The seed: each cell loads its picture when it is displayed.
    grid.rx.willDisplayCell
      .subscribe(onNext: { [weak self] cell, indexPath in
        guard let cell = cell as? PhotoCell, let photos = self?.catalog.photos,
          photos.indices.contains(indexPath.item)
        else { return }
        cell.show(photos[indexPath.item], thumbnails: thumbnails, on: scheduler)
      })
      .disposed(by: bag)
    output.photos
      .drive(onNext: { [weak self] photos in
        self?.catalog.update(photos)
        if grid.indexPathForSelectedItem == nil, !photos.isEmpty {
          grid.selectItem(at: IndexPath(item: 0, section: 0), scrollToVisible: false)
        }
      })
      .disposed(by: bag)
    output.source.drive(onNext: { [weak view] in view?.show($0) }).disposed(by: bag)
    output.message.drive(view.messageLabel.rx.text).disposed(by: bag)
    output.isLoading.drive(view.spinner.rx.isAnimating).disposed(by: bag)
    output.footer.drive(view.footerLabel.rx.text).disposed(by: bag)
    output.limitNotice.drive(view.limitLabel.rx.text).disposed(by: bag)
    output.state.map { $0.notes.suffix(2).joined(separator: " ") }.distinctUntilChanged()
      .drive(view.noticeLabel.rx.text).disposed(by: bag)
    output.sourceChanges.emit(onNext: saveSource).disposed(by: bag)
    output.navigation.emit(to: navigation).disposed(by: bag)
  }
}
