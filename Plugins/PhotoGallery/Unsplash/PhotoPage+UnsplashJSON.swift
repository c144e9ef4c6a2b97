import Foundation
import Trellis

extension PhotoPage {
  /// The page in `response`: a JSON array of photos for a list (`query` nil), a search
  /// answer `{total, total_pages, results: […]}` for a search.
  ///
  /// The totals come from the search answer, else the `X-Total` header; ``hasMore`` from
  /// the `Link` header's `rel="next"` when the header is there, else from the totals, else
  /// from whether the page was full. A page with no entries at all is the last one.
  ///
  /// - Throws: ``UnsplashError/unreadableResponse(reason:)`` when the body is not JSON, is
  ///   cut off, or has another shape.
  static func decode(
    _ response: HTTPResponse, page: Int, perPage: Int, query: String?
  ) throws -> PhotoPage {
    let json = try LenientJSON.parse(
      response.body, orThrow: UnsplashError.unreadableResponse(reason:))
    let entries: [Any]
    var total = LenientJSON.int(response.headers["X-Total"]).flatMap { $0 >= 0 ? $0 : nil }
    var totalPages: Int?
    if query != nil {
      guard let object = json as? [String: Any], let results = object["results"] as? [Any]
      else {
        throw UnsplashError.unreadableResponse(reason: "the search answer has no results list")
      }
      entries = results
      total = LenientJSON.int(object["total"]).flatMap { $0 >= 0 ? $0 : nil } ?? total
      totalPages = LenientJSON.int(object["total_pages"]).flatMap { $0 >= 0 ? $0 : nil }
    } else {
      guard let list = json as? [Any] else {
        throw UnsplashError.unreadableResponse(reason: "the answer is not a list of photos")
      }
      entries = list
    }
    if totalPages == nil, let total, perPage > 0 {
      totalPages = (total + perPage - 1) / perPage
    }
    let photos = entries.compactMap(Photo.init(unsplash:))
    return PhotoPage(
      photos: photos, page: page, perPage: perPage, query: query, total: total,
      totalPages: totalPages,
      hasMore: hasMore(
        response, page: page, entries: entries.count, perPage: perPage, totalPages: totalPages),
      skippedItems: entries.count - photos.count, rateLimit: PhotoRateLimit(response.rateLimit))
  }

  /// Whether a page follows: never after an empty page; else the `Link` header's
  /// `rel="next"` when there is a `Link` header; else `page < totalPages`; else whether
  /// the page was full.
  private static func hasMore(
    _ response: HTTPResponse, page: Int, entries: Int, perPage: Int, totalPages: Int?
  ) -> Bool {
    guard entries > 0 else { return false }
    if let header = response.headers["Link"] {
      let links = HTTPLinkHeader.links(in: header, relativeTo: response.url)
      if !links.isEmpty { return links["next"] != nil }
    }
    if let totalPages { return page < totalPages }
    return entries >= perPage
  }
}
