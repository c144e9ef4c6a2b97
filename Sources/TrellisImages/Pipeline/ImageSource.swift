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

  /// A stable name for the source: 32 hex digits from two 64-bit FNV-1a hashes of the
  /// path or the whole URL (a cache file's name, a local photo's id). Not a cryptographic
  /// hash: it tells sources apart, it does not keep secrets.
  public var fingerprint: String {
    let key: String
    switch self {
    case .file(let path): key = "file:" + path
    case .url(let url): key = url.absoluteString
    }
    var first: UInt64 = 0xcbf2_9ce4_8422_2325
    var second: UInt64 = 0x6c62_272e_07bb_0142
    for byte in key.utf8 {
      first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
      second = (second ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let hex = { (value: UInt64) -> String in
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return hex(first) + hex(second)
  }
}
