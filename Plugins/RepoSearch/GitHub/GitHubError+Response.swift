import Foundation
import Trellis

extension GitHubError {
  /// The error for a response GitHub answered with a status other than success (the
  /// caller has already dealt with the statuses it expects, such as a 404 it understands).
  /// GitHub's own text is read from the body's `message` and `errors[].message`, with
  /// `secrets` scrubbed out, sanitized and cut short.
  static func from(_ response: HTTPResponse, secrets: [String]) -> GitHubError {
    let message = HTTPRedaction.excerpt(
      explanation(in: response.body), limit: 200, secrets: secrets)
    switch response.status {
    case 401:
      return .unauthorized(tokenSent: !secrets.isEmpty)
    case 403:
      return .forbidden(message: message)
    case 422:
      return .invalidQuery(message: message)
    case 429:
      return .rateLimited(until: response.rateLimit?.reset)
    case 500..<600:
      return .serverTrouble(status: response.status)
    default:
      return .unexpectedStatus(code: response.status, message: message)
    }
  }

  /// An `HTTPError` (or anything else a request failed with) as a GitHub error.
  static func from(_ error: Error) -> GitHubError {
    if let error = error as? GitHubError { return error }
    if let error = error as? HTTPError {
      if case .rateLimited(_, let until) = error { return .rateLimited(until: until) }
      return .network(error)
    }
    return .network(.transport(url: "GitHub", reason: String(describing: type(of: error))))
  }

  /// GitHub's `message`, followed by what its `errors` list says (`Validation Failed: the
  /// listed users cannot be searched`), or the empty string when the body has neither.
  static func explanation(in body: Data) -> String {
    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
      return ""
    }
    let message = LenientJSON.string(object["message"]) ?? ""
    let details = (object["errors"] as? [Any] ?? []).compactMap { entry -> String? in
      if let text = LenientJSON.string(entry) { return text }
      guard let entry = entry as? [String: Any] else { return nil }
      if let text = LenientJSON.string(entry["message"]) { return text }
      let parts = [entry["field"], entry["code"]].compactMap { LenientJSON.string($0) }
      return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
    if details.isEmpty { return message }
    if message.isEmpty { return details.joined(separator: "; ") }
    return message + ": " + details.joined(separator: "; ")
  }
}
