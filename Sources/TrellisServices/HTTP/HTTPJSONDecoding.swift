import Foundation

/// Turns JSON bodies into values, and decoding failures into ``HTTPError/badJSON(url:path:reason:)``
/// naming where (`$.items[2].name`) and what went wrong.
enum HTTPJSONDecoding {
  /// Whether `contentType` names JSON (`application/json`, `…+json`, `text/json`).
  static func isJSON(_ contentType: String) -> Bool {
    let type =
      contentType.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
      .lowercased() ?? ""
    return type == "application/json" || type == "text/json" || type.hasSuffix("+json")
  }

  /// `response`'s body decoded as `T`, checking its content type first.
  static func decode<T: Decodable>(
    _ type: T.Type, from response: HTTPResponse, request: HTTPRequest, decoder: JSONDecoder
  ) throws -> T {
    let url = request.redactedURL
    if let contentType = response.contentType, !isJSON(contentType) {
      throw HTTPError.wrongContentType(
        url: url, expected: "application/json",
        received: HTTPRedaction.excerpt(contentType, limit: 80))
    }
    if response.body.isEmpty {
      throw HTTPError.badJSON(url: url, path: "$", reason: "the body is empty.")
    }
    do {
      return try decoder.decode(type, from: response.body)
    } catch let error as DecodingError {
      let (path, reason) = describe(error)
      let secrets = HTTPRedaction.secrets(headers: request.headers, url: request.url)
      throw HTTPError.badJSON(
        url: url, path: path,
        reason: HTTPRedaction.excerpt(reason, secrets: secrets))
    }
  }

  /// Where `error` happened, as `$.a[0].b`, and what it was.
  static func describe(_ error: DecodingError) -> (path: String, reason: String) {
    switch error {
    case .typeMismatch(let type, let context):
      return (path(context.codingPath), "expected \(name(type)); \(context.debugDescription)")
    case .valueNotFound(let type, let context):
      return (path(context.codingPath), "expected \(name(type)) but found null or nothing.")
    case .keyNotFound(let key, let context):
      return (path(context.codingPath + [key]), "the key \"\(key.stringValue)\" is missing.")
    case .dataCorrupted(let context):
      let underlying = (context.underlyingError as NSError?)?.userInfo["NSDebugDescription"]
      let detail = underlying.map { " (\($0))" } ?? ""
      return (path(context.codingPath), context.debugDescription + detail)
    @unknown default:
      return ("$", String(describing: error))
    }
  }

  private static func path(_ codingPath: [CodingKey]) -> String {
    codingPath.reduce("$") { path, key in
      key.intValue.map { "\(path)[\($0)]" } ?? "\(path).\(key.stringValue)"
    }
  }

  private static func name(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "a string"
    case is Bool.Type: return "a boolean"
    case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type: return "an integer"
    case is Double.Type, is Float.Type: return "a number"
    default:
      let described = String(describing: type)
      if described.hasPrefix("Array") { return "an array" }
      if described.hasPrefix("Dictionary") { return "an object" }
      return "a \(described)"
    }
  }
}
