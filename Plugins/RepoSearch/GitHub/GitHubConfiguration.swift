import Foundation
import Trellis

/// Where ``GitHubClient`` sends its requests and the token it sends with them.
///
/// The client reads its configuration afresh at each request, so a token set in the
/// settings while the app runs is used from the next request on. Printing or dumping a
/// configuration never shows the token (`Secret` prints as `Secret(****)`).
public struct GitHubConfiguration: Sendable {
  /// GitHub's public API.
  public static let publicAPI = URL(string: "https://api.github.com") ?? URL(fileURLWithPath: "/")

  /// The API's root (`https://api.github.com`, or `https://host/api/v3` for GitHub
  /// Enterprise); paths such as `/search/repositories` are appended to it.
  public var baseURL: URL

  /// The token sent as `Authorization: Bearer …`, or nil to send none (GitHub then allows
  /// 60 requests an hour and 10 searches a minute).
  public var token: Secret?

  /// A configuration for `baseURL` (GitHub's public API by default) with `token`.
  public init(baseURL: URL = GitHubConfiguration.publicAPI, token: Secret? = nil) {
    self.baseURL = baseURL
    self.token = token
  }
}
