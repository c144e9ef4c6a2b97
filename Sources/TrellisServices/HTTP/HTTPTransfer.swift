import Foundation
import Synchronization
import TrellisRx

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One attempt of a request on the session: gathers the body under the size cap, enforces
/// the timeout, and reports exactly once — unless cancelled, when it reports nothing.
///
/// `@unchecked Sendable`: `state` (a `Mutex`) guards the task, response, body, timer and
/// finished flag; the rest is immutable, and `completion` runs once.
final class HTTPTransfer: @unchecked Sendable {
  private struct State {
    var task: URLSessionTask?
    var response: HTTPURLResponse?
    var body = Data()
    var finished = false
    var timer: DispatchWorkItem?
  }

  private let request: HTTPRequest
  private let limit: Int
  private let timeout: TimeInterval
  private let now: () -> Date
  private let completion: (Result<HTTPResponse, HTTPError>) -> Void
  private let state = Mutex(State())

  /// A transfer of `request` that accepts at most `limit` bytes within `timeout` seconds,
  /// dating rate limits with `now`, and calls `completion` once.
  init(
    request: HTTPRequest, limit: Int, timeout: TimeInterval, now: @escaping () -> Date,
    completion: @escaping (Result<HTTPResponse, HTTPError>) -> Void
  ) {
    self.request = request
    self.limit = limit
    self.timeout = timeout
    self.now = now
    self.completion = completion
  }

  /// Starts `task` (already registered with the session's delegate) and the timeout.
  func start(_ task: URLSessionTask) {
    let timer = DispatchWorkItem { [weak self] in
      guard let self else { return }
      finish(.failure(.timedOut(url: request.redactedURL, seconds: timeout)), cancelsTask: true)
    }
    let handed = UncheckedTransfer((task: task, timer: timer))
    let started = state.criticalSection { state -> Bool in
      guard !state.finished else { return false }
      state.task = handed.value.task
      state.timer = handed.value.timer
      return true
    }
    guard started else {
      task.cancel()
      return
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
    task.resume()
  }

  /// Stops the transfer without reporting (the subscriber went away).
  func cancel() {
    let (task, timer) = state.criticalSection { state in
      state.finished = true
      return (state.task, state.timer)
    }
    timer?.cancel()
    task?.cancel()
  }

  /// Takes the response head; false (and a report) when it announces too large a body.
  func receive(_ response: URLResponse) -> Bool {
    guard let http = response as? HTTPURLResponse else {
      let reason = "the answer is not HTTP"
      finish(.failure(.transport(url: request.redactedURL, reason: reason)), cancelsTask: false)
      return false
    }
    let announced = http.expectedContentLength
    if announced > limit, request.method != "HEAD" {
      let error = HTTPError.tooLarge(
        url: request.redactedURL, limit: limit, announced: Int(announced))
      finish(.failure(error), cancelsTask: false)
      return false
    }
    state.criticalSection { $0.response = http }
    return true
  }

  /// Takes a piece of the body; false (and a report) once the body passes the cap.
  func receive(_ data: Data) -> Bool {
    let fits = state.criticalSection { state -> Bool in
      guard !state.finished else { return false }
      state.body.append(data)
      return state.body.count <= limit
    }
    if !fits {
      let error = HTTPError.tooLarge(url: request.redactedURL, limit: limit, announced: nil)
      finish(.failure(error), cancelsTask: false)
    }
    return fits
  }

  /// Takes the end of the task: reports the response, or the error that ended it.
  func complete(_ error: Error?) {
    let (response, body) = state.criticalSection { ($0.response, $0.body) }
    guard let response else {
      finish(.failure(translate(error, hasResponse: false)), cancelsTask: false)
      return
    }
    let announced = response.expectedContentLength
    let expected = announced >= 0 && request.method != "HEAD" ? Int(announced) : nil
    if let error, (error as? URLError)?.code == .timedOut || expected == nil {
      finish(.failure(translate(error, hasResponse: true)), cancelsTask: false)
    } else if error != nil || body.count < (expected ?? 0) {
      let lost = HTTPError.connectionLost(
        url: request.redactedURL, received: body.count, expected: expected)
      finish(.failure(lost), cancelsTask: false)
    } else {
      finish(.success(makeResponse(response, body: body)), cancelsTask: false)
    }
  }

  private func makeResponse(_ response: HTTPURLResponse, body: Data) -> HTTPResponse {
    var headers = HTTPHeaders()
    for (name, value) in response.allHeaderFields {
      headers.add(name: String(describing: name), value: String(describing: value))
    }
    return HTTPResponse(
      url: response.url ?? request.url, status: response.statusCode, headers: headers,
      body: body, now: now())
  }

  private func translate(_ error: Error?, hasResponse: Bool) -> HTTPError {
    let url = request.redactedURL
    guard let error = error as? URLError else {
      let reason = error.map { String(describing: $0) } ?? "no response"
      return .transport(url: url, reason: scrubbed(reason))
    }
    switch error.code {
    case .timedOut:
      return .timedOut(url: url, seconds: timeout)
    case .cannotConnectToHost:
      return .cannotConnect(url: url, reason: "connection refused")
    case .cannotFindHost, .dnsLookupFailed:
      return .cannotConnect(url: url, reason: "host not found")
    case .notConnectedToInternet:
      return .cannotConnect(url: url, reason: "offline")
    case .networkConnectionLost, .badServerResponse, .zeroByteResource:
      return .connectionLost(url: url, received: hasResponse ? 0 : nil, expected: nil)
    case .cancelled:
      return .transport(url: url, reason: "the request was cancelled")
    default:
      return .transport(url: url, reason: scrubbed(error.localizedDescription))
    }
  }

  private func scrubbed(_ text: String) -> String {
    let secrets = HTTPRedaction.secrets(headers: request.headers, url: request.url)
    return HTTPRedaction.excerpt(text, secrets: secrets)
  }

  private func finish(_ result: Result<HTTPResponse, HTTPError>, cancelsTask: Bool) {
    let (first, task, timer) = state.criticalSection { state in
      defer { state.finished = true }
      return (!state.finished, state.task, state.timer)
    }
    guard first else { return }
    timer?.cancel()
    if cancelsTask { task?.cancel() }
    completion(result)
  }
}
