import Testing
import TrellisCore

@Suite struct RoutePatternOverlapTests {
  private func shared(_ left: String, _ right: String) throws -> String? {
    let (a, b) = (try RoutePattern(left), try RoutePattern(right))
    let route = a.sharedRoute(with: b)
    #expect(b.sharedRoute(with: a) == route, "overlap is symmetric")
    if let route {
      // The route it gives really matches both.
      #expect(a.match(try Route(route)) != nil)
      #expect(b.match(try Route(route)) != nil)
    }
    return route
  }

  @Test func literalsMustAgreeAndParametersMatchAnything() throws {
    #expect(try shared("tasks/:id/edit", "tasks/5/edit") == "tasks/5/edit")
    #expect(try shared("tasks/:id/edit", "tasks/:key/edit") == "tasks/1/edit")
    #expect(try shared(":a/new", "tasks/:b") == "tasks/new")
    #expect(try shared("tasks/new", "tasks/:id/edit") == nil)
    #expect(try shared("tasks/new", "notes/new") == nil)
    #expect(try shared("tasks", "tasks") == "tasks")
  }

  @Test func aRestParameterTakesOneSegmentOrMore() throws {
    #expect(try shared("tasks/*rest", "tasks/:id/edit") == "tasks/1/edit")
    #expect(try shared("tasks/*rest", "tasks/new") == "tasks/new")
    #expect(try shared("tasks/*rest", "tasks") == nil)
    #expect(try shared("tasks/*a", "tasks/*b") == "tasks/1")
    #expect(try shared("tasks/*rest", "notes/*rest") == nil)
    #expect(try shared("a/*rest", "a/b/*more") == "a/b/1")
  }

  @Test func literalsAreEncodedInTheRoute() throws {
    #expect(try shared("files/a%20b/:x", "files/:y/c") == "files/a%20b/c")
  }
}
