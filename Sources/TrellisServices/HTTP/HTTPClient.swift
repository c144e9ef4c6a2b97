import Foundation
import TrellisRx

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An HTTP client on URLSession whose requests are `Single`s.
///
/// ```swift
/// let client = HTTPClient(configuration: .init(appName: "trellis-demo"))
/// let repos: Single<[Repo]> = client.json(
///   [Repo].self, from: url, headers: ["Authorization": "Bearer \(token)"])
/// ```
///
/// - Each subscription sends the request anew; disposing the subscription cancels it, so
///   `flatMapLatest` aborts a superseded request (the connection is closed).
/// - Each attempt has a timeout (the client's, or the request's) and a cap on the body
///   size (checked against `Content-Length` up front and while reading).
/// - 5xx, 429 and rate-limit 403 answers are retried per ``HTTPRetryPolicy``, honouring
///   `Retry-After` and `X-RateLimit-Reset`; waits run on the configured scheduler.
/// - `GET` responses with an `ETag` are cached in memory; the next `GET` of the URL sends
///   `If-None-Match`, and a 304 delivers the cached body with
///   ``HTTPResponse/isFromCache`` set.
/// - Failures are ``HTTPError``s; none carries a header value or a token.
///
/// Results arrive on a background queue: observe them on `MainScheduler` before touching
/// views. The client is safe to share between threads.
///
/// `@unchecked Sendable`: immutable after init (`configuration`, `session`); the session
/// keeps its own state under a `Mutex`.
public final class HTTPClient: @unchecked Sendable {
  /// The configuration type.
  public typealias Configuration = HTTPClientConfiguration

  /// The defaults this client applies.
  public let configuration: HTTPClientConfiguration

  private let session: HTTPSession

  /// A client with `configuration`.
  public init(configuration: HTTPClientConfiguration = HTTPClientConfiguration()) {
    self.configuration = configuration
    self.session = HTTPSession(timeout: configuration.timeout)
  }

  /// The `User-Agent` sent with requests that do not set their own.
  public var userAgent: String {
    configuration.userAgent
  }

  /// Sends `request` when subscribed to and delivers its response, or an ``HTTPError``.
  /// Disposing the subscription cancels the request (or its pending retry).
  public func send(_ request: HTTPRequest) -> Single<HTTPResponse> {
    let session = session
    let configuration = configuration
    return Single.create { observer in
      let exchange = HTTPExchange(
        request: request, session: session, configuration: configuration, observer: observer)
      exchange.start()
      return Disposables.create(with: exchange.dispose)
    }
  }

  /// A `GET` of `url` with `headers`.
  public func get(_ url: URL, headers: HTTPHeaders = [:]) -> Single<HTTPResponse> {
    send(.get(url, headers: headers))
  }
}
