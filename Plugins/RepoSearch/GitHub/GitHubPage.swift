import Foundation
import Trellis

/// One page of repositories: a page of search results or of a user's repositories.
public struct GitHubPage: Sendable, Equatable {
  /// Where a page's repositories come from.
  public enum Kind: Sendable, Equatable {
    /// The repositories of the user (or organization) `login`, most recently updated first.
    case user(String)
    /// A repository search.
    case search
  }

  /// The query the page answers, trimmed.
  public var query: String
  /// Where the repositories come from.
  public var kind: Kind
  /// The repositories on this page, in GitHub's order.
  public var items: [GitHubRepository]
  /// The next page's URL (the `Link` header's `rel="next"`), or nil on the last page. Only
  /// links on the configured API's origin are kept, and for a search only those that start
  /// within ``resultLimit``.
  public var nextURL: URL?
  /// How many repositories match in all (searches only).
  public var totalCount: Int?
  /// Whether GitHub says the search timed out and the results may be incomplete.
  public var isIncomplete: Bool
  /// Whether GitHub answered 304 Not Modified and the page came from the ETag cache.
  public var isFromCache: Bool
  /// The rate-limit state GitHub reported with this page, if any.
  public var rateLimit: HTTPRateLimit?
  /// Entries GitHub sent that could not be read as repositories (not an object, or with
  /// neither a name nor a full name), and so are missing from `items`.
  public var skippedItems: Int

  /// A page with these parts.
  public init(
    query: String, kind: Kind, items: [GitHubRepository], nextURL: URL? = nil,
    totalCount: Int? = nil, isIncomplete: Bool = false, isFromCache: Bool = false,
    rateLimit: HTTPRateLimit? = nil, skippedItems: Int = 0
  ) {
    self.query = query
    self.kind = kind
    self.items = items
    self.nextURL = nextURL
    self.totalCount = totalCount
    self.isIncomplete = isIncomplete
    self.isFromCache = isFromCache
    self.rateLimit = rateLimit
    self.skippedItems = skippedItems
  }

  /// An empty last page of a search for `query` (what a blank query gives).
  public static func empty(query: String, kind: Kind = .search) -> GitHubPage {
    GitHubPage(query: query, kind: kind, items: [], totalCount: kind == .search ? 0 : nil)
  }

  /// The most repositories GitHub gives for this page's query, whatever ``totalCount``
  /// says: 1,000 for a search (GitHub refuses pages past them); nil for the repositories
  /// of an account, which are all listed.
  public var resultLimit: Int? {
    kind == .search ? GitHubEndpoint.searchResultLimit : nil
  }

  /// Whether there is a next page to fetch with ``GitHubClient/nextPage(after:)``.
  public var hasNextPage: Bool {
    nextURL != nil
  }
}
