import Foundation
import Trellis

/// The detail screen's view model: which photo is shown among the grid's photos, its
/// words, and opening its page.
public final class PhotoDetailViewModel: ViewModelType {
  /// What the screen feeds in.
  public struct Input {
    /// -1 for the previous photo, +1 for the next.
    public var move: Observable<Int>
    /// Open the photo's page.
    public var openPage: Observable<Void>

    /// An input of these sequences.
    public init(move: Observable<Int>, openPage: Observable<Void>) {
      self.move = move
      self.openPage = openPage
    }
  }

  /// What the screen shows.
  public struct Output {
    /// The photo shown; nil when the id is not in the gallery.
    public let photo: Driver<Photo?>
    /// The words under the picture, or why there is no photo.
    public let info: Driver<String>
    /// Something to tell the user (a page that could not be opened).
    public let notice: Signal<String>
  }

  private let photos: [Photo]
  private let startIndex: Int?
  private let requestedID: String
  private let lookup: ((String) -> Single<Photo>)?
  private let openPage: (URL) throws -> Void

  /// A view model showing the photo `id` among `photos`; a photo not among them is asked
  /// of `lookup` (the API, for a link from elsewhere) when there is one. `openPage` opens
  /// a web page.
  init(
    id: String, photos: [Photo], lookup: ((String) -> Single<Photo>)? = nil,
    openPage: @escaping (URL) throws -> Void
  ) {
    self.photos = photos
    requestedID = id
    startIndex = photos.firstIndex { $0.id == id }
    self.lookup = lookup
    self.openPage = openPage
  }

  /// Builds the outputs.
  public func transform(_ input: Input) -> Output {
    let photos = self.photos
    guard let startIndex else {
      return lookedUp(input)
    }
    let index = input.move
      .scan(startIndex) { index, step in min(max(index + step, 0), photos.count - 1) }
      .startWith(startIndex)
      .distinctUntilChanged()
      .share(replay: 1)
    let photo = index.map { photos[$0] }
    let info = index.map { PhotoDetailViewModel.info(photos[$0], index: $0, count: photos.count) }
    return Output(
      photo: photo.map { Optional($0) }.asDriver(onErrorJustReturn: nil),
      info: info.asDriver(onErrorJustReturn: ""),
      notice: Self.notices(input.openPage.withLatestFrom(photo), openPage: openPage))
  }

  /// The outputs for a photo not in the grid: asked of `lookup`, shown alone.
  private func lookedUp(_ input: Input) -> Output {
    guard let lookup else {
      let message = PhotoGalleryError.unknownPhoto(requestedID).description
      return Output(photo: .just(nil), info: .just(message), notice: .empty())
    }
    let loaded = lookup(requestedID).asObservable()
      .map { Result<Photo, Error>.success($0) }
      .catch { .just(.failure($0)) }
      .share(replay: 1)
    let photo = loaded.map { try? $0.get() }
    let info = loaded.map { result -> String in
      switch result {
      case .success(let photo): return PhotoDetailViewModel.info(photo, index: 0, count: 1)
      case .failure(let error): return StatusCenter.text(of: error)
      }
    }
    return Output(
      photo: photo.startWith(nil).asDriver(onErrorJustReturn: nil),
      info: info.startWith("Loading the photo…").asDriver(onErrorJustReturn: ""),
      notice: Self.notices(
        input.openPage.withLatestFrom(photo).compactMap { $0 }, openPage: self.openPage))
  }

  /// What opening each photo's page said.
  private static func notices(
    _ requests: Observable<Photo>, openPage: @escaping (URL) throws -> Void
  ) -> Signal<String> {
    requests.map { photo -> String in
      guard let url = photo.pageURL else { return "This photo has no web page." }
      do {
        try openPage(url)
        return "Opened \(url.absoluteString)"
      } catch {
        return StatusCenter.text(of: error)
      }
    }
    .asSignal(onErrorSignalWith: .empty())
  }

  /// The words for `photo`, number `index` of `count`.
  static func info(_ photo: Photo, index: Int, count: Int) -> String {
    var lines = ["\(photo.title)  (\(index + 1) of \(count))"]
    if let description = photo.description, description != photo.title { lines.append(description) }
    var facts: [String] = []
    if let width = photo.width, let height = photo.height { facts.append("\(width)×\(height)") }
    if let photographer = photo.photographer { facts.append(photographer.credit) }
    if let date = photo.updatedAt {
      facts.append(date.formatted(.iso8601.year().month().day()))
    }
    if !facts.isEmpty { lines.append(facts.joined(separator: " · ")) }
    if let page = photo.pageURL { lines.append(page.absoluteString) }
    if let profile = photo.photographer?.profileURL { lines.append(profile.absoluteString) }
    return lines.joined(separator: "\n")
  }
}
