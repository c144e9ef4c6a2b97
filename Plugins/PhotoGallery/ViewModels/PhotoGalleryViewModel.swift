import Foundation
import Trellis

/// The grid's view model, in the seed's shape: the photo list as a relay-like output fed
/// a page at a time, the next page when the scroll reaches the end (`scrollEnded`), and
/// pictures loaded for the cells as they are displayed (see ``thumbnails``).
///
/// The query is throttled (0.3 s) and deduplicated; a new query or source supersedes the
/// request on its way, which is disposed (the HTTP request cancelled, the walk stopped).
/// A failed first page shows its reason and `r` retries; a failed next page keeps the
/// photos shown and `r` asks for that page again. Errors that may pass (a dropped
/// connection, a 5xx) are retried once at once. A page that brings no new photo (all
/// already shown: the feed moved under the user) asks for the next on its own, up to
/// three pages in a row; then the footer says which pages brought nothing and `r` goes on
/// from the next.
public final class PhotoGalleryViewModel: ViewModelType {
  /// What the screen feeds in.
  public struct Input {
    /// The search field's text.
    public var query: Observable<String>
    /// Switch between the API and the local folder.
    public var toggleSource: Observable<Void>
    /// The last row came on screen: the seed's `scrollEnded`.
    public var scrollEnded: Observable<Void>
    /// Try the failed request again.
    public var retry: Observable<Void>
    /// The photo chosen (its index).
    public var selection: Observable<Int>

    /// An input of these sequences.
    public init(
      query: Observable<String>, toggleSource: Observable<Void>, scrollEnded: Observable<Void>,
      retry: Observable<Void>, selection: Observable<Int>
    ) {
      self.query = query
      self.toggleSource = toggleSource
      self.scrollEnded = scrollEnded
      self.retry = retry
      self.selection = selection
    }
  }

  /// What the screen shows.
  public struct Output {
    /// Everything, as one value.
    public let state: Driver<PhotoGalleryState>
    /// The photos: the seed's `photoList`.
    public let photos: Driver<[Photo]>
    /// The source shown.
    public let source: Driver<PhotoSource>
    /// Whether a spinner turns.
    public let isLoading: Driver<Bool>
    /// The message above the grid ("" when none).
    public let message: Driver<String>
    /// The line under the grid.
    public let footer: Driver<String>
    /// The rate limit, when it runs low ("" otherwise).
    public let limitNotice: Driver<String>
    /// The source, each time the user switches it (to remember it).
    public let sourceChanges: Signal<PhotoSource>
    /// Where to go.
    public let navigation: Signal<NavigationIntent>
  }

  /// The loader of the cells' pictures.
  public let thumbnails: PhotoThumbnails

  private let feeds: (PhotoSource) -> PhotoFeed
  private let initialQuery: String
  private let initialSource: PhotoSource
  private let startSource: Single<PhotoSource>?
  private let scheduler: SchedulerType
  private let throttle: RxTimeInterval
  private let perPage: Int

  /// A view model reading pages from `feeds`' feed for each source, starting with
  /// `query` in `source`; timing and delivering on `scheduler` (the main scheduler in an
  /// app). With `startSource` (found off the main thread: it reads the settings), the
  /// gallery starts in the source it gives instead, `source` being shown until then (a
  /// failure keeps `source`).
  init(
    feeds: @escaping (PhotoSource) -> PhotoFeed, thumbnails: PhotoThumbnails, query: String,
    source: PhotoSource, startSource: Single<PhotoSource>? = nil, scheduler: SchedulerType,
    throttle: RxTimeInterval = .milliseconds(300),
    perPage: Int = 30
  ) {
    self.feeds = feeds
    self.thumbnails = thumbnails
    initialQuery = query
    initialSource = source
    self.startSource = startSource
    self.scheduler = scheduler
    self.throttle = throttle
    self.perPage = perPage
  }

  /// Builds the outputs.
  public func transform(_ input: Input) -> Output {
    let scheduler = self.scheduler
    let feeds = self.feeds
    let initialSource = self.initialSource
    let start: Observable<PhotoSource> =
      startSource.map {
        $0.asObservable().catchAndReturn(initialSource).observe(on: scheduler)
      } ?? .just(initialSource)
    let toggles = input.toggleSource
    let source =
      start
      .flatMapLatest { first in
        toggles.scan(first) { current, _ in current.toggled }.startWith(first)
      }
      .share(replay: 1)
    let query = input.query
      .startWith(initialQuery)
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .throttle(throttle, latest: true, scheduler: scheduler)
      .distinctUntilChanged()
    let requests = Observable.combineLatest(query, source.distinctUntilChanged()) {
      (query: $0, source: $1)
    }
    let retry = input.retry
    let scrollEnded = input.scrollEnded
    let state =
      requests
      .flatMapLatest { request -> Observable<PhotoGalleryState> in
        PhotoGalleryViewModel.states(
          query: request.query, source: request.source, feed: feeds(request.source),
          scrollEnded: scrollEnded, retry: retry, scheduler: scheduler)
      }
      .startWith(PhotoGalleryState(query: initialQuery, source: initialSource))
      .distinctUntilChanged()
      .share(replay: 1)
    let blank = PhotoGalleryState(query: initialQuery, source: initialSource)
    let photos = state.map(\.photos).distinctUntilChanged()
    let navigation = input.selection.withLatestFrom(photos) { index, photos -> Photo? in
      photos.indices.contains(index) ? photos[index] : nil
    }
    .compactMap { $0.map { NavigationIntent.push(PhotoRoutes.photo($0.id)) } }
    return Output(
      state: state.asDriver(onErrorJustReturn: blank),
      photos: photos.asDriver(onErrorJustReturn: []),
      source: source.asDriver(onErrorJustReturn: initialSource),
      isLoading: state.map(\.isLoading).distinctUntilChanged().asDriver(onErrorJustReturn: false),
      message: state.map(\.message).distinctUntilChanged().asDriver(onErrorJustReturn: ""),
      footer: state.map(\.footer).distinctUntilChanged().asDriver(onErrorJustReturn: ""),
      limitNotice: state.map(\.limitNotice).distinctUntilChanged().asDriver(
        onErrorJustReturn: ""),
      sourceChanges: source.skip(1).asSignal(onErrorSignalWith: .empty()),
      navigation: navigation.asSignal(onErrorSignalWith: .empty()))
  }

  /// The states of one query in one source: the first page, then a page per
  /// `scrollEnded` (and the next at once after one that brought nothing new), each failure
  /// or stop kept until `retry`.
  static func states(
    query: String, source: PhotoSource, feed: PhotoFeed, scrollEnded: Observable<Void>,
    retry: Observable<Void>, scheduler: SchedulerType
  ) -> Observable<PhotoGalleryState> {
    Observable.deferred {
      let latest = BehaviorRelay(value: PhotoGalleryState(query: query, source: source))
      let wanted = Observable.merge(
        .just(()), scrollEnded.filter { latest.value.phase == .loaded },
        retry.filter { if case .failed = latest.value.phase { return true } else { return false } })
      return
        wanted
        .compactMap { _ in latest.value.nextPage.map { (page: $0, shown: latest.value) } }
        .flatMapFirst { request in
          load(
            page: request.page, after: request.shown, query: query, feed: feed,
            scheduler: scheduler)
        }
        .do(onNext: { latest.accept($0) })
    }
  }

  /// How many pages in a row may bring no new photo (all already shown, or none) before
  /// the gallery stops asking for the next on its own and says so.
  static let pagesWithoutNewPhotos = 3

  /// The states of loading page `number` after `shown`: loading (with the feed's note
  /// while nothing is shown yet), then the page added, or the failure. A page that brings
  /// no new photo asks for the next at once, up to ``pagesWithoutNewPhotos`` pages in a
  /// row (`fruitless` so far); then the state says so, and `r` asks for the next.
  private static func load(
    page number: Int, after shown: PhotoGalleryState, fruitless: Int = 0, query: String,
    feed: PhotoFeed, scheduler: SchedulerType
  ) -> Observable<PhotoGalleryState> {
    var loading = shown
    loading.phase = shown.photos.isEmpty ? .loading : .loadingMore
    let page = retryingOnce(feed.page(number, query: query).asObservable(), feed: feed)
      .observe(on: scheduler)
      .share()
    let added = page.flatMap { page -> Observable<PhotoGalleryState> in
      var next = shown.adding(page)
      guard next.photos.count == shown.photos.count, let following = next.nextPage else {
        return .just(next)
      }
      guard fruitless + 1 < pagesWithoutNewPhotos else {
        next.phase = .failed(
          "Pages \(number - fruitless)–\(number) brought no new photos, so loading stopped.")
        return .just(next)
      }
      return load(
        page: following, after: next, fruitless: fruitless + 1, query: query, feed: feed,
        scheduler: scheduler)
    }
    // The note (found off the main thread) shows until the page comes.
    let noted =
      shown.photos.isEmpty
      ? feed.loadingNote().asObservable().compactMap { $0 }
        .observe(on: scheduler)
        .map { note -> PhotoGalleryState in
          var waiting = loading
          waiting.loadingNote = note
          return waiting
        }
        .take(until: page)
      : .empty()
    // The page first: it is shared, and `noted` only watches it (subscribed first, a note
    // that completes at once would end the page's one request and start another).
    return Observable.merge(added, noted)
      .startWith(loading)
      .catch { error in
        var failed = shown
        failed.phase = .failed(message(for: error))
        return .just(failed)
      }
  }

  /// `observable`, subscribed once more at once when it fails in a way that may pass.
  private static func retryingOnce<Element>(_ observable: Observable<Element>, feed: PhotoFeed)
    -> Observable<Element>
  {
    observable.retry { (errors: Observable<Error>) in
      errors.enumerated().flatMap { attempt, error -> Observable<Void> in
        attempt == 0 && feed.isTransient(error) ? .just(()) : .error(error)
      }
    }
  }

  /// The user's message for `error`, ending in a full stop.
  static func message(for error: Error) -> String {
    let text = StatusCenter.text(of: error)
    return text.hasSuffix(".") ? text : text + "."
  }
}
