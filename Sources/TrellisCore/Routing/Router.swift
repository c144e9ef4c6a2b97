/// The registered route patterns and what each one opens. Resolving a route string picks
/// the most specific matching pattern: reading left to right, a literal segment beats a
/// parameter, which beats a rest parameter (so `tasks/new` wins over `tasks/:id`).
public struct Router {
  /// The entries, in registration order.
  public private(set) var entries: [RouteEntry] = []

  /// An empty router.
  public init() {}

  /// A router holding `entries`.
  ///
  /// - Throws: ``RouteError/badPattern(pattern:reason:)`` when two entries have patterns of
  ///   the same shape.
  public init(entries: [RouteEntry]) throws {
    for entry in entries { try register(entry) }
  }

  /// Adds `entry`.
  ///
  /// - Throws: ``RouteError/badPattern(pattern:reason:)`` when an entry with a pattern of the
  ///   same shape (same segments, parameter names aside) is already registered.
  public mutating func register(_ entry: RouteEntry) throws {
    if let existing = self.entry(conflictingWith: entry.pattern) {
      throw RouteError.badPattern(
        pattern: entry.pattern.description,
        reason: "it matches the same routes as \(existing.pattern), already registered")
    }
    entries.append(entry)
  }

  /// The registered entry whose pattern has the same shape as `pattern`, if any.
  public func entry(conflictingWith pattern: RoutePattern) -> RouteEntry? {
    let shape = pattern.shape
    return entries.first { $0.pattern.shape == shape }
  }

  /// Removes every entry registered by the plugin `pluginID`.
  public mutating func removeEntries(of pluginID: String) {
    entries.removeAll { $0.pluginID == pluginID }
  }

  /// The entry for `string` and the match.
  ///
  /// - Throws: ``RouteError`` when the string is not a valid route or no pattern matches.
  public func resolve(_ string: String) throws -> (entry: RouteEntry, match: RouteMatch) {
    try resolve(Route(string))
  }

  /// The entry for `route` and the match.
  ///
  /// - Throws: ``RouteError/unknownRoute(_:)`` when no pattern matches.
  public func resolve(_ route: Route) throws -> (entry: RouteEntry, match: RouteMatch) {
    var best: (entry: RouteEntry, match: RouteMatch)?
    for entry in entries {
      guard let match = entry.pattern.match(route) else { continue }
      if let current = best, !entry.pattern.isMoreSpecific(than: current.entry.pattern) {
        continue
      }
      best = (entry, match)
    }
    guard let best else { throw RouteError.unknownRoute(route.written) }
    return best
  }

  /// Whether some pattern matches `route`.
  public func canResolve(_ route: Route) -> Bool {
    entries.contains { $0.pattern.match(route) != nil }
  }
}
