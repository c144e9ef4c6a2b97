import Foundation
import Trellis

/// Where ``UnsplashClient`` sends its requests and the access key it sends with them.
///
/// The client reads its configuration afresh at each request, so a key set while the app
/// runs is used from the next request on. Printing or dumping a configuration never shows
/// the key (`Secret` prints as `Secret(****)`).
public struct UnsplashConfiguration: Sendable {
  /// Unsplash's public API, `https://api.unsplash.com`.
  public static let publicAPI =
    URL(string: "https://api.unsplash.com") ?? URL(fileURLWithPath: "/")

  /// The API's root (Unsplash's, or a compatible server's); paths such as `/photos` are
  /// appended to it.
  public var baseURL: URL

  /// The application's access key, sent as `Authorization: Client-ID …`; nil when none is
  /// set (every request then fails with ``UnsplashError/missingAccessKey``, sending
  /// nothing).
  public var accessKey: Secret?

  /// The JPEG quality asked of the image CDN, 1–100.
  public var imageQuality: Int

  /// A configuration for `baseURL` (Unsplash's public API by default) with `accessKey`.
  public init(
    baseURL: URL = UnsplashConfiguration.publicAPI, accessKey: Secret?,
    imageQuality: Int = PhotoImageURLs.defaultQuality
  ) {
    self.baseURL = baseURL
    self.accessKey = accessKey
    self.imageQuality = min(max(imageQuality, 1), 100)
  }

  /// The access key as sent: trimmed; nil when unset or blank.
  var trimmedKey: String? {
    guard let value = accessKey?.reveal().trimmingCharacters(in: .whitespacesAndNewlines),
      !value.isEmpty
    else { return nil }
    return value
  }
}
