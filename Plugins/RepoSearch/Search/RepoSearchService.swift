import Foundation
import Trellis

/// The search over GitHub (through ``GitHubClient``) and over the repositories under the
/// configured roots (through ``GitService``).
///
/// - GitHub: an empty query (or a lone `@`) sends nothing and finishes empty; otherwise the
///   first page, and further pages with ``more(after:)``, each repository shown once.
/// - Local: walks the roots (read from `roots` at each search, so a changed setting counts)
///   and emits the rows so far at each repository that matches: every word of the query,
///   without case, in the repository's name or path (an empty query matches all). Folders
///   that could not be read become notes.
public final class RepoSearchService: RepoSearching {
  private let github: GitHubClient
  private let git: GitService
  private let roots: () throws -> [String]
  private let scheduler: ImmediateSchedulerType
  private let maxDepth: Int
  private let checkGitHubSettings: () throws -> Void

  /// A search through `github` and `git`, walking `roots` (at most `maxDepth` levels down)
  /// on `scheduler`; what `roots` throws (a setting that cannot be read) fails the search.
  /// `checkGitHubSettings` runs before each GitHub request: what it throws
  /// (a base URL that is not one, a token file anyone can read) fails the search instead.
  public init(
    github: GitHubClient, git: GitService, roots: @escaping () throws -> [String],
    scheduler: ImmediateSchedulerType, maxDepth: Int = 6,
    checkGitHubSettings: @escaping () throws -> Void = {}
  ) {
    self.github = github
    self.git = git
    self.roots = roots
    self.scheduler = scheduler
    self.maxDepth = maxDepth
    self.checkGitHubSettings = checkGitHubSettings
  }

  /// See ``RepoSearching/search(_:in:)``.
  public func search(_ query: String, in source: RepoSearchSource) -> Observable<RepoSearchResults>
  {
    switch source {
    case .github: return searchGitHub(query)
    case .local: return searchLocal(query)
    }
  }

  /// See ``RepoSearching/more(after:)``. GitHub's pages shift as its results change, so a
  /// page may repeat repositories already shown: each is shown once, in the order first
  /// seen, and a page that brings none new is followed by the next one (see
  /// ``repeatedPageLimit``).
  public func more(after results: RepoSearchResults) -> Observable<RepoSearchResults>? {
    guard results.source == .github, results.hasMore, let page = results.lastPage else {
      return nil
    }
    let (github, check) = (self.github, checkGitHubSettings)
    return Observable.deferred {
      try check()
      return RepoSearchService.pages(after: page, adding: results, github: github)
    }
  }

  /// A request that did not get through or came back cut off; not a bad query or token,
  /// not a git error, and not GitHub's own 5xx (the client has retried those already).
  public func isTransient(_ error: Error) -> Bool {
    switch error as? GitHubError {
    case .network, .unreadableResponse: return true
    default: return false
    }
  }

  /// "12 GitHub search requests left until 14:05" when GitHub's limit runs low, and
  /// "Waiting for the search limit (30 a minute) until 14:05:12" while a search waits for
  /// the local limiter.
  public var limitNotices: Observable<String?> {
    let low = github.rateLimit.map { status in
      status.isLow || status.isExhausted ? status.message : nil
    }
    .startWith(nil)
    return Observable.combineLatest(low, github.searchWaits) { low, waitingUntil in
      guard let waitingUntil else { return low }
      return "Waiting for GitHub's search limit until "
        + GitHubText.clock(waitingUntil)
    }
  }

  private func searchGitHub(_ query: String) -> Observable<RepoSearchResults> {
    let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard GitHubQuery(trimmed) != .empty else {
      return .just(RepoSearchResults(query: query, source: .github, isFinished: true))
    }
    let (github, check) = (self.github, checkGitHubSettings)
    return Observable.deferred {
      try check()
      return github.search(trimmed).asObservable().map {
        RepoSearchService.results(of: $0, query: query)
      }
    }
  }

  private func searchLocal(_ query: String) -> Observable<RepoSearchResults> {
    let terms = query.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    let git = self.git
    let roots = self.roots
    let maxDepth = self.maxDepth
    let scheduler = self.scheduler
    return Observable.deferred {
      // One subscription's results; the walk's steps run one after another.
      let results = Box(RepoSearchResults(query: query, source: .local))
      results.value.roots = try roots()
      results.value.maxDepth = maxDepth
      let walk = git.discover(roots: results.value.roots, maxDepth: maxDepth, on: scheduler)
        .map { event -> RepoSearchResults in
          switch event {
          case .found(let repository):
            let haystack = (repository.name + "\n" + repository.path).lowercased()
            if terms.allSatisfy({ haystack.contains($0) }) {
              results.value.rows.append(.local(repository))
            }
          case .skipped(let path, let reason):
            results.value.notes.append("Skipped \(path): \(reason).")
          }
          return results.value
        }
      let finished = Observable.deferred { () -> Observable<RepoSearchResults> in
        results.value.isFinished = true
        return .just(results.value)
      }
      return walk.startWith(results.value).concat(finished)
    }
  }
}
