import Foundation

/// The origin of a URL — scheme, host and port, as RFC 6454 compares them — for deciding
/// whether a credential may go to a URL: a next-page link, a picture, a redirect.
///
/// Scheme and host are compared without case, and a missing port is the scheme's default
/// (80 for `http`, 443 for `https`), so `https://API.example.com/x` and
/// `https://api.example.com:443/y` share an origin; `http://` and `https://` never do.
public struct HTTPOrigin: Hashable, Sendable, CustomStringConvertible {
  /// The scheme, lower-cased.
  public let scheme: String
  /// The host, lower-cased; never empty.
  public let host: String
  /// The port, the scheme's default filled in.
  public let port: Int

  /// The origin of `url`; nil when it has no host, or has no port and a scheme other than
  /// `http` and `https` (whose default port is unknown). A URL without an origin is on
  /// no one's origin.
  public init?(_ url: URL) {
    guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(),
      !host.isEmpty, let port = url.port ?? ["http": 80, "https": 443][scheme]
    else { return nil }
    self.scheme = scheme
    self.host = host
    self.port = port
  }

  /// `scheme://host:port`, such as `https://api.github.com:443`.
  public var description: String { "\(scheme)://\(host):\(port)" }

  /// Whether `url` has an origin and it is `base`'s: whether what may go to `base` (a
  /// token, a key) may go to `url` too. False when either has no origin.
  public static func isSameOrigin(_ url: URL?, as base: URL?) -> Bool {
    guard let url, let base, let origin = HTTPOrigin(url) else { return false }
    return origin == HTTPOrigin(base)
  }
}
