import Foundation
import Trellis

extension GitHubPage {
  /// The page in `response`: a search answer (an object with `items`) for `.search`, a
  /// JSON array for `.user`. `nextURL` is what the `Link` header gives, when it lies on
  /// `origin`'s origin and, for a search, does not start past GitHub's 1,000 results
  /// (``GitHubEndpoint/searchResultLimit``): GitHub would refuse that page.
  ///
  /// - Throws: ``GitHubError/unreadableResponse(reason:)`` when the body is not JSON, is
  ///   cut off, or has another shape.
  static func decode(
    _ response: HTTPResponse, query: String, kind: Kind, origin: URL
  ) throws -> GitHubPage {
    let json = try LenientJSON.parse(
      response.body, orThrow: GitHubError.unreadableResponse(reason:))
    let entries: [Any]
    var totalCount: Int?
    var isIncomplete = false
    switch kind {
    case .search:
      guard let object = json as? [String: Any], let items = object["items"] as? [Any] else {
        throw GitHubError.unreadableResponse(reason: "the search answer has no list of items")
      }
      entries = items
      totalCount = LenientJSON.int(object["total_count"])
      isIncomplete = LenientJSON.bool(object["incomplete_results"]) ?? false
    case .user:
      guard let items = json as? [Any] else {
        throw GitHubError.unreadableResponse(reason: "the answer is not a list of repositories")
      }
      entries = items
    }
    let items = entries.compactMap(GitHubRepository.init(json:))
    let next = response.headers["Link"].flatMap {
      HTTPLinkHeader.url(rel: "next", in: $0, relativeTo: response.url)
    }.flatMap { next -> URL? in
      guard HTTPOrigin.isSameOrigin(next, as: origin) else { return nil }
      return kind == .search && GitHubEndpoint.isPastSearchLimit(next) ? nil : next
    }
    return GitHubPage(
      query: query, kind: kind, items: items, nextURL: next,
      totalCount: totalCount, isIncomplete: isIncomplete, isFromCache: response.isFromCache,
      rateLimit: response.rateLimit, skippedItems: entries.count - items.count)
  }
}
