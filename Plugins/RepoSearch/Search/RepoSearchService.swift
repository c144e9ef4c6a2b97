import Foundation
import Trellis

/// The search over GitHub (through ``GitHubClient``) and over the repositories under the
/// configured roots (through ``GitService``).
///
/// - GitHub: an empty query (or a lone `@`) sends nothing and finishes empty; otherwise the
///   first page, and further pages with ``more(after:)``, each repository shown once.
/// - Local: the repositories under the roots (read from `roots` at each search, so a changed
///   setting counts) come from a ``LocalRepoIndex``: walked once, by the first search, and
///   kept, so that later searches filter the kept list in memory; ``reload()`` walks again.
///   A search emits the rows so far as the walk finds repositories that match: every word
///   of the query, without case, in the repository's name or path (an empty query matches
///   all). Folders that could not be read become notes. Everything but the delivery runs
///   on `scheduler`, never on the subscribing thread.
public final class RepoSearchService: RepoSearching {
  private let github: GitHubClient
  private let git: GitService
  private let index: LocalRepoIndex
  private let roots: @Sendable () throws -> [String]
  private let scheduler: ImmediateSchedulerType
  private let maxDepth: Int
  private let checkGitHubSettings: @Sendable () throws -> Void
  private let forgetSettings: @Sendable () -> Void

  /// A search through `github` and `git`, walking `roots` (at most `maxDepth` levels down)
  /// on `scheduler`; what `roots` throws (a setting that cannot be read) fails the search.
  /// `checkGitHubSettings` runs before each GitHub request, on `scheduler`: what it throws
  /// (a base URL that is not one, a token file anyone can read) fails the search instead.
  /// `forgetSettings` runs on ``reload()`` and when a GitHub request fails, for settings
  /// kept between requests to be read again.
  public init(
    github: GitHubClient, git: GitService, roots: @escaping @Sendable () throws -> [String],
    scheduler: ImmediateSchedulerType, maxDepth: Int = 6,
    checkGitHubSettings: @escaping @Sendable () throws -> Void = {},
    forgetSettings: @escaping @Sendable () -> Void = {}
  ) {
    self.github = github
    self.git = git
    index = LocalRepoIndex(git: git, scheduler: scheduler)
    self.roots = roots
    self.scheduler = scheduler
    self.maxDepth = maxDepth
    self.checkGitHubSettings = checkGitHubSettings
    self.forgetSettings = forgetSettings
  }

  /// See ``RepoSearching/search(_:in:)``.
  public func search(_ query: String, in source: RepoSearchSource) -> Observable<RepoSearchResults>
  {
    switch source {
    case .github: return searchGitHub(query)
    case .local: return searchLocal(query)
    }
  }

  /// See ``RepoSearching/reload()``: the next local search walks the roots again, and the
  /// working trees' changes are asked again.
  public func reload() {
    index.refresh()
    forgetSettings()
  }

  /// See ``RepoSearching/isDirty(_:)``: asked of git on the search's scheduler, kept until
  /// ``reload()``.
  public func isDirty(_ repository: LocalRepository) -> Single<Bool?> {
    index.isDirty(of: repository)
  }

  /// See ``RepoSearching/more(after:)``. GitHub's pages shift as its results change, so a
  /// page may repeat repositories already shown: each is shown once, in the order first
  /// seen, and a page that brings none new is followed by the next one (see
  /// ``repeatedPageLimit``).
  public func more(after results: RepoSearchResults) -> Observable<RepoSearchResults>? {
    guard results.source == .github, results.hasMore, let page = results.lastPage else {
      return nil
    }
    let (github, check, forget) = (self.github, checkGitHubSettings, forgetSettings)
    return Observable.deferred {
      try check()
      return RepoSearchService.pages(after: page, adding: results, github: github)
    }
    .do(onError: { _ in forget() })
    .subscribe(on: scheduler)
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
    let (github, check, forget) = (self.github, checkGitHubSettings, forgetSettings)
    // The settings (the token's file) are read on the scheduler, not the subscriber's thread.
    return Observable.deferred {
      try check()
      return github.search(trimmed).asObservable().map {
        RepoSearchService.results(of: $0, query: query)
      }
    }
    .do(onError: { _ in forget() })
    .subscribe(on: scheduler)
  }

  private func searchLocal(_ query: String) -> Observable<RepoSearchResults> {
    let terms = query.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    let (index, roots, maxDepth) = (self.index, self.roots, self.maxDepth)
    return Observable.deferred { () -> Observable<RepoSearchResults> in
      // One subscription's results; the snapshots arrive one after another.
      var shown = RepoSearchResults(query: query, source: .local)
      shown.roots = try roots()
      shown.maxDepth = maxDepth
      let results = Box(shown)
      let seen = Box(0)
      return index.snapshots(roots: shown.roots, maxDepth: maxDepth)
        .map { snapshot -> RepoSearchResults in
          // Only the repositories found since the last snapshot are looked at.
          for repository in snapshot.repositories(from: seen.value) {
            let haystack = (repository.name + "\n" + repository.path).lowercased()
            if terms.allSatisfy({ haystack.contains($0) }) {
              results.value.rows.append(.local(repository))
            }
          }
          seen.value = snapshot.count
          results.value.notes = snapshot.notes
          results.value.isFinished = snapshot.isFinished
          return results.value
        }
        .startWith(shown)
    }
    .subscribe(on: scheduler)
  }
}
