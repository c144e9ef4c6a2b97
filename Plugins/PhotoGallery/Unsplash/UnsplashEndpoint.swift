import Foundation
import Trellis

/// The URLs and header fields of the Unsplash API (v1) that ``UnsplashClient`` uses.
enum UnsplashEndpoint {
  /// The API version the client is written against, sent as `Accept-Version`.
  static let apiVersion = "v1"

  /// The most photos Unsplash returns per page.
  static let maxPerPage = 30

  /// The characters left as they are in a query value: RFC 3986's unreserved ones. All
  /// else — spaces, `&`, `#`, `+`, non-ASCII — is percent-encoded.
  private static let unreserved = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

  /// `GET {base}/photos?page=N&per_page=M`.
  static func photos(page: Int, perPage: Int, base: URL) -> URL? {
    url(base, path: "/photos", query: "page=\(page)&per_page=\(perPage)")
  }

  /// `GET {base}/photos/{id}`.
  static func photo(id: String, base: URL) -> URL? {
    url(base, path: "/photos/\(encode(id))", query: "")
  }

  /// `GET {base}/search/photos?query=…&page=N&per_page=M`.
  static func search(_ query: String, page: Int, perPage: Int, base: URL) -> URL? {
    url(
      base, path: "/search/photos",
      query: "query=\(encode(query))&page=\(page)&per_page=\(perPage)")
  }

  /// The header fields of every API request: `Accept-Version: v1`, JSON, and
  /// `Authorization: Client-ID <key>` (the HTTP client adds the `User-Agent`).
  static func headers(key: String) -> HTTPHeaders {
    [
      "Accept": "application/json", "Accept-Version": apiVersion,
      "Authorization": "Client-ID \(key)",
    ]
  }

  /// `value` percent-encoded for a query value.
  static func encode(_ value: String) -> String {
    value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
  }

  /// `base` (without its query or fragment, trailing slashes dropped) + `path` + `?query`
  /// (no `?` for an empty query).
  private static func url(_ base: URL, path: String, query: String) -> URL? {
    var root = base.absoluteString
    if let cut = root.firstIndex(where: { $0 == "?" || $0 == "#" }) {
      root = String(root[..<cut])
    }
    while root.hasSuffix("/") { root.removeLast() }
    let tail = query.isEmpty ? "" : "?" + query
    guard let url = URL(string: root + path + tail), url.host?.isEmpty == false else {
      return nil
    }
    return url
  }
}
