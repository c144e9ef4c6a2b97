import Foundation

/// Where a ``Photo``'s picture is, in the sizes its source offers, and whether the source
/// resizes on request.
///
/// Unsplash serves its pictures through an image CDN (imgix) that resizes and converts
/// according to the URL's query: `fm=jpg&w=400&q=80&fit=max` gives a JPEG 400 px wide, at
/// most the original size. A local folder has one file, the ``raw`` one, and no resizing.
public struct PhotoImageURLs: Sendable, Hashable {
  /// How a source's image URLs react to size parameters.
  public enum Resizing: Sendable, Hashable {
    /// The URLs are files as they are: a width picks the closest size offered.
    case none
    /// The URLs resize and convert by query parameters (`w`, `fm`, `q`, `fit`), as
    /// Unsplash's (imgix) do.
    case queryParameters
  }

  /// The JPEG quality asked for when none is given: good enough for terminal cells.
  public static let defaultQuality = 80

  /// The widest picture a resizing source is asked for, in pixels.
  public static let maxWidth = 8192

  /// The original picture (Unsplash's `urls.raw`, a local file).
  public var raw: URL?

  /// A large size, about 1080 px wide (Unsplash's `urls.regular`).
  public var regular: URL?

  /// A small size, about 400 px wide (Unsplash's `urls.small`).
  public var small: URL?

  /// Whether the URLs resize by query parameters.
  public var resizing: Resizing

  /// The URLs of a photo; any may be missing.
  public init(raw: URL? = nil, regular: URL? = nil, small: URL? = nil, resizing: Resizing) {
    self.raw = raw
    self.regular = regular
    self.small = small
    self.resizing = resizing
  }

  /// The picture for a cell `width` pixels wide.
  ///
  /// With ``Resizing/queryParameters``: ``raw`` (else ``regular``, else ``small``) with
  /// `fm=jpg`, `w=<width>` (clamped to 1…``maxWidth``), `q=<quality>` (clamped to 1…100) and
  /// `fit=max` set — replacing those parameters where the URL has them and removing `h`,
  /// `auto` (which could pick WebP or AVIF over JPEG) and `dpr` — and every other parameter
  /// (`ixid`, `ixlib`, `crop`…) kept as written. With ``Resizing/none``: ``small`` up to
  /// 400 px, ``regular`` up to 1080 px, else the largest there is. Nil when there is no URL.
  public func url(forWidth width: Int, quality: Int = defaultQuality) -> URL? {
    switch resizing {
    case .queryParameters:
      guard let base = raw ?? regular ?? small else { return nil }
      let parameters = [
        ("fm", "jpg"), ("w", String(min(max(width, 1), Self.maxWidth))),
        ("q", String(min(max(quality, 1), 100))), ("fit", "max"),
      ]
      return Self.setting(parameters, removing: ["h", "auto", "dpr"], in: base) ?? base
    case .none:
      if width <= 400, let small { return small }
      if width <= 1080, let regular { return regular }
      return raw ?? regular ?? small
    }
  }

  /// `url` with `parameters` set in its query (in place where present, else appended),
  /// `removed` parameters dropped, and the rest of the query and the fragment kept
  /// byte for byte; nil when the result is not a URL.
  static func setting(
    _ parameters: [(String, String)], removing removed: Set<String>, in url: URL
  ) -> URL? {
    var text = url.absoluteString
    var fragment = ""
    if let hash = text.firstIndex(of: "#") {
      fragment = String(text[hash...])
      text = String(text[..<hash])
    }
    var query = ""
    if let mark = text.firstIndex(of: "?") {
      query = String(text[text.index(after: mark)...])
      text = String(text[..<mark])
    }
    var items = query.split(separator: "&", omittingEmptySubsequences: true).map(String.init)
    let names = Set(parameters.map(\.0))
    var placed: Set<String> = []
    items = items.compactMap { item in
      let name = item.split(separator: "=", maxSplits: 1).first.map(String.init) ?? item
      let decoded = name.removingPercentEncoding ?? name
      if removed.contains(decoded) { return nil }
      guard names.contains(decoded) else { return item }
      // A repeated parameter keeps only its first place.
      guard !placed.contains(decoded),
        let value = parameters.first(where: { $0.0 == decoded })?.1
      else { return nil }
      placed.insert(decoded)
      return "\(decoded)=\(value)"
    }
    for (name, value) in parameters where !placed.contains(name) {
      items.append("\(name)=\(value)")
    }
    return URL(string: text + "?" + items.joined(separator: "&") + fragment)
  }
}
