import Foundation

/// Why an ``HTTPClient`` request failed, with a message a user can act on.
///
/// URLs in these errors have no credentials and no secret query values; server text is a
/// short excerpt with control characters removed and the request's secrets scrubbed. No
/// error ever carries a request's headers.
public enum HTTPError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The request cannot be sent as given (not http or https, say).
  case invalidRequest(url: String, reason: String)

  /// No connection could be made: the server refused it, the host is unknown, or the
  /// machine is offline.
  case cannotConnect(url: String, reason: String)

  /// An attempt took longer than its timeout.
  case timedOut(url: String, seconds: TimeInterval)

  /// The body passed the size cap (`announced` when `Content-Length` said so up front).
  case tooLarge(url: String, limit: Int, announced: Int?)

  /// The connection closed before the response was complete: `received` bytes of the body
  /// arrived out of `expected` (nil when unknown), or no response came at all (`received`
  /// nil).
  case connectionLost(url: String, received: Int?, expected: Int?)

  /// The server answered with a status outside 200–299: `excerpt` is the start of its body;
  /// `retryAt` is when it asked to be tried again (`Retry-After`), if it did.
  case status(code: Int, url: String, excerpt: String, retryAt: Date?)

  /// The server rate-limited the request (429, or 403 with no requests left) and the wait
  /// was longer than the client will wait, or the retries ran out; `until` is when the
  /// limit lifts, if the server said.
  case rateLimited(url: String, until: Date?)

  /// JSON was expected but the server sent another `Content-Type`.
  case wrongContentType(url: String, expected: String, received: String?)

  /// The body is not the JSON expected: `path` is where decoding failed (`$.items[2].name`),
  /// `reason` what was wrong there.
  case badJSON(url: String, path: String, reason: String)

  /// Another transport failure, with the system's reason.
  case transport(url: String, reason: String)

  /// A one-line message saying what failed and what to do.
  public var description: String {
    switch self {
    case .invalidRequest(let url, let reason):
      return "The request to \(url) cannot be sent: \(reason)."
    case .cannotConnect(let url, let reason):
      return "Could not connect to \(url) (\(reason)). Check the network and that the server "
        + "is running, then try again."
    case .timedOut(let url, let seconds):
      return "The request to \(url) timed out after \(Self.seconds(seconds)). Check the network, "
        + "or try again later."
    case .tooLarge(let url, let limit, let announced):
      let size = announced.map { " (it announced \(Self.bytes($0)))" } ?? ""
      return "The response from \(url) is larger than the \(Self.bytes(limit)) this app "
        + "accepts\(size), so it was not loaded."
    case .connectionLost(let url, let received, let expected):
      guard let received else {
        return "The server at \(url) closed the connection without a response. Try again."
      }
      let of = expected.map { " of \($0)" } ?? ""
      return "The connection to \(url) closed after \(received)\(of) bytes of the response. "
        + "Try again."
    case .status(let code, let url, let excerpt, let retryAt):
      let body = excerpt.isEmpty ? "" : ": \(excerpt)"
      let retry = retryAt.map { " The server asks to retry after \(Self.time($0))." } ?? ""
      return "\(url) answered \(code) \(Self.phrase(code))\(body)\(retry)"
    case .rateLimited(let url, let until):
      let when = until.map { "try again after \(Self.time($0))" } ?? "try again later"
      return "\(url) rate-limited the request; \(when)."
    case .wrongContentType(let url, let expected, let received):
      return "\(url) sent \(received ?? "no Content-Type") where \(expected) was expected."
    case .badJSON(let url, let path, let reason):
      return "The JSON from \(url) could not be read at \(path): \(reason)"
    case .transport(let url, let reason):
      return "The request to \(url) failed: \(reason)."
    }
  }

  /// The same as `description`.
  public var errorDescription: String? {
    description
  }

  /// `2 s`, `0.5 s`.
  private static func seconds(_ value: TimeInterval) -> String {
    value.rounded() == value ? "\(Int(value)) s" : String(format: "%.1f s", value)
  }

  /// `10 MB`, `512 KB`, `100 bytes` (units of 1,024 bytes, whole when exact).
  static func bytes(_ count: Int) -> String {
    let units = [(1 << 30, "GB"), (1 << 20, "MB"), (1 << 10, "KB")]
    for (size, unit) in units where count >= size {
      let value = Double(count) / Double(size)
      return value.rounded() == value
        ? "\(Int(value)) \(unit)" : String(format: "%.1f %@", value, unit)
    }
    return count == 1 ? "1 byte" : "\(count) bytes"
  }

  /// `2026-01-31T12:00:00Z`.
  private static func time(_ date: Date) -> String {
    ISO8601DateFormatter().string(from: date)
  }

  /// A reason phrase for the common codes.
  private static func phrase(_ code: Int) -> String {
    let phrases = [
      400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
      405: "Method Not Allowed", 409: "Conflict", 410: "Gone", 422: "Unprocessable Content",
      429: "Too Many Requests", 500: "Internal Server Error", 502: "Bad Gateway",
      503: "Service Unavailable", 504: "Gateway Timeout",
    ]
    if let phrase = phrases[code] { return phrase }
    return code >= 500 ? "(server error)" : code >= 400 ? "(client error)" : "(unexpected)"
  }
}
