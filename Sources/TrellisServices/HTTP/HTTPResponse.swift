import Foundation

/// A response delivered by ``HTTPClient``.
public struct HTTPResponse: Sendable {
  /// The URL that answered (after any redirects).
  public let url: URL

  /// The status code. A response served from the ETag cache has the cached status (200),
  /// with ``isFromCache`` set.
  public let status: Int

  /// The header fields. From the cache: the cached fields, updated with those of the 304.
  public let headers: HTTPHeaders

  /// The body.
  public let body: Data

  /// Whether the body came from the client's ETag cache (the server answered 304).
  public let isFromCache: Bool

  /// How many requests it took (1 unless the client retried).
  public let attempts: Int

  /// The rate-limit state the server reported, if any.
  public let rateLimit: HTTPRateLimit?

  /// A response with these parts; `rateLimit` is read from `headers` at `now`.
  public init(
    url: URL, status: Int, headers: HTTPHeaders, body: Data, isFromCache: Bool = false,
    attempts: Int = 1, now: Date = Date()
  ) {
    self.url = url
    self.status = status
    self.headers = headers
    self.body = body
    self.isFromCache = isFromCache
    self.attempts = attempts
    self.rateLimit = HTTPRateLimit(headers: headers, now: now)
  }

  /// The body as UTF-8 text, or nil when it is not valid UTF-8.
  public var text: String? {
    String(data: body, encoding: .utf8)
  }

  /// The `Content-Type` header, if any.
  public var contentType: String? {
    headers["Content-Type"]
  }

  /// The `ETag` header, if any.
  public var etag: String? {
    headers["ETag"]
  }

  /// Whether the status is 200–299.
  public var isSuccess: Bool {
    (200..<300).contains(status)
  }

  /// This response with `attempts` set.
  func counting(attempts: Int) -> HTTPResponse {
    HTTPResponse(
      url: url, status: status, headers: headers, body: body, isFromCache: isFromCache,
      attempts: attempts, rateLimit: rateLimit)
  }

  private init(
    url: URL, status: Int, headers: HTTPHeaders, body: Data, isFromCache: Bool, attempts: Int,
    rateLimit: HTTPRateLimit?
  ) {
    self.url = url
    self.status = status
    self.headers = headers
    self.body = body
    self.isFromCache = isFromCache
    self.attempts = attempts
    self.rateLimit = rateLimit
  }
}
