import Foundation
import Trellis

/// The URLs and header fields of GitHub's REST API v3 that ``GitHubClient`` uses.
enum GitHubEndpoint {
  /// The API version the client is written against.
  static let apiVersion = "2022-11-28"

  /// Repositories per page.
  static let pageSize = 30

  /// The most results a search gives: GitHub answers 422 for a page that starts after the
  /// 1,000th, whatever `total_count` says.
  static let searchResultLimit = 1000

  /// The characters left as they are in a query value: RFC 3986's unreserved ones. All
  /// else — `+`, `>`, `:`, spaces, `&`, `#`, non-ASCII — is percent-encoded.
  private static let unreserved = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

  /// `GET {base}/search/repositories?q=…&per_page=30`.
  static func search(_ query: String, base: URL) -> URL? {
    url(base, path: "/search/repositories", query: "q=\(encode(query))&per_page=\(pageSize)")
  }

  /// Whether the search page at `url` (its `page` and `per_page` parameters, GitHub's
  /// paging; 1 and ``pageSize`` when absent) starts past ``searchResultLimit``.
  static func isPastSearchLimit(_ url: URL) -> Bool {
    let items = URLComponents(url: url, resolvingAgainstBaseURL: true)?.queryItems ?? []
    func number(_ name: String) -> Int? {
      items.last { $0.name == name }?.value.flatMap { Int($0) }
    }
    // Clamped, so that the product cannot overflow.
    let page = min(max(number("page") ?? 1, 1), searchResultLimit + 1)
    let perPage = min(max(number("per_page") ?? pageSize, 1), searchResultLimit)
    return (page - 1) * perPage >= searchResultLimit
  }

  /// `GET {base}/users/{login}/repos?per_page=30&sort=updated`.
  static func userRepositories(_ login: String, base: URL) -> URL? {
    url(
      base, path: "/users/\(encode(login))/repos",
      query: "per_page=\(pageSize)&sort=updated")
  }

  /// `GET {base}/repos/{owner}/{name}`.
  static func repository(owner: String, name: String, base: URL) -> URL? {
    url(base, path: "/repos/\(encode(owner))/\(encode(name))", query: nil)
  }

  /// `GET {base}/repos/{owner}/{name}/readme`.
  static func readme(owner: String, name: String, base: URL) -> URL? {
    url(base, path: "/repos/\(encode(owner))/\(encode(name))/readme", query: nil)
  }

  /// Whether `name` can be a GitHub owner or repository name: 1–100 of letters, digits,
  /// `-`, `_` and `.`, and not `.` or `..`.
  static func isValidName(_ name: String) -> Bool {
    let allowed = unreserved.subtracting(CharacterSet(charactersIn: "~"))
    return (1...100).contains(name.unicodeScalars.count) && name != "." && name != ".."
      && name.unicodeScalars.allSatisfy { allowed.contains($0) }
  }

  /// The header fields of every request: the media type, the API version and, with a
  /// token, `Authorization: Bearer …` (the HTTP client adds the `User-Agent`).
  static func headers(token: Secret?) -> HTTPHeaders {
    var headers: HTTPHeaders = [
      "Accept": "application/vnd.github+json", "X-GitHub-Api-Version": apiVersion,
    ]
    if let token {
      let value = token.reveal().trimmingCharacters(in: .whitespacesAndNewlines)
      if !value.isEmpty { headers["Authorization"] = "Bearer \(value)" }
    }
    return headers
  }

  /// `value` percent-encoded for a path segment or a query value.
  static func encode(_ value: String) -> String {
    value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
  }

  private static func url(_ base: URL, path: String, query: String?) -> URL? {
    var root = base.absoluteString
    if let cut = root.firstIndex(where: { $0 == "?" || $0 == "#" }) {
      root = String(root[..<cut])
    }
    while root.hasSuffix("/") { root.removeLast() }
    return URL(string: root + path + (query.map { "?" + $0 } ?? ""))
  }
}
