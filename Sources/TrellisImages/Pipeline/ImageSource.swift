import Foundation

/// Where a picture's bytes come from.
public enum ImageSource: Hashable, Sendable, CustomStringConvertible {
  /// A file on this machine.
  case file(String)
  /// An `http` or `https` URL, downloaded through the pipeline's HTTP client and kept in
  /// its disk cache.
  case url(URL)

  /// The path or the URL without its query (image URLs carry signatures and keys).
  public var description: String {
    switch self {
    case .file(let path): return path
    case .url(let url):
      var parts = URLComponents(url: url, resolvingAgainstBaseURL: false)
      parts?.query = nil
      parts?.user = nil
      parts?.password = nil
      return parts?.string ?? "an image URL"
    }
  }
}
