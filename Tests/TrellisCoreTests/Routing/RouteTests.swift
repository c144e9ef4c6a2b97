import Testing
import TrellisCore

@Suite struct RouteTests {
  @Test func parsesPathAndQuery() throws {
    let route = try Route("repos/search?q=swift&source=github")
    #expect(route.segments == ["repos", "search"])
    #expect(route.queryItems.map(\.name) == ["q", "source"])
    #expect(route.queryValue("q") == "swift")
    #expect(route.queryValue("source") == "github")
    #expect(route.queryValue("missing") == nil)
    #expect(route.path == "repos/search")
  }

  @Test func dropsOneLeadingAndTrailingSlashAndSurroundingSpaces() throws {
    #expect(try Route("/tasks/3/").segments == ["tasks", "3"])
    #expect(try Route("  tasks  ").segments == ["tasks"])
    #expect(try Route("/tasks?x=1").queryValue("x") == "1")
  }

  @Test func decodesPercentEscapesInThePath() throws {
    #expect(try Route("notes/caf%C3%A9").segments == ["notes", "café"])
    #expect(try Route("notes/a%20b").segments == ["notes", "a b"])
    #expect(try Route("files/a%2Fb").segments == ["files", "a/b"])
    // In the path, + is a plus.
    #expect(try Route("notes/c++").segments == ["notes", "c++"])
    // Unescaped UTF-8 passes through.
    #expect(try Route("notes/日本語/🙂").segments == ["notes", "日本語", "🙂"])
  }

  @Test func decodesQueryValuesWithPlusAsSpace() throws {
    let route = try Route("repos/search?q=swift+ui&lang=c%2B%2B&name=caf%C3%A9&sp=a%20b")
    #expect(route.queryValue("q") == "swift ui")
    #expect(route.queryValue("lang") == "c++")
    #expect(route.queryValue("name") == "café")
    #expect(route.queryValue("sp") == "a b")
  }

  @Test func queryEdgeCases() throws {
    let route = try Route("list?flag&tag=a&&tag=b&empty=&eq=a=b")
    #expect(route.queryValue("flag") == "")
    #expect(route.queryValues("tag") == ["a", "b"])
    #expect(route.queryValue("empty") == "")
    #expect(route.queryValue("eq") == "a=b")
    #expect(route.queryItems.count == 5)
    // A query may hold a newline or tab, escaped.
    #expect(try Route("notes/new?body=one%0Atwo%09three").queryValue("body") == "one\ntwo\tthree")
  }

  @Test(arguments: [
    ("", RouteError.empty),
    ("   ", RouteError.empty),
    ("/", RouteError.empty),
    ("?q=1", RouteError.empty),
  ])
  func emptyRoutesAreRefused(text: String, error: RouteError) {
    #expect(throws: error) { try Route(text) }
  }

  @Test(arguments: [
    ("tasks//3", "it has an empty path segment"),
    ("//tasks", "it has an empty path segment"),
    ("tasks/../secret", "a path segment cannot be .."),
    ("tasks/.", "a path segment cannot be ."),
    ("tasks/%2E%2E", "a path segment cannot be .."),
    ("tasks/%zz", "%zz is not a % escape (two hex digits)"),
    ("tasks/%4", "a % escape is cut short"),
    ("tasks/%", "a % escape is cut short"),
    ("tasks/%C3", "its % escapes do not spell UTF-8 text"),
    ("tasks/%FF%FE", "its % escapes do not spell UTF-8 text"),
    ("tasks/%00", "a path segment holds a control character"),
    ("tasks/%1B[2J", "a path segment holds a control character"),
    ("tasks\u{1B}[31m", "it contains a control character"),
    ("tasks\n", "it contains a control character"),
    ("tasks?=x", "a query item has no name"),
    ("tasks?a=%07", "query item a holds a control character"),
    ("tasks?%0A=x", "a query name holds a control character"),
    ("tasks?q=%G0", "%G0 is not a % escape (two hex digits)"),
  ])
  func malformedRoutesNameTheReason(text: String, reason: String) {
    #expect(throws: RouteError.malformed(route: text, reason: reason)) { try Route(text) }
  }

  @Test func tooLongRoutesAreRefusedBeforeParsing() {
    let text = "a/" + String(repeating: "b", count: Route.maximumLength)
    #expect(throws: RouteError.tooLong(length: text.utf8.count)) { try Route(text) }
    #expect(throws: Never.self) { try Route(String(repeating: "c", count: Route.maximumLength)) }
  }

  @Test func descriptionIsCanonicalAndParsesBack() throws {
    let cases = [
      ("tasks/3/edit", "tasks/3/edit"),
      ("/tasks/3/", "tasks/3"),
      ("repos/search?q=swift+ui&source=github", "repos/search?q=swift%20ui&source=github"),
      ("files/a%2Fb", "files/a%2Fb"),
      ("notes/caf%C3%A9", "notes/café"),
      ("list?tag=a%26b&x=%3D%2B", "list?tag=a%26b&x=%3D%2B"),
      ("notes/new?body=one%0Atwo", "notes/new?body=one%0Atwo"),
      ("list?flag", "list?flag="),
      ("w/100%25", "w/100%25"),
    ]
    for (input, canonical) in cases {
      let route = try Route(input)
      #expect(route.description == canonical, "\(input)")
      #expect(try Route(route.description) == route, "\(input)")
    }
  }

  @Test func routesFromSegmentsAreCheckedLikeParsedOnes() throws {
    let route = try Route(segments: ["notes", "a/b"], queryItems: [.init(name: "q", value: "x y")])
    #expect(route.description == "notes/a%2Fb?q=x%20y")
    #expect(try Route(route.description) == route)
    #expect(throws: RouteError.empty) { try Route(segments: []) }
    #expect(throws: RouteError.self) { try Route(segments: ["a", ""]) }
    #expect(throws: RouteError.self) { try Route(segments: [".."]) }
    #expect(throws: RouteError.self) { try Route(segments: ["a\u{7}"]) }
    #expect(throws: RouteError.self) {
      try Route(segments: ["a"], queryItems: [.init(name: "", value: "x")])
    }
  }

  @Test func pathPrefixes() throws {
    let route = try Route("tasks/3/edit?x=1")
    #expect(route.hasPathPrefix(try Route("tasks")))
    #expect(route.hasPathPrefix(try Route("tasks/3?y=2")))
    #expect(route.hasPathPrefix(try Route("tasks/3/edit")))
    #expect(!route.hasPathPrefix(try Route("tasks/4")))
    #expect(!route.hasPathPrefix(try Route("tasks/3/edit/more")))
    #expect(route.withoutQuery.description == "tasks/3/edit")
  }

  @Test func errorMessagesQuoteAndShortenWhatTheUserTyped() {
    let long = String(repeating: "x", count: 100)
    let message = RouteError.unknownRoute(long).message
    #expect(
      message == "no screen is registered for route \"\(String(repeating: "x", count: 60))…\"")
    #expect(
      RouteError.malformed(route: "a\u{1B}b", reason: "r").message
        == "route \"a?b\" cannot be read: r")
    #expect(RouteError.empty.localizedDescription == RouteError.empty.message)
  }
}
