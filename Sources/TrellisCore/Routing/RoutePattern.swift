/// A pattern that routes match: `/`-separated segments, each a literal (`tasks`), a
/// parameter (`:id`, matching any one segment), or — last only — a rest parameter
/// (`*path`, matching one or more segments). Patterns have no query: a screen reads query
/// items from its ``RouteMatch``.
///
/// Parameter names are letters, digits and `_`, not starting with a digit, each used once.
/// Literal segments may use `%` escapes; they are compared decoded and case-sensitively.
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
  /// One segment of a pattern.
  public enum Segment: Hashable, Sendable {
    /// Matches exactly this (decoded) text.
    case literal(String)
    /// Matches any one segment and binds it to the name.
    case parameter(String)
    /// Matches one or more remaining segments and binds them, joined by `/`, to the name.
    case rest(String)
  }

  /// The segments, in order; never empty.
  public let segments: [Segment]

  /// Parses `pattern`.
  ///
  /// - Throws: ``RouteError/badPattern(pattern:reason:)`` naming what is wrong.
  public init(_ pattern: String) throws {
    func bad(_ reason: String) -> RouteError {
      RouteError.badPattern(pattern: pattern, reason: reason)
    }
    guard pattern.utf8.count <= Route.maximumLength else { throw bad("it is too long") }
    if pattern.contains("?") || pattern.contains("#") {
      throw bad("a pattern has no query; screens read query items from their RouteMatch")
    }
    var text = Substring(pattern)
    if text.first == "/" { text = text.dropFirst() }
    if text.last == "/" { text = text.dropLast() }
    guard !text.isEmpty else { throw bad("it is empty") }
    var segments: [Segment] = []
    var names = Set<String>()
    let raws = text.split(separator: "/", omittingEmptySubsequences: false)
    for (index, raw) in raws.enumerated() {
      if raw.first == ":" || raw.first == "*" {
        let name = String(raw.dropFirst())
        guard Self.isValidName(name) else {
          throw bad("parameter name \"\(name)\" must be letters, digits and _, not a digit first")
        }
        guard names.insert(name).inserted else { throw bad("parameter \(name) appears twice") }
        if raw.first == "*" {
          guard index == raws.count - 1 else { throw bad("*\(name) must be the last segment") }
          segments.append(.rest(name))
        } else {
          segments.append(.parameter(name))
        }
        continue
      }
      guard case .success(let literal) = RouteCoding.decode(raw, plusIsSpace: false),
        !literal.isEmpty, literal != ".", literal != "..",
        !literal.unicodeScalars.contains(where: RouteCoding.isControl)
      else {
        throw bad("segment \(index + 1) is empty or not a valid path segment")
      }
      segments.append(.literal(literal))
    }
    self.segments = segments
  }

  /// The names of the parameters, in order.
  public var parameterNames: [String] {
    segments.compactMap {
      switch $0 {
      case .literal: return nil
      case .parameter(let name), .rest(let name): return name
      }
    }
  }

  /// Whether the pattern has no parameters.
  public var isLiteral: Bool {
    parameterNames.isEmpty
  }

  /// The pattern as written canonically: `tasks/:id/edit`.
  public var description: String {
    segments.map {
      switch $0 {
      case .literal(let text): return RouteCoding.encodeSegment(text)
      case .parameter(let name): return ":" + name
      case .rest(let name): return "*" + name
      }
    }.joined(separator: "/")
  }

  /// The match of `route` against this pattern, or nil when it does not match.
  public func match(_ route: Route) -> RouteMatch? {
    var parameters: [String: String] = [:]
    var rest: [String]?
    for (index, segment) in segments.enumerated() {
      switch segment {
      case .literal(let text):
        guard index < route.segments.count, route.segments[index] == text else { return nil }
      case .parameter(let name):
        guard index < route.segments.count else { return nil }
        parameters[name] = route.segments[index]
      case .rest(let name):
        guard index < route.segments.count else { return nil }
        let tail = Array(route.segments[index...])
        parameters[name] = tail.joined(separator: "/")
        rest = tail
      }
    }
    if rest == nil && route.segments.count != segments.count { return nil }
    return RouteMatch(pattern: self, route: route, parameters: parameters, restSegments: rest)
  }

  /// The pattern with parameter names erased (`tasks/:/edit`): two patterns with the same
  /// shape match the same routes, so they conflict.
  public var shape: String {
    segments.map {
      switch $0 {
      case .literal(let text): return RouteCoding.encodeSegment(text)
      case .parameter: return ":"
      case .rest: return "*"
      }
    }.joined(separator: "/")
  }

  /// The shape with each literal folded (``RouteFolding``): two patterns of one folded
  /// shape read alike to a user (`Tasks/new`, `tasks%2Fnew`), so they conflict too.
  var foldedShape: String {
    segments.map {
      switch $0 {
      case .literal(let text): return RouteFolding.segments(text).joined(separator: "/")
      case .parameter: return ":"
      case .rest: return "*"
      }
    }.joined(separator: "/")
  }

  /// Whether this pattern wins over `other` when both match a route: the first segment
  /// where they differ decides, a literal beating a parameter beating a rest parameter;
  /// then the longer pattern wins.
  func isMoreSpecific(than other: RoutePattern) -> Bool {
    for (mine, theirs) in zip(segments, other.segments) {
      let (left, right) = (Self.rank(mine), Self.rank(theirs))
      if left != right { return left > right }
    }
    return segments.count > other.segments.count
  }

  private static func rank(_ segment: Segment) -> Int {
    switch segment {
    case .literal: return 2
    case .parameter: return 1
    case .rest: return 0
    }
  }

  private static func isValidName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else {
      return false
    }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "_"
    }
  }
}
