import Foundation

/// One page of photos: a page of the latest photos, of a search, or of a local folder.
public struct PhotoPage: Sendable, Equatable {
  /// The photos on this page, in the source's order.
  public var photos: [Photo]

  /// The page's number, from 1.
  public var page: Int

  /// How many photos a full page holds.
  public var perPage: Int

  /// The search the page answers (trimmed), or nil for a plain list of photos.
  public var query: String?

  /// How many photos there are in all, when the source says (Unsplash's `X-Total` header
  /// or a search's `total`).
  public var total: Int?

  /// How many pages there are in all, when the source says (a search's `total_pages`, or
  /// worked out from ``total`` and ``perPage``).
  public var totalPages: Int?

  /// Whether there is a page after this one (a `Link` header's `rel="next"`, else what the
  /// totals say, else whether this page was full).
  public var hasMore: Bool

  /// Entries the source sent that could not be read as photos (not an object, or without
  /// an id), and so are missing from ``photos``.
  public var skippedItems: Int

  /// The rate limit the source reported with this page, if any.
  public var rateLimit: PhotoRateLimit?

  /// What the source noticed while reading the page (a folder it could not read), in
  /// words for the user.
  public var notes: [String] = []

  /// A page with these parts.
  public init(
    photos: [Photo], page: Int, perPage: Int, query: String? = nil, total: Int? = nil,
    totalPages: Int? = nil, hasMore: Bool, skippedItems: Int = 0,
    rateLimit: PhotoRateLimit? = nil
  ) {
    self.photos = photos
    self.page = page
    self.perPage = perPage
    self.query = query
    self.total = total
    self.totalPages = totalPages
    self.hasMore = hasMore
    self.skippedItems = skippedItems
    self.rateLimit = rateLimit
  }

  /// The number of the page after this one, or nil on the last page.
  public var nextPage: Int? {
    hasMore ? page + 1 : nil
  }
}
