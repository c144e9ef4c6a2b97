import Testing
import TrellisCore

@Suite struct RoutePatternTests {
  @Test func parsesLiteralsParametersAndRest() throws {
    let pattern = try RoutePattern("tasks/:id/edit")
    #expect(pattern.segments == [.literal("tasks"), .parameter("id"), .literal("edit")])
    #expect(pattern.parameterNames == ["id"])
    #expect(!pattern.isLiteral)
    #expect(pattern.description == "tasks/:id/edit")
    #expect(pattern.shape == "tasks/:/edit")

    let files = try RoutePattern("/files/*path/")
    #expect(files.segments == [.literal("files"), .rest("path")])
    #expect(files.description == "files/*path")
    #expect(try RoutePattern("repos/search").isLiteral)
    #expect(try RoutePattern("notes/caf%C3%A9").segments == [.literal("notes"), .literal("café")])
  }

  @Test func matchesRoutesAndBindsParameters() throws {
    let pattern = try RoutePattern("tasks/:id/edit")
    let match = try #require(pattern.match(try Route("tasks/3/edit?x=1")))
    #expect(match.parameters == ["id": "3"])
    #expect(match.route.queryValue("x") == "1")
    #expect(match.restSegments == nil)
    #expect(pattern.match(try Route("tasks/3")) == nil)
    #expect(pattern.match(try Route("tasks/3/edit/more")) == nil)
    #expect(pattern.match(try Route("notes/3/edit")) == nil)
    // Parameters bind decoded values.
    #expect(pattern.match(try Route("tasks/a%2Fb/edit"))?.parameters == ["id": "a/b"])
  }

  @Test func restMatchesOneOrMoreSegments() throws {
    let pattern = try RoutePattern("files/*path")
    #expect(pattern.match(try Route("files")) == nil)
    let one = try #require(pattern.match(try Route("files/a")))
    #expect(one.parameters["path"] == "a")
    #expect(one.restSegments == ["a"])
    let many = try #require(pattern.match(try Route("files/a/b%2Fc/d")))
    #expect(many.parameters["path"] == "a/b/c/d")
    #expect(many.restSegments == ["a", "b/c", "d"])
  }

  @Test func literalsAreCaseSensitive() throws {
    #expect(try RoutePattern("tasks").match(try Route("Tasks")) == nil)
  }

  @Test(arguments: [
    ("", "it is empty"),
    ("/", "it is empty"),
    ("tasks?q=1", "a pattern has no query; screens read query items from their RouteMatch"),
    ("tasks#x", "a pattern has no query; screens read query items from their RouteMatch"),
    ("tasks//edit", "segment 2 is empty or not a valid path segment"),
    ("tasks/../x", "segment 2 is empty or not a valid path segment"),
    ("tasks/%zz", "segment 2 is empty or not a valid path segment"),
    ("tasks/:", "parameter name \"\" must be letters, digits and _, not a digit first"),
    ("tasks/:1d", "parameter name \"1d\" must be letters, digits and _, not a digit first"),
    ("tasks/:a-b", "parameter name \"a-b\" must be letters, digits and _, not a digit first"),
    ("a/:id/b/:id", "parameter id appears twice"),
    ("a/:id/*id", "parameter id appears twice"),
    ("files/*path/more", "*path must be the last segment"),
  ])
  func badPatternsNameTheReason(text: String, reason: String) {
    #expect(throws: RouteError.badPattern(pattern: text, reason: reason)) {
      try RoutePattern(text)
    }
  }

  @Test func sameShapeMeansSameRoutes() throws {
    #expect(try RoutePattern("tasks/:id").shape == RoutePattern("tasks/:key").shape)
    #expect(try RoutePattern("tasks/:id").shape != RoutePattern("tasks/new").shape)
    #expect(try RoutePattern("files/*a").shape == RoutePattern("files/*b").shape)
  }
}

extension RoutePatternTests {
  /// Random pattern strings: each one parses or is refused with a RouteError, and a parsed
  /// pattern prints back to one with the same segments.
  @Test func hostilePatternsNeverCrash() throws {
    let pieces = [
      "tasks", "/", "//", ":", ":id", "*", "*rest", "?", "%", "%2F", "%C3", "..", ".", "é",
      "\u{1B}", "_", "1", "a-b", ":id", "*id",
    ]
    var random = FuzzTestRandom(seed: 42)
    for _ in 0..<3_000 {
      let count = Int.random(in: 0...8, using: &random)
      let text = (0..<count).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
      do {
        let pattern = try RoutePattern(text)
        #expect(try RoutePattern(pattern.description).segments == pattern.segments)
      } catch {
        #expect(error is RouteError)
      }
    }
  }
}
