import Foundation
import Testing
import TrellisTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct FixtureServerTests {
  private func get(_ server: FixtureServer, _ path: String) -> (head: String, body: String) {
    let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
    let response = FixtureTestsRawClient.exchange(port: server.port, request)
    return (response?.head ?? "", String(decoding: response?.body ?? Data(), as: UTF8.self))
  }

  @Test func listensOnLoopbackAtAPortOfItsOwn() throws {
    let first = try FixtureServer()
    let second = try FixtureServer()
    #expect(first.port != 0)
    #expect(first.port != second.port)
    #expect(first.baseURL.absoluteString == "http://127.0.0.1:\(first.port)")
    #expect(first.url("/a/b?c=d").absoluteString == "http://127.0.0.1:\(first.port)/a/b?c=d")
  }

  @Test func servesARouteByMethodAndPathWithItsHeadersAndBody() throws {
    let server = try FixtureServer()
    server.route("GET", "/hello", .text("hi there", headers: ["X-Fixture": "yes"]))
    let response = get(server, "/hello")
    #expect(response.head.hasPrefix("HTTP/1.1 200 OK\r\n"))
    #expect(response.head.contains("Content-Length: 8"))
    #expect(response.head.contains("Content-Type: text/plain; charset=utf-8"))
    #expect(response.head.contains("Connection: close"))
    #expect(response.head.contains("X-Fixture: yes"))
    #expect(response.body == "hi there")
  }

  @Test func answersAnUnknownRouteWithA404NamingIt() throws {
    let server = try FixtureServer()
    server.route("GET", "/hello", .text("hi"))
    let request = "POST /hello HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n"
    let response = try #require(FixtureTestsRawClient.exchange(port: server.port, request))
    #expect(response.head.hasPrefix("HTTP/1.1 404 Not Found"))
    #expect(
      String(decoding: response.body, as: UTF8.self) == #"{"error":"no fixture for POST /hello"}"#)
  }

  @Test func matchesQueryItemsPreferringTheMostSpecificRoute() throws {
    let server = try FixtureServer()
    server.route("GET", "/repos/search", .text("any"))
    server.route("GET", "/repos/search", query: ["q": "swift"], .text("swift"))
    server.route(
      "GET", "/repos/search", query: ["q": "swift", "source": "github"], .text("github swift"))
    #expect(get(server, "/repos/search?q=rust").body == "any")
    #expect(get(server, "/repos/search?q=swift&page=2").body == "swift")
    #expect(get(server, "/repos/search?source=github&q=swift").body == "github swift")
    #expect(get(server, "/repos/search").body == "any")
  }

  @Test func decodesPercentEncodedPathsAndQueries() throws {
    let server = try FixtureServer()
    server.route("GET", "/files/a b", query: ["name": "x&y é"], .text("found"))
    #expect(get(server, "/files/a%20b?name=x%26y%20%C3%A9").body == "found")
    let request = try #require(server.requests.first)
    #expect(request.path == "/files/a b")
    #expect(request.query == ["name": "x&y é"])
    #expect(request.target == "/files/a%20b?name=x%26y%20%C3%A9")
  }

  @Test func servesASequenceOfResponsesThenRepeatsTheLast() throws {
    let server = try FixtureServer()
    server.route("GET", "/flaky", sequence: [.status(503), .status(502), .text("ok")])
    let heads = (0..<5).map { _ in get(server, "/flaky").head.prefix(12) }
    #expect(
      heads == ["HTTP/1.1 503", "HTTP/1.1 502", "HTTP/1.1 200", "HTTP/1.1 200", "HTTP/1.1 200"])
  }

  @Test func replacesARouteRegisteredAgain() throws {
    let server = try FixtureServer()
    server.route("GET", "/x", .text("old"))
    server.route("GET", "/x", .text("new"))
    #expect(get(server, "/x").body == "new")
  }

  @Test func answersWithAHandlerThatSeesTheRequest() throws {
    let server = try FixtureServer()
    server.route("POST", "/echo") { request in
      .text("\(request.method) \(request.header("x-name") ?? "?") \(request.bodyText ?? "")")
    }
    let request =
      "POST /echo HTTP/1.1\r\nHost: x\r\nX-Name: trellis\r\nContent-Length: 5\r\n\r\nhello"
    let response = try #require(FixtureTestsRawClient.exchange(port: server.port, request))
    #expect(String(decoding: response.body, as: UTF8.self) == "POST trellis hello")
  }

  @Test func recordsRequestsWithMethodPathQueryHeadersAndBody() throws {
    let server = try FixtureServer()
    server.route("PUT", "/tasks/3", .status(204))
    let request =
      "PUT /tasks/3?notify=yes HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer t0k\r\n"
      + "Content-Type: application/json\r\nContent-Length: 15\r\n\r\n{\"title\":\"new\"}"
    let response = try #require(FixtureTestsRawClient.exchange(port: server.port, request))
    #expect(response.head.hasPrefix("HTTP/1.1 204 No Content"))
    let recorded = try #require(server.requests(to: "/tasks/3", method: "put").first)
    #expect(recorded.method == "PUT")
    #expect(recorded.query == ["notify": "yes"])
    #expect(recorded.header("authorization") == "Bearer t0k")
    #expect(recorded.header("CONTENT-TYPE") == "application/json")
    #expect(recorded.bodyText == #"{"title":"new"}"#)
    #expect(server.exchanges.first?.outcome == .delivered)
    #expect(server.requests(to: "/tasks/3", method: "GET").isEmpty)
  }

  @Test func decodesAChunkedRequestBody() throws {
    let server = try FixtureServer()
    server.route("POST", "/upload") { .text("got \($0.body.count): \($0.bodyText ?? "")") }
    let request =
      "POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
      + "5\r\nhello\r\n6;ext=1\r\n world\r\n0\r\n\r\n"
    let response = try #require(FixtureTestsRawClient.exchange(port: server.port, request))
    #expect(String(decoding: response.body, as: UTF8.self) == "got 11: hello world")
  }

  @Test func sendsContinueWhenTheClientExpectsIt() throws {
    let server = try FixtureServer()
    server.route("POST", "/upload") { .text($0.bodyText ?? "") }
    let client = try #require(FixtureTestsRawClient(port: server.port))
    client.send(
      "POST /upload HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n")
    #expect(client.readHead() == "HTTP/1.1 100 Continue\r\n\r\n")
    client.send("abc")
    let response = FixtureTestsRawClient.split(client.readToEnd())
    #expect(response.head.hasPrefix("HTTP/1.1 200 OK"))
    #expect(response.body == Data("abc".utf8))
  }

  @Test func sendsNoBodyForHead() throws {
    let server = try FixtureServer()
    server.route("HEAD", "/file", .text("twelve bytes"))
    let request = "HEAD /file HTTP/1.1\r\nHost: x\r\n\r\n"
    let response = try #require(FixtureTestsRawClient.exchange(port: server.port, request))
    #expect(response.head.contains("Content-Length: 12"))
    #expect(response.body.isEmpty)
  }

  @Test func encodesJSONFixtures() throws {
    struct Repo: Codable, Equatable {
      let name: String
      let stars: Int
    }
    let server = try FixtureServer()
    server.route("GET", "/repo", try .json(encoding: Repo(name: "trellis", stars: 3)))
    let response = get(server, "/repo")
    #expect(response.head.contains("Content-Type: application/json"))
    let decoded = try JSONDecoder().decode(Repo.self, from: Data(response.body.utf8))
    #expect(decoded == Repo(name: "trellis", stars: 3))
  }

  @Test func servesURLSessionRequests() async throws {
    let server = try FixtureServer()
    server.route("GET", "/repos/search", query: ["q": "swift"], .json(#"{"total":1}"#))
    var request = URLRequest(url: server.url("/repos/search?q=swift&sort=stars"))
    request.setValue("fixture-test", forHTTPHeaderField: "User-Agent")
    let (data, response) = try await URLSession.shared.data(for: request)
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: data, as: UTF8.self) == #"{"total":1}"#)
    let recorded = try #require(server.requests.first)
    #expect(recorded.query == ["q": "swift", "sort": "stars"])
    #expect(recorded.header("User-Agent") == "fixture-test")
  }

  @Test func refusesConnectionsOnceStopped() throws {
    let server = try FixtureServer()
    server.route("GET", "/x", .text("x"))
    #expect(get(server, "/x").body == "x")
    server.stop()
    server.stop()
    #expect(FixtureTestsRawClient(port: server.port) == nil)
  }
}
