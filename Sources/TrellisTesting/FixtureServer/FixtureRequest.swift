import Foundation

/// A request a ``FixtureServer`` received, recorded for assertions.
public struct FixtureRequest: Sendable {
  /// The method, as sent (`GET`, `POST`, …).
  public let method: String

  /// The request target as sent: the path and, if any, `?` and the query.
  public let target: String

  /// The path, percent-decoded (`/repos/search`).
  public let path: String

  /// The query items in order, percent-decoded (`+` is kept as it is).
  public let queryItems: [URLQueryItem]

  /// The header fields in the order they arrived, names as sent.
  public let headerFields: [(name: String, value: String)]

  /// The body (decoded from chunks when the client sent it chunked).
  public let body: Data

  /// A request with these parts; the path and query are parsed from `target`.
  public init(
    method: String, target: String, headerFields: [(name: String, value: String)], body: Data
  ) {
    self.method = method
    self.target = target
    self.headerFields = headerFields
    self.body = body
    let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let rawPath = parts.first.map(String.init) ?? ""
    self.path = rawPath.removingPercentEncoding ?? rawPath
    if parts.count > 1 {
      var components = URLComponents()
      components.percentEncodedQuery = String(parts[1])
      self.queryItems = components.queryItems ?? []
    } else {
      self.queryItems = []
    }
  }

  /// The query as a dictionary (the last value wins when a name repeats; a name without a
  /// value maps to the empty string).
  public var query: [String: String] {
    var result: [String: String] = [:]
    for item in queryItems {
      result[item.name] = item.value ?? ""
    }
    return result
  }

  /// The value of the header `name` (case-insensitive), or nil; repeated fields are joined
  /// with `, `.
  public func header(_ name: String) -> String? {
    let values = headerFields.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
    return values.isEmpty ? nil : values.joined(separator: ", ")
  }

  /// The body as UTF-8 text, or nil when it is not valid UTF-8.
  public var bodyText: String? {
    String(data: body, encoding: .utf8)
  }
}
