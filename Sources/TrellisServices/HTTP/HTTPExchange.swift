import Foundation
import Synchronization
import TrellisRx

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One subscription to ``HTTPClient/send(_:)``: sends the request, retries it as the
/// policy says, serves 304s from the ETag cache, and reports once. Disposing it cancels the
/// running attempt or the pending retry.
///
/// `@unchecked Sendable`: `state` (a `Mutex`) guards the disposed flag and the current
/// attempt; the rest is immutable, and `observer` is called once.
final class HTTPExchange: @unchecked Sendable {
  private struct State {
    var disposed = false
    var current: Disposable?
  }

  private let request: HTTPRequest
  private let session: HTTPSession
  private let configuration: HTTPClientConfiguration
  private let observer: (SingleEvent<HTTPResponse>) -> Void
  private let state = Mutex(State())

  /// An exchange of `request` through `session` with `configuration`, reporting to
  /// `observer`. The exchange works on `request` with the configured header fields applied,
  /// so they are redacted and keyed in the ETag cache exactly like the request's own.
  init(
    request: HTTPRequest, session: HTTPSession, configuration: HTTPClientConfiguration,
    observer: @escaping (SingleEvent<HTTPResponse>) -> Void
  ) {
    self.request = configuration.applied(to: request)
    self.session = session
    self.configuration = configuration
    self.observer = observer
  }

  private var policy: HTTPRetryPolicy {
    request.retryPolicy ?? configuration.retryPolicy
  }

  private var usesCache: Bool {
    request.usesETagCache && request.method == "GET" && !request.headers.contains("If-None-Match")
  }

  /// Sends the first attempt.
  func start() {
    if let problem = Self.problem(with: request) {
      report(.failure(HTTPError.invalidRequest(url: request.redactedURL, reason: problem)))
      return
    }
    attempt(1)
  }

  /// Cancels the running attempt or the pending retry; nothing is reported afterwards.
  func dispose() {
    let current = state.criticalSection { state -> Disposable? in
      state.disposed = true
      defer { state.current = nil }
      return state.current
    }
    current?.dispose()
  }

  /// Reports `event` once, first dropping the running attempt (which holds this exchange).
  private func report(_ event: SingleEvent<HTTPResponse>) {
    let live = state.criticalSection { state -> Bool in
      defer {
        state.disposed = true
        state.current = nil
      }
      return !state.disposed
    }
    if live { observer(event) }
  }

  private func attempt(_ number: Int) {
    let cached = usesCache ? configuration.etagCache?.entry(for: request) : nil
    let scheduler = configuration.retryScheduler
    let transfer = HTTPTransfer(
      request: request, limit: request.maxResponseBytes ?? configuration.maxResponseBytes,
      timeout: request.timeout ?? configuration.timeout, now: { scheduler.now }
    ) { [self] result in
      handle(result, attempt: number, cached: cached)
    }
    guard replaceCurrent(with: Disposables.create(with: transfer.cancel)) else { return }
    session.start(urlRequest(ifNoneMatch: cached?.etag), reportingTo: transfer)
  }

  /// Makes `disposable` the one to cancel; false (and it is disposed) when already disposed.
  private func replaceCurrent(with disposable: Disposable) -> Bool {
    let handed = UncheckedTransfer(disposable)
    let accepted = state.criticalSection { state -> Bool in
      guard !state.disposed else { return false }
      state.current = handed.value
      return true
    }
    if !accepted { disposable.dispose() }
    return accepted
  }

  private func urlRequest(ifNoneMatch etag: String?) -> URLRequest {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method
    urlRequest.httpBody = request.body
    urlRequest.timeoutInterval = request.timeout ?? configuration.timeout
    for field in request.headers {
      urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
    }
    if !request.headers.contains("User-Agent") {
      urlRequest.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
    }
    if let etag { urlRequest.setValue(etag, forHTTPHeaderField: "If-None-Match") }
    return urlRequest
  }

  private func handle(
    _ result: Result<HTTPResponse, HTTPError>, attempt: Int, cached: HTTPETagCache.Entry?
  ) {
    guard !state.criticalSection({ $0.disposed }) else { return }
    let response: HTTPResponse
    switch result {
    case .failure(let error):
      report(.failure(error))
      return
    case .success(let received):
      response = received.counting(attempts: attempt)
    }
    if response.status == 304, let cached {
      report(.success(fromCache(cached, revalidatedBy: response, attempt: attempt)))
      return
    }
    let decision = policy.decision(
      status: response.status, headers: response.headers, request: request, attempt: attempt,
      now: configuration.retryScheduler.now)
    switch decision {
    case .deliver:
      deliver(response)
    case .retry(let seconds):
      // The slot is current before the wait is scheduled: a scheduler that runs the retry
      // at once makes the next attempt current, and the slot must not displace it.
      let slot = SingleAssignmentDisposable()
      guard replaceCurrent(with: slot) else { return }
      let milliseconds = Int((min(seconds, 1_000_000_000) * 1000).rounded(.up))
      slot.setDisposable(
        configuration.retryScheduler.scheduleRelative((), dueTime: .milliseconds(milliseconds)) {
          [self] _ in
          self.attempt(attempt + 1)
          return Disposables.create()
        })
    case .rateLimited(let until):
      if request.validatesStatus {
        report(.failure(HTTPError.rateLimited(url: request.redactedURL, until: until)))
      } else {
        report(.success(response))
      }
    case .fail(let retryAt):
      if request.validatesStatus {
        report(.failure(statusError(response, retryAt: retryAt)))
      } else {
        report(.success(response))
      }
    }
  }

  private func deliver(_ response: HTTPResponse) {
    let answersOwnCondition = response.status == 304 && request.headers.contains("If-None-Match")
    if request.validatesStatus, !response.isSuccess, !answersOwnCondition {
      report(.failure(statusError(response, retryAt: nil)))
      return
    }
    if usesCache { configuration.etagCache?.store(response, for: request) }
    report(.success(response))
  }

  private func fromCache(
    _ entry: HTTPETagCache.Entry, revalidatedBy response: HTTPResponse, attempt: Int
  ) -> HTTPResponse {
    HTTPResponse(
      url: response.url, status: entry.status, headers: entry.headers.merging(response.headers),
      body: entry.body, isFromCache: true, attempts: attempt,
      now: configuration.retryScheduler.now)
  }

  private func statusError(_ response: HTTPResponse, retryAt: Date?) -> HTTPError {
    let secrets = HTTPRedaction.secrets(headers: request.headers, url: request.url)
    let excerpt: String
    if response.body.isEmpty {
      excerpt = ""
    } else if let text = response.text {
      excerpt = HTTPRedaction.excerpt(text, secrets: secrets)
    } else {
      excerpt = "(\(response.body.count) bytes of binary data)"
    }
    return .status(
      code: response.status, url: request.redactedURL, excerpt: excerpt, retryAt: retryAt)
  }

  /// What makes `request` unsendable, or nil.
  private static func problem(with request: HTTPRequest) -> String? {
    guard let scheme = request.url.scheme?.lowercased(), ["http", "https"].contains(scheme)
    else { return "only http and https URLs are supported" }
    guard request.url.host?.isEmpty == false else { return "the URL has no host" }
    let broken = request.headers.first { field in
      (field.name + field.value).unicodeScalars.contains { $0 == "\r" || $0 == "\n" }
    }
    if let broken {
      // The name only: the value may be a secret.
      let name = HTTPRedaction.excerpt(broken.name, limit: 40)
      return broken.name.lowercased() == "authorization"
        ? "the token or password it would send contains a line break; set it again without one"
        : "the header \(name) contains a line break"
    }
    guard !request.method.isEmpty, request.method.allSatisfy({ $0.isLetter }) else {
      return "the method \"\(request.method)\" is not a valid HTTP method"
    }
    return nil
  }
}
