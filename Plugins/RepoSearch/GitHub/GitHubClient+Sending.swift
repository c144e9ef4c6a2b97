import Foundation
import Trellis

extension GitHubClient {
  /// The rate limit a request counts against.
  enum Resource: String {
    case core
    case search
  }

  /// The page at `url`; fails when `url` is nil (a base URL that cannot be extended), and
  /// with ``GitHubError/userNotFound(login:)`` when a user listing answers 404.
  func page(
    _ url: URL?, query: String, kind: GitHubPage.Kind, configuration: GitHubConfiguration
  ) -> Single<GitHubPage> {
    guard let url else { return .error(Self.badBaseURL(configuration)) }
    let resource: Resource = kind == .search ? .search : .core
    return get(url, resource: resource, configuration: configuration).map { response in
      if response.status == 404, case .user(let login) = kind {
        throw GitHubError.userNotFound(login: login)
      }
      try Self.check(response, configuration: configuration)
      return try GitHubPage.decode(
        response, query: query, kind: kind, origin: configuration.baseURL)
    }
  }

  /// A `GET` of `url` with GitHub's header fields, through the rate-limit check, the
  /// search limiter (for searches) and one retry; emits the final response whatever its
  /// status, except that a rate limit that outlasts the retry fails with
  /// ``GitHubError/rateLimited(until:)`` and a transport failure with
  /// ``GitHubError/network(_:)``.
  func get(_ url: URL, resource: Resource, configuration: GitHubConfiguration) -> Single<
    HTTPResponse
  > {
    // The HTTP client neither retries nor judges the status: this client does both, so its
    // waits run on `scheduler` and GitHub's answer (its message, its rate limit) is read
    // before anything else happens.
    let request = HTTPRequest(
      url: url, headers: GitHubEndpoint.headers(token: configuration.token),
      retryPolicy: .never, validatesStatus: false)
    return attempt(1, of: request, resource: resource, hasToken: configuration.token != nil)
  }

  /// The error that says the configured base URL is unusable.
  static func badBaseURL(_ configuration: GitHubConfiguration) -> GitHubError {
    let origin = HTTPOrigin(configuration.baseURL)?.description ?? "(no host)"
    return .network(
      .invalidRequest(url: origin, reason: "the configured GitHub API address is not valid"))
  }

  /// Throws the ``GitHubError`` for `response` unless it is a success.
  static func check(_ response: HTTPResponse, configuration: GitHubConfiguration) throws {
    guard !response.isSuccess else { return }
    let token = configuration.token?.reveal().trimmingCharacters(in: .whitespacesAndNewlines)
    throw GitHubError.from(response, secrets: token.map { [$0] } ?? [])
  }

  /// The URL `make` builds for `owner/name`; throws ``GitHubError/invalidName(_:)`` for a
  /// name GitHub cannot have.
  func repositoryURL(
    owner: String, name: String, configuration: GitHubConfiguration,
    _ make: (String, String, URL) -> URL?
  ) throws -> URL {
    for part in [owner, name] where !GitHubEndpoint.isValidName(part) {
      throw GitHubError.invalidName(HTTPRedaction.excerpt(part, limit: 60))
    }
    guard let url = make(owner, name, configuration.baseURL) else {
      throw Self.badBaseURL(configuration)
    }
    return url
  }

  /// Attempt `number` of `request`: sends it, records the rate limit GitHub reports, and
  /// follows the retry policy's decision, waiting on `scheduler`.
  private func attempt(
    _ number: Int, of request: HTTPRequest, resource: Resource, hasToken: Bool
  ) -> Single<HTTPResponse> {
    sendOnce(request, resource: resource, hasToken: hasToken).flatMap { [self] response in
      if let status = GitHubRateLimitStatus(response.rateLimit, resource: resource.rawValue) {
        rateLimits.record(status)
      }
      let decision = retryPolicy.decision(
        status: response.status, headers: response.headers, request: request, attempt: number,
        now: scheduler.now)
      switch decision {
      case .retry(let seconds):
        let milliseconds = Int((min(seconds, 86_400) * 1000).rounded(.up))
        return Single<Int>.timer(.milliseconds(milliseconds), scheduler: scheduler)
          .flatMap { [self] _ in
            attempt(number + 1, of: request, resource: resource, hasToken: hasToken)
          }
      case .rateLimited(let until):
        return .error(GitHubError.rateLimited(until: until ?? blockedUntil(resource)))
      case .deliver, .fail:
        return .just(response)
      }
    }
  }

  /// One send of `request`: fails at once while GitHub says `resource` is used up; a
  /// search first waits for a slot in the local limiter.
  private func sendOnce(
    _ request: HTTPRequest, resource: Resource, hasToken: Bool
  ) -> Single<HTTPResponse> {
    if let until = blockedUntil(resource) { return .error(GitHubError.rateLimited(until: until)) }
    let http = http
    guard resource == .search else {
      return http.send(request).catch { .error(GitHubError.from($0)) }
    }
    let limit = rateLimits.status(of: Resource.search.rawValue)?.limit ?? (hasToken ? 30 : 10)
    let limiter = searchLimiter
    return limiter.slot(limit: limit).flatMap { [self] ticket in
      if let until = blockedUntil(resource) {
        limiter.release(ticket)
        return .error(GitHubError.rateLimited(until: until))
      }
      return http.send(request)
        .map { response in
          if response.isFromCache { limiter.release(ticket) }
          return response
        }
        .catch { .error(GitHubError.from($0)) }
    }
  }

  /// When the limit of `resource` resets, while GitHub says none are left; nil otherwise.
  private func blockedUntil(_ resource: Resource) -> Date? {
    guard let status = rateLimits.status(of: resource.rawValue), status.blocks(at: scheduler.now)
    else { return nil }
    return status.reset
  }
}
