import Foundation
import Trellis

extension UnsplashError {
  /// The error for `response`, which is not a success. The API's own text is read from
  /// the body (`{"errors": ["…"]}`, or plain text such as `Rate Limit Exceeded`), with
  /// `secrets` scrubbed out, sanitized and cut short.
  static func from(_ response: HTTPResponse, secrets: [String]) -> UnsplashError {
    let message = HTTPRedaction.excerpt(
      explanation(in: response.body), limit: 200, secrets: secrets)
    let limit = response.rateLimit?.limit
    let noneLeft = response.rateLimit?.remaining == 0
    switch response.status {
    case 401:
      return .unauthorized(message: message)
    case 403 where noneLeft || message.lowercased().contains("rate limit"):
      return .rateLimited(limit: limit)
    case 403:
      return .forbidden(message: message)
    case 404:
      return .notFound(path: HTTPRedaction.excerpt(response.url.path, limit: 80))
    case 429:
      return .rateLimited(limit: limit)
    case 500..<600:
      return .serverTrouble(status: response.status)
    default:
      return .unexpectedStatus(code: response.status, message: message)
    }
  }

  /// A failure of the HTTP client (or anything else a request failed with) as an Unsplash
  /// error.
  static func from(_ error: Error) -> UnsplashError {
    if let error = error as? UnsplashError { return error }
    if let error = error as? HTTPError { return .network(error) }
    return .network(.transport(url: "Unsplash", reason: String(describing: type(of: error))))
  }

  /// The API's explanation in `body`: the strings of its `errors` list joined with `; `,
  /// else an `error`, `error_description` or `message` string, else the body itself when it
  /// is short text (not HTML); the empty string otherwise.
  static func explanation(in body: Data) -> String {
    if let object = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) {
      if let text = object as? String { return text }
      guard let object = object as? [String: Any] else { return "" }
      let errors = LenientJSON.strings(object["errors"])
      if !errors.isEmpty { return errors.joined(separator: "; ") }
      for name in ["error_description", "error", "message"] {
        if let text = LenientJSON.nonEmptyString(object[name]) { return text }
      }
      return ""
    }
    guard body.count <= 2_000, let text = String(data: body, encoding: .utf8),
      !text.contains("<")
    else { return "" }
    return text
  }
}
