/// A parsed deep link: path segments and query items, percent-decoded, such as
/// `tasks/3/edit` or `repos/search?q=swift&source=github`.
///
/// Parsing is strict and never traps: a leading and a trailing `/` are dropped, but an
/// empty segment (`tasks//3`), a `.` or `..` segment, a bad `%` escape, escapes that are not
/// UTF-8, and control characters are ``RouteError/malformed(route:reason:)`` — except that a
/// query value may hold an escaped tab or newline (`%09`, `%0A`). In the query, `+` reads as a space; in the path
/// it is a plus. Items without `=` have an empty value; empty items (`a=1&&b=2`) are skipped.
///
/// ``description`` is the canonical form: escapes only where needed (`%`, `/`, `?`, `#`,
/// space, controls, and `&`, `=`, `+` in the query), so non-ASCII text stays readable.
/// Parsing the description gives back an equal route. ``written`` is the route as it was
/// written (`tasks/ñ x`, not `tasks/ñ%20x`): messages quote it, so the user reads back what
/// they typed. Two routes are equal when their segments and query items are, however
/// they were written.
public struct Route: Hashable, Sendable, CustomStringConvertible {
  /// The longest route accepted, in UTF-8 bytes.
  public static let maximumLength = 4096

  /// The path segments, decoded; never empty.
  public let segments: [String]
  /// The query items in order, decoded.
  public let queryItems: [RouteQueryItem]
  /// The route as it was written: the text it was parsed from, without the spaces around
  /// it; the ``description`` of one made from segments. Shown in messages (sanitized
  /// there), never used to match.
  public let written: String

  /// Parses `string`.
  ///
  /// - Throws: ``RouteError`` when the string is empty, too long or malformed.
  public init(_ string: String) throws {
    guard string.utf8.count <= Self.maximumLength else {
      throw RouteError.tooLong(length: string.utf8.count)
    }
    if string.unicodeScalars.contains(where: RouteCoding.isControl) {
      throw RouteError.malformed(route: string, reason: "it contains a control character")
    }
    var text = Substring(string)
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }

    var pathPart = text
    var queryPart: Substring = ""
    if let mark = text.firstIndex(of: "?") {
      pathPart = text[..<mark]
      queryPart = text[text.index(after: mark)...]
    }
    if pathPart.first == "/" { pathPart = pathPart.dropFirst() }
    if pathPart.last == "/" { pathPart = pathPart.dropLast() }
    guard !pathPart.isEmpty else { throw RouteError.empty }

    var segments: [String] = []
    for raw in pathPart.split(separator: "/", omittingEmptySubsequences: false) {
      segments.append(try Self.decodeSegment(raw, route: string))
    }
    var items: [RouteQueryItem] = []
    for raw in queryPart.split(separator: "&") {
      items.append(try Self.decodeItem(raw, route: string))
    }
    self.segments = segments
    self.queryItems = items
    written = String(text)
  }

  /// A route of already-decoded `segments` and `queryItems`, checked like a parsed one.
  ///
  /// - Throws: ``RouteError`` when there are no segments, a segment is empty, `.` or `..`,
  ///   or text holds control characters.
  public init(segments: [String], queryItems: [RouteQueryItem] = []) throws {
    let shown = segments.joined(separator: "/")
    guard !segments.isEmpty else { throw RouteError.empty }
    for segment in segments { try Self.check(segment: segment, route: shown) }
    for item in queryItems { try Self.check(item: item, route: shown) }
    self.init(checkedSegments: segments, queryItems: queryItems)
  }

  /// The canonical path, segments escaped and joined by `/`.
  public var path: String {
    segments.map(RouteCoding.encodeSegment).joined(separator: "/")
  }

  /// The canonical route: the path, then `?` and the query items if there are any.
  public var description: String {
    Self.canonical(segments: segments, queryItems: queryItems)
  }

  /// Whether the two routes have the same segments and query items, however written.
  public static func == (lhs: Route, rhs: Route) -> Bool {
    lhs.segments == rhs.segments && lhs.queryItems == rhs.queryItems
  }

  /// Hashes the segments and the query items.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(segments)
    hasher.combine(queryItems)
  }

  /// The canonical text of `segments` and `queryItems`.
  private static func canonical(segments: [String], queryItems: [RouteQueryItem]) -> String {
    let path = segments.map(RouteCoding.encodeSegment).joined(separator: "/")
    guard !queryItems.isEmpty else { return path }
    let query = queryItems.map {
      RouteCoding.encodeQuery($0.name) + "=" + RouteCoding.encodeQuery($0.value)
    }
    return path + "?" + query.joined(separator: "&")
  }

  /// The route without its query.
  public var withoutQuery: Route {
    Route(checkedSegments: segments, queryItems: [])
  }

  /// The first value of the query item `name`, if there is one.
  public func queryValue(_ name: String) -> String? {
    queryItems.first { $0.name == name }?.value
  }

  /// Every value of the query item `name`, in order.
  public func queryValues(_ name: String) -> [String] {
    queryItems.filter { $0.name == name }.map(\.value)
  }

  /// Whether this route's path starts with all of `other`'s path segments.
  public func hasPathPrefix(_ other: Route) -> Bool {
    other.segments.count <= segments.count
      && zip(segments, other.segments).allSatisfy { $0 == $1 }
  }

  /// The route made of the first `count` segments (1 through `segments.count`), with this
  /// route's query items when `keepingQuery`, else none.
  func prefix(_ count: Int, keepingQuery: Bool = false) -> Route {
    Route(
      checkedSegments: Array(segments.prefix(Swift.max(1, count))),
      queryItems: keepingQuery ? queryItems : [])
  }

  private init(checkedSegments: [String], queryItems: [RouteQueryItem]) {
    self.segments = checkedSegments
    self.queryItems = queryItems
    written = Self.canonical(segments: checkedSegments, queryItems: queryItems)
  }

  private static func decodeSegment(_ raw: Substring, route: String) throws -> String {
    switch RouteCoding.decode(raw, plusIsSpace: false) {
    case .failure(let failure):
      throw RouteError.malformed(route: route, reason: failure.reason)
    case .success(let segment):
      try check(segment: segment, route: route)
      return segment
    }
  }

  private static func decodeItem(_ raw: Substring, route: String) throws -> RouteQueryItem {
    let equals = raw.firstIndex(of: "=")
    let rawName = equals.map { raw[..<$0] } ?? raw
    let rawValue = equals.map { raw[raw.index(after: $0)...] } ?? ""
    var parts: [String] = []
    for part in [rawName, rawValue] {
      switch RouteCoding.decode(part, plusIsSpace: true) {
      case .failure(let failure):
        throw RouteError.malformed(route: route, reason: failure.reason)
      case .success(let text): parts.append(text)
      }
    }
    let item = RouteQueryItem(name: parts[0], value: parts[1])
    try check(item: item, route: route)
    return item
  }

  private static func check(segment: String, route: String) throws {
    if segment.isEmpty {
      throw RouteError.malformed(route: route, reason: "it has an empty path segment")
    }
    if segment == "." || segment == ".." {
      throw RouteError.malformed(route: route, reason: "a path segment cannot be \(segment)")
    }
    if segment.unicodeScalars.contains(where: RouteCoding.isControl) {
      throw RouteError.malformed(route: route, reason: "a path segment holds a control character")
    }
  }

  private static func check(item: RouteQueryItem, route: String) throws {
    if item.name.isEmpty {
      throw RouteError.malformed(route: route, reason: "a query item has no name")
    }
    if item.name.unicodeScalars.contains(where: RouteCoding.isControl) {
      throw RouteError.malformed(route: route, reason: "a query name holds a control character")
    }
    let allowed: Set<Unicode.Scalar> = ["\t", "\n"]
    if item.value.unicodeScalars.contains(where: {
      RouteCoding.isControl($0) && !allowed.contains($0)
    }) {
      throw RouteError.malformed(
        route: route, reason: "query item \(item.name) holds a control character")
    }
  }
}
