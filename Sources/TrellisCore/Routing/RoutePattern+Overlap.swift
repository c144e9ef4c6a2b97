extension RoutePattern {
  /// A route both this pattern and `other` match, or nil when no route matches both.
  ///
  /// Two patterns overlap when, segment by segment, their literals agree (a parameter
  /// matches any literal) and their lengths fit (a rest parameter takes one or more
  /// segments). The route returned takes each literal where one side has it, `1` where
  /// both have a parameter: `tasks/:id/edit` and `tasks/5/edit` give `tasks/5/edit`;
  /// `tasks/*path` and `tasks/:id/edit` give `tasks/1/edit`; `tasks/new` and
  /// `tasks/:id/edit` give nil.
  public func sharedRoute(with other: RoutePattern) -> String? {
    var route: [String] = []
    var index = 0
    while true {
      let mine = index < segments.count ? segments[index] : nil
      let theirs = index < other.segments.count ? other.segments[index] : nil
      switch (mine, theirs) {
      case (nil, nil):
        return route.joined(separator: "/")
      case (.rest?, _?):
        // A rest parameter takes what the other pattern still has (one segment or more).
        return (route + other.segments[index...].map(Self.sample)).joined(separator: "/")
      case (_?, .rest?):
        return (route + segments[index...].map(Self.sample)).joined(separator: "/")
      case (nil, _), (_, nil):
        return nil
      case (.literal(let left)?, .literal(let right)?):
        guard left == right else { return nil }
        route.append(RouteCoding.encodeSegment(left))
      case (.literal(let text)?, _), (_, .literal(let text)?):
        route.append(RouteCoding.encodeSegment(text))
      case (.parameter?, .parameter?):
        route.append("1")
      }
      index += 1
    }
  }

  /// A segment that `segment` matches: a literal itself, `1` for a parameter.
  private static func sample(_ segment: Segment) -> String {
    if case .literal(let text) = segment { return RouteCoding.encodeSegment(text) }
    return "1"
  }
}
