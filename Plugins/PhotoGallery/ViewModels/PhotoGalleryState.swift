/// Everything the grid screen shows, as one value.
public struct PhotoGalleryState: Equatable {
  /// What the gallery is doing.
  public enum Phase: Equatable {
    /// Waiting for the first page.
    case loading
    /// Showing what it has; more may be asked for.
    case loaded
    /// Loading the next page (a footer spinner).
    case loadingMore
    /// The last request failed, or pages in a row brought no new photo, with this message;
    /// `r` retries the page, or asks for the one after those.
    case failed(String)
  }

  /// The query shown.
  public var query: String
  /// The source shown.
  public var source: PhotoSource
  /// The photos so far, in order.
  public var photos: [Photo] = []
  /// What it is doing.
  public var phase: Phase = .loading
  /// The number of the page to ask for next; nil at the end.
  public var nextPage: Int? = 1
  /// How many photos the source says there are, when it says.
  public var total: Int?
  /// Items the source sent that could not be read, and folders that could not be walked.
  public var notes: [String] = []
  /// The source's rate limit, as last reported.
  public var rateLimit: PhotoRateLimit?
  /// What the first page's wait is for, when it is more than loading.
  public var loadingNote: String?

  /// A state for `query` in `source`, loading its first page.
  public init(query: String, source: PhotoSource) {
    self.query = query
    self.source = source
  }

  /// Whether a spinner turns.
  public var isLoading: Bool { phase == .loading || phase == .loadingMore }

  /// The line above the grid: the error and what to do, or the empty state.
  public var message: String {
    switch phase {
    case .failed(let reason):
      return photos.isEmpty ? "\(reason) Press ctrl-r to try again." : ""
    case .loaded where photos.isEmpty:
      return query.isEmpty ? "No photos here yet." : "No photos match “\(query)”."
    default:
      return ""
    }
  }

  /// The line under the grid: a footer spinner's words, the end of the data, or a failed
  /// next page.
  public var footer: String {
    switch phase {
    case .loading: return photos.isEmpty ? loadingNote ?? "Loading photos…" : ""
    case .loadingMore: return "Loading more photos…"
    case .failed(let reason): return photos.isEmpty ? "" : "\(reason) Press ctrl-r to try again."
    case .loaded:
      guard !photos.isEmpty, nextPage == nil else { return "" }
      let count = photos.count == 1 ? "1 photo" : "\(photos.count) photos"
      return "End of the gallery: \(count)."
    }
  }

  /// A note on the rate limit when it runs low, else "".
  public var limitNotice: String {
    guard let rateLimit, rateLimit.isLow else { return "" }
    return rateLimit.message
  }

  /// The state with `page` added.
  func adding(_ page: PhotoPage) -> PhotoGalleryState {
    var next = self
    let known = Set(photos.map(\.id))
    next.photos += page.photos.filter { !known.contains($0.id) }
    next.nextPage = page.nextPage
    next.total = page.total ?? total
    next.rateLimit = page.rateLimit ?? rateLimit
    if page.skippedItems > 0 {
      let items = page.skippedItems == 1 ? "1 item" : "\(page.skippedItems) items"
      next.notes.append("\(items) of page \(page.page) could not be read.")
    }
    next.notes += page.notes
    next.phase = .loaded
    return next
  }
}
