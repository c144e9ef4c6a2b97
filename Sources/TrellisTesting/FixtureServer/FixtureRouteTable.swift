import Foundation

/// The routes of a ``FixtureServer``: which response answers which request. Not locked on
/// its own; the server keeps it behind its lock.
struct FixtureRouteTable {
  /// One route: a method, an exact path, the query items it requires, and what it answers.
  struct Route {
    /// The method, upper-cased.
    let method: String
    /// The exact, percent-decoded path; one ending in `/*` matches every path below it.
    let path: String
    /// Query items the request must carry with these values (others may be present).
    let query: [String: String]
    /// The responses in turn; the last one repeats.
    let responses: [FixtureResponse]
    /// Computes the response from the request, instead of `responses`.
    let handler: (@Sendable (FixtureRequest) -> FixtureResponse)?
    /// How many requests this route has answered.
    var hits = 0

    /// Whether `requestPath` is this route's path, or below it for a `/*` route.
    func matches(_ requestPath: String) -> Bool {
      guard path.hasSuffix("/*") else { return path == requestPath }
      return requestPath.hasPrefix(path.dropLast())
    }
  }

  private var routes: [Route] = []

  /// Adds `route`, replacing one with the same method, path and query.
  mutating func add(_ route: Route) {
    routes.removeAll {
      $0.method == route.method && $0.path == route.path && $0.query == route.query
    }
    routes.append(route)
  }

  /// The response for `request`: that of the matching route with the most query
  /// requirements (advancing its sequence), or a 404 naming the request.
  mutating func respond(to request: FixtureRequest) -> FixtureResponse {
    let query = request.query
    let candidates = routes.indices.filter { index in
      let route = routes[index]
      return route.method == request.method.uppercased() && route.matches(request.path)
        && route.query.allSatisfy { query[$0.key] == $0.value }
    }
    guard let index = candidates.max(by: { routes[$0].query.count < routes[$1].query.count })
    else {
      let message = "no fixture for \(request.method) \(request.path)"
      let escaped = message.replacingOccurrences(of: "\"", with: "\\\"")
      return .json("{\"error\":\"\(escaped)\"}", status: 404)
    }
    let route = routes[index]
    routes[index].hits += 1
    if let handler = route.handler {
      return handler(request)
    }
    guard let last = route.responses.last else { return .status(204) }
    return route.hits < route.responses.count ? route.responses[route.hits] : last
  }
}
