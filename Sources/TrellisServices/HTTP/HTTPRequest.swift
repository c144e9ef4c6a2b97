import Foundation

/// An HTTP request for ``HTTPClient``: a method, a URL, headers, an optional body, and the
/// per-request overrides of the client's defaults.
///
/// Printing a request shows its method, its URL without credentials or secret query values,
/// its headers with secret values redacted, and the body's size only.
public struct HTTPRequest: Sendable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The method, upper-cased (`GET`, `POST`, …).
  public var method: String

  /// The URL (http or https).
  public var url: URL

  /// The header fields; the client adds its configured fields (these win over them),
  /// `User-Agent` (unless set either way) and, for cached responses, `If-None-Match`.
  public var headers: HTTPHeaders

  /// The body, or nil.
  public var body: Data?

  /// Seconds each attempt may take before it fails with ``HTTPError/timedOut(url:seconds:)``;
  /// nil uses the client's default.
  public var timeout: TimeInterval?

  /// The largest response body accepted, in bytes; nil uses the client's default.
  public var maxResponseBytes: Int?

  /// The retry policy for this request; nil uses the client's.
  public var retryPolicy: HTTPRetryPolicy?

  /// Whether a status outside 200–299 (other than a 304 answering the caller's own
  /// conditional request) fails with ``HTTPError/status(code:url:excerpt:retryAt:)``. When
  /// false, every status is delivered as a response (after any retries).
  public var validatesStatus: Bool

  /// Whether a `GET` takes part in the client's ETag cache.
  public var usesETagCache: Bool

  /// A request of `method` to `url`.
  public init(
    method: String = "GET", url: URL, headers: HTTPHeaders = [:], body: Data? = nil,
    timeout: TimeInterval? = nil, maxResponseBytes: Int? = nil,
    retryPolicy: HTTPRetryPolicy? = nil, validatesStatus: Bool = true, usesETagCache: Bool = true
  ) {
    self.method = method.uppercased()
    self.url = url
    self.headers = headers
    self.body = body
    self.timeout = timeout
    self.maxResponseBytes = maxResponseBytes
    self.retryPolicy = retryPolicy
    self.validatesStatus = validatesStatus
    self.usesETagCache = usesETagCache
  }

  /// A `GET` of `url`.
  public static func get(_ url: URL, headers: HTTPHeaders = [:]) -> HTTPRequest {
    HTTPRequest(url: url, headers: headers)
  }

  /// A `POST` of `body` as `application/json` (unless `headers` name another type).
  public static func post(_ url: URL, json body: Data, headers: HTTPHeaders = [:]) -> HTTPRequest {
    var headers = headers
    if !headers.contains("Content-Type") { headers["Content-Type"] = "application/json" }
    return HTTPRequest(method: "POST", url: url, headers: headers, body: body)
  }

  /// Whether repeating the request is harmless (RFC 9110: GET, HEAD, OPTIONS, TRACE, PUT,
  /// DELETE).
  public var isIdempotent: Bool {
    ["GET", "HEAD", "OPTIONS", "TRACE", "PUT", "DELETE"].contains(method)
  }

  /// The URL as it may be shown: no credentials, secret query values redacted.
  public var redactedURL: String {
    HTTPRedaction.url(url)
  }

  /// `GET https://host/path [Accept: …, Authorization: <redacted>] (12-byte body)`.
  public var description: String {
    var text = "\(method) \(redactedURL)"
    if !headers.fields.isEmpty { text += " [\(headers)]" }
    if let body { text += " (\(body.count)-byte body)" }
    return text
  }

  /// The same as `description`: secrets redacted.
  public var debugDescription: String {
    description
  }

  /// A mirror without secrets, so `dump` shows none.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "method": method, "url": redactedURL, "headers": headers,
        "bodyBytes": body?.count ?? 0,
      ],
      displayStyle: .struct)
  }
}
