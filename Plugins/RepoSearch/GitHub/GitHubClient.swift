import Foundation
import Trellis

/// Searches GitHub's repositories and reads a repository and its README, through GitHub's
/// REST API v3, as `Single`s.
///
/// ```swift
/// let github = GitHubClient(
///   http: http, configuration: { GitHubConfiguration(token: settings.githubToken) },
///   scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
/// github.search("language:swift stars:>100")
///   .flatMap { github.nextPage(after: $0) }
/// ```
///
/// Every request:
/// - is sent when the `Single` is subscribed to (each subscription sends anew) and
///   cancelled when it is disposed, including while it waits for a rate limit;
/// - reads the configuration first, so a token set while the app runs counts at once; sends
///   `Accept: application/vnd.github+json`, `X-GitHub-Api-Version: 2022-11-28` and, with a
///   token, `Authorization: Bearer …` — and never sends the token to another origin;
/// - takes part in the HTTP client's ETag cache: a repeated GET is conditional, and a 304
///   is served from the cache (``GitHubPage/isFromCache``);
/// - keeps the rate-limit state GitHub reports (see ``rateLimit``) and is not sent at all
///   while GitHub says the limit is used up: it fails at once with
///   ``GitHubError/rateLimited(until:)``;
/// - on 429, or a 403 rate limit with a wait of at most a minute (`Retry-After` or the
///   reset), and on 5xx, waits on `scheduler` and is retried once;
/// - fails with a ``GitHubError`` whose message says what to do.
///
/// Searches also pass a local limiter: at most GitHub's search limit (30 a minute with a
/// token, 10 without, or what the last search answer's headers said) in any 60 seconds;
/// the next one waits on `scheduler` until a slot frees. A search GitHub answers with 304
/// gives its slot back: GitHub does not count a conditional request that comes back 304
/// (for authenticated requests, by its documentation), and should it count one anyway the
/// `x-ratelimit-remaining` it reports still stops the client before GitHub refuses.
///
/// Results arrive on the HTTP client's background threads (or on `scheduler` after a
/// wait): observe them on `MainScheduler` before touching views. The client is safe to use
/// from any thread: its own state is the rate-limit tracker and the search limiter, each
/// guarded by its own lock.
public final class GitHubClient: @unchecked Sendable {
  let http: HTTPClient
  let configuration: @Sendable () -> GitHubConfiguration
  let scheduler: SchedulerType
  let retryPolicy: HTTPRetryPolicy
  /// Thread-safe (guarded by its own locks).
  let rateLimits = GitHubRateLimitTracker()
  /// Thread-safe (guarded by its own lock).
  let searchLimiter: GitHubSearchLimiter

  /// A client sending through `http`, reading `configuration` at each request (on the
  /// subscribing thread, so it must be safe to call from any thread), and timing its waits
  /// (retries, the search limiter) and rate-limit checks on `scheduler`.
  public convenience init(
    http: HTTPClient, configuration: @escaping @Sendable () -> GitHubConfiguration,
    scheduler: SchedulerType
  ) {
    self.init(
      http: http, configuration: configuration, scheduler: scheduler,
      retryPolicy: HTTPRetryPolicy(maxAttempts: 2))
  }

  /// A client whose retries follow `retryPolicy` (tests pass one without jitter).
  init(
    http: HTTPClient, configuration: @escaping @Sendable () -> GitHubConfiguration,
    scheduler: SchedulerType, retryPolicy: HTTPRetryPolicy
  ) {
    self.http = http
    self.configuration = configuration
    self.scheduler = scheduler
    self.retryPolicy = retryPolicy
    self.searchLimiter = GitHubSearchLimiter(scheduler: scheduler)
  }

  /// Until when a search waits for a slot under the local search limit, each time that
  /// changes (the current value first); nil when none waits. Emits on the thread that
  /// changed it.
  public var searchWaits: Observable<Date?> {
    searchLimiter.waits
  }

  /// The latest rate-limit state GitHub reported, per resource (`core`, `search`): just
  /// after subscription, the latest known status of each resource (by resource name), then
  /// every newer one as responses bring it. Never completes or fails; disposing stops it.
  /// Emits on a private serial queue, one status at a time.
  public var rateLimit: Observable<GitHubRateLimitStatus> {
    rateLimits.statuses
  }

  /// The latest status GitHub reported for `resource` (`core` or `search`), if any.
  public func rateLimitStatus(of resource: String) -> GitHubRateLimitStatus? {
    rateLimits.status(of: resource)
  }

  /// The first page of repositories for `query`, routed as GitHub's own search box routes
  /// it.
  ///
  /// Words are a repository search (`GET /search/repositories`), with qualifiers
  /// (`language:swift stars:>100`) passed through as typed — a word that is also an
  /// account's login (`swift`, `rust`) searches too. `@name`, or `user:name` alone, lists
  /// the repositories of the user or organization `name`, most recently updated first; it
  /// fails with ``GitHubError/userNotFound(login:)`` when GitHub has no such account, and
  /// with ``GitHubError/invalidName(_:)``, sending nothing, when `name` cannot be a login.
  /// A blank query (or a lone `@`) sends nothing and emits an empty page.
  ///
  /// Emits the page once and completes, or fails with a ``GitHubError``. Disposing cancels
  /// the request, or the wait before it.
  public func search(_ query: String) -> Single<GitHubPage> {
    Single.deferred { [self] in
      let configuration = configuration()
      let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
      switch GitHubQuery(trimmed) {
      case .empty:
        return .just(.empty(query: ""))
      case .search(let text):
        return page(
          GitHubEndpoint.search(text, base: configuration.baseURL), query: text, kind: .search,
          configuration: configuration)
      case .user(let login):
        guard GitHubQuery.isLogin(login) else {
          throw GitHubError.invalidName(HTTPRedaction.excerpt(login, limit: 60))
        }
        return page(
          GitHubEndpoint.userRepositories(login, base: configuration.baseURL), query: trimmed,
          kind: .user(login), configuration: configuration)
      }
    }
  }

  /// The page after `page`, fetched from its `Link` header's `rel="next"` URL.
  ///
  /// Emits an empty last page, without sending anything, when `page` has no next page.
  /// Fails with ``GitHubError/untrustedLink(origin:)``, sending nothing, when the URL is
  /// not on the configured API's origin (the token must not go elsewhere). Otherwise as
  /// ``search(_:)``: disposing cancels.
  public func nextPage(after page: GitHubPage) -> Single<GitHubPage> {
    Single.deferred { [self] in
      guard let next = page.nextURL else {
        return .just(GitHubPage(query: page.query, kind: page.kind, items: []))
      }
      let configuration = configuration()
      guard HTTPOrigin.isSameOrigin(next, as: configuration.baseURL) else {
        let origin = HTTPOrigin(next)?.description ?? "another site"
        return .error(GitHubError.untrustedLink(origin: origin))
      }
      return self.page(next, query: page.query, kind: page.kind, configuration: configuration)
    }
  }

  /// The repository `owner/name`, with its topics, license and default branch.
  ///
  /// Emits it once and completes; fails with ``GitHubError/repositoryNotFound(fullName:)``
  /// on 404, ``GitHubError/invalidName(_:)`` (sending nothing) for a name GitHub cannot
  /// have, or another ``GitHubError``. Disposing cancels the request.
  public func repository(owner: String, name: String) -> Single<GitHubRepository> {
    Single.deferred { [self] in
      let configuration = configuration()
      let url = try repositoryURL(owner: owner, name: name, configuration: configuration) {
        GitHubEndpoint.repository(owner: $0, name: $1, base: $2)
      }
      return get(url, resource: .core, configuration: configuration).map { response in
        if response.status == 404 {
          throw GitHubError.repositoryNotFound(
            fullName: HTTPRedaction.excerpt("\(owner)/\(name)", limit: 160))
        }
        try Self.check(response, configuration: configuration)
        guard
          let repository = GitHubRepository(
            json: try LenientJSON.parse(
              response.body, orThrow: GitHubError.unreadableResponse(reason:)))
        else {
          throw GitHubError.unreadableResponse(reason: "the answer does not describe a repository")
        }
        return repository
      }
    }
  }

  /// The text of the README of `owner/name`, or nil when the repository has none (404).
  ///
  /// Emits once and completes; fails with a ``GitHubError`` when the README cannot be read
  /// (see ``repository(owner:name:)`` for names). Disposing cancels the request.
  public func readme(owner: String, name: String) -> Single<String?> {
    Single.deferred { [self] in
      let configuration = configuration()
      let url = try repositoryURL(owner: owner, name: name, configuration: configuration) {
        GitHubEndpoint.readme(owner: $0, name: $1, base: $2)
      }
      return get(url, resource: .core, configuration: configuration).map { response in
        if response.status == 404 { return nil }
        try Self.check(response, configuration: configuration)
        return try GitHubReadme.text(from: response.body)
      }
    }
  }
}
