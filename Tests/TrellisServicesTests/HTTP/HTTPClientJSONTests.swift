import Foundation
import Testing
import TrellisRx
import TrellisServices
import TrellisTesting

@Suite struct HTTPClientJSONTests {
  struct Repo: Decodable, Equatable {
    let name: String
    let stars: Int
  }

  struct Page: Decodable {
    let items: [Repo]
  }

  private let client = HTTPClient(configuration: .init(retryPolicy: .never))

  @Test func decodesJSONAndAsksForIt() throws {
    let server = try FixtureServer()
    server.route("GET", "/repos", .json(#"{"items":[{"name":"trellis","stars":3}]}"#))
    let page = try #require(httpTestsValue(client.json(Page.self, from: server.url("/repos"))))
    #expect(page.items == [Repo(name: "trellis", stars: 3)])
    #expect(server.requests.first?.header("Accept") == "application/json")
  }

  @Test func acceptsVendorJSONTypes() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/repo",
      FixtureResponse.json(#"{"name":"a","stars":1}"#).with(
        .contentType("application/vnd.github+json; charset=utf-8")))
    #expect(httpTestsValue(client.json(Repo.self, from: server.url("/repo")))?.name == "a")
  }

  @Test func aWrongContentTypeIsNamed() throws {
    let server = try FixtureServer()
    server.route("GET", "/repo", FixtureResponse.json("<html>").with(.contentType("text/html")))
    let error = httpTestsError(client.json(Repo.self, from: server.url("/repo")))
    #expect(
      error
        == .wrongContentType(
          url: server.url("/repo").absoluteString, expected: "application/json",
          received: "text/html"))
    #expect(
      error?.description.hasSuffix("sent text/html where application/json was expected.") == true)
  }

  @Test func aTypeMismatchNamesThePath() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/repos",
      .json(#"{"items":[{"name":"a","stars":1},{"name":"b","stars":"many"}]}"#))
    let error = httpTestsError(client.json(Page.self, from: server.url("/repos")))
    guard case .badJSON(let url, let path, let reason) = error else {
      Issue.record("expected bad JSON, got \(String(describing: error))")
      return
    }
    #expect(url == server.url("/repos").absoluteString)
    #expect(path == "$.items[1].stars")
    #expect(reason.hasPrefix("expected an integer"))
    #expect(error?.description.contains("could not be read at $.items[1].stars") == true)
  }

  @Test func aMissingKeyNamesThePath() throws {
    let server = try FixtureServer()
    server.route("GET", "/repos", .json(#"{"items":[{"name":"a"}]}"#))
    let error = httpTestsError(client.json(Page.self, from: server.url("/repos")))
    #expect(
      error
        == .badJSON(
          url: server.url("/repos").absoluteString, path: "$.items[0].stars",
          reason: "the key \"stars\" is missing."))
  }

  @Test func aNullNamesThePath() throws {
    let server = try FixtureServer()
    server.route("GET", "/repo", .json(#"{"name":null,"stars":1}"#))
    let error = httpTestsError(client.json(Repo.self, from: server.url("/repo")))
    #expect(
      error
        == .badJSON(
          url: server.url("/repo").absoluteString, path: "$.name",
          reason: "expected a string but found null or nothing."))
  }

  @Test func malformedJSONAndEmptyBodiesAreBadJSON() throws {
    let server = try FixtureServer()
    server.route("GET", "/broken", .json(#"{"name": "a", "#))
    server.route("GET", "/empty", .json(""))
    guard
      case .badJSON(_, "$", let reason) = httpTestsError(
        client.json(Repo.self, from: server.url("/broken")))
    else {
      Issue.record("expected bad JSON at the root")
      return
    }
    #expect(reason.contains("not valid JSON"))
    #expect(
      httpTestsError(client.json(Repo.self, from: server.url("/empty")))
        == .badJSON(
          url: server.url("/empty").absoluteString, path: "$", reason: "the body is empty."))
  }

  @Test func statusErrorsComeBeforeDecoding() throws {
    let server = try FixtureServer()
    server.route("GET", "/repo", .json(#"{"message":"Not Found"}"#, status: 404))
    let error = httpTestsError(client.json(Repo.self, from: server.url("/repo")))
    #expect(
      error
        == .status(
          code: 404, url: server.url("/repo").absoluteString, excerpt: #"{"message":"Not Found"}"#,
          retryAt: nil))
  }
}
