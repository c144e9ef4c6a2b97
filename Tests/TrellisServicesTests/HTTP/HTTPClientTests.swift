import Foundation
import Testing
import TrellisRx
import TrellisTesting

@testable import TrellisServices

@Suite struct HTTPClientTests {
  private func client(
    timeout: TimeInterval = 20, maxResponseBytes: Int = 1024 * 1024
  ) -> HTTPClient {
    HTTPClient(
      configuration: .init(
        appName: "trellis-tests", appVersion: "1.2", timeout: timeout,
        maxResponseBytes: maxResponseBytes, retryPolicy: .never))
  }

  @Test func getsStatusHeadersAndBody() throws {
    let server = try FixtureServer()
    server.route("GET", "/hello", .text("hello, world", headers: ["X-Trace": "abc"]))
    let response = try #require(httpTestsValue(client().get(server.url("/hello"))))
    #expect(response.status == 200)
    #expect(response.text == "hello, world")
    #expect(response.headers["x-trace"] == "abc")
    #expect(response.contentType == "text/plain; charset=utf-8")
    #expect(response.isFromCache == false)
    #expect(response.attempts == 1)
    #expect(response.rateLimit == nil)
  }

  @Test func sendsTheUserAgentDefaultHeadersAndTheBody() throws {
    let server = try FixtureServer()
    server.route("POST", "/tasks", .status(201))
    let client = HTTPClient(
      configuration: .init(appName: "demo", headers: ["Accept-Language": "fr", "X-App": "a"]))
    #expect(client.userAgent == "Trellis/\(TrellisServices.version) demo")
    #expect(client.userAgent.hasPrefix("Trellis/0.9.0 "))
    let request = HTTPRequest.post(
      server.url("/tasks?notify=1"), json: Data(#"{"title":"write tests"}"#.utf8),
      headers: ["X-App": "b"])
    let response = try #require(httpTestsValue(client.send(request)))
    #expect(response.status == 201)
    let recorded = try #require(server.requests(to: "/tasks", method: "POST").first)
    #expect(recorded.header("User-Agent") == "Trellis/\(TrellisServices.version) demo")
    #expect(recorded.header("Accept-Language") == "fr")
    #expect(recorded.header("X-App") == "b")
    #expect(recorded.header("Content-Type") == "application/json")
    #expect(recorded.query == ["notify": "1"])
    #expect(recorded.bodyText == #"{"title":"write tests"}"#)
  }

  @Test func aRequestsOwnUserAgentWins() throws {
    let server = try FixtureServer()
    server.route("GET", "/ua", .text("ok"))
    _ = httpTestsValue(client().get(server.url("/ua"), headers: ["User-Agent": "custom/9"]))
    #expect(server.requests.first?.header("User-Agent") == "custom/9")
    _ = httpTestsValue(client().get(server.url("/ua")))
    #expect(
      server.requests.last?.header("User-Agent")
        == "Trellis/\(TrellisServices.version) trellis-tests/1.2")
  }

  @Test func aStatusOutsideSuccessFailsWithAnExcerptOfTheBody() throws {
    let server = try FixtureServer()
    let body = "Not here.\u{1B}[31m\nTry\t/elsewhere. " + String(repeating: "x", count: 500)
    server.route("GET", "/missing", .text(body, status: 404))
    let error = try #require(httpTestsError(client().get(server.url("/missing"))))
    guard case .status(let code, let url, let excerpt, let retryAt) = error else {
      Issue.record("expected a status error, got \(error)")
      return
    }
    #expect(code == 404)
    #expect(url == server.url("/missing").absoluteString)
    #expect(excerpt.hasPrefix("Not here.␛[31m Try /elsewhere. xxx"))
    #expect(excerpt.count == 201)
    #expect(!excerpt.contains("\u{1B}"))
    #expect(retryAt == nil)
    #expect(error.description.contains("answered 404 Not Found: Not here."))
  }

  @Test func deliversAnyStatusWhenNotValidating() throws {
    let server = try FixtureServer()
    server.route("GET", "/missing", .text("gone", status: 410))
    let request = HTTPRequest(url: server.url("/missing"), validatesStatus: false)
    let response = try #require(httpTestsValue(client().send(request)))
    #expect(response.status == 410)
    #expect(response.text == "gone")
  }

  @Test func refusesURLsItCannotSend() throws {
    let file = try #require(URL(string: "file:///etc/passwd"))
    let error = httpTestsError(client().get(file))
    #expect(
      error
        == .invalidRequest(
          url: "file:///etc/passwd", reason: "only http and https URLs are supported"))
    let server = try FixtureServer()
    let injected = httpTestsError(client().get(server.url("/x"), headers: ["X-A": "1\r\nX-B: 2"]))
    #expect(injected?.description.contains("line break") == true)
    #expect(server.requests.isEmpty)
  }

  @Test func aRefusedConnectionSaysSo() throws {
    let server = try FixtureServer()
    let url = server.url("/x")
    server.stop()
    let error = httpTestsError(client().get(url))
    #expect(error == .cannotConnect(url: url.absoluteString, reason: "connection refused"))
    #expect(error?.description.contains("Could not connect to \(url.absoluteString)") == true)
  }

  @Test func anAttemptSlowerThanTheClientTimeoutFails() throws {
    // The request must reach the server before the client gives up, for the server to see
    // it leave; on a busy machine (or under the thread sanitizer) that can take longer than
    // a short timeout, so a longer one is tried when the server never saw the request.
    for timeout: TimeInterval in [0.3, 1, 3, 10] {
      let server = try FixtureServer()
      server.route("GET", "/slow", FixtureResponse.text("late").with(.delay(60)))
      let error = httpTestsError(client(timeout: timeout).get(server.url("/slow")))
      #expect(error == .timedOut(url: server.url("/slow").absoluteString, seconds: timeout))
      if server.waitUntil(timeout: 20, { $0.exchanges.first?.outcome == .clientDisconnected }) {
        return
      }
      #expect(server.exchanges.isEmpty, "the server saw the request but not the client leave")
    }
    Issue.record("the request never reached the server before the client's timeout")
  }

  @Test func aRequestTimeoutOverridesTheClients() throws {
    let server = try FixtureServer()
    server.route("GET", "/slow-body", FixtureResponse.text("late").with(.delayBody(30)))
    let request = HTTPRequest(url: server.url("/slow-body"), timeout: 0.3)
    let error = httpTestsError(client(timeout: 60).send(request))
    #expect(error == .timedOut(url: server.url("/slow-body").absoluteString, seconds: 0.3))
    #expect(error?.description.contains("timed out after 0.3 s") == true)
  }

  @Test func aBodyAnnouncedLargerThanTheCapFailsUpFront() throws {
    let server = try FixtureServer()
    server.route("GET", "/big", FixtureResponse.text("").with(.oversizedBody(bytes: 200_000)))
    let error = httpTestsError(client(maxResponseBytes: 1_000).get(server.url("/big")))
    #expect(
      error == .tooLarge(url: server.url("/big").absoluteString, limit: 1_000, announced: 200_000))
    #expect(error?.description.contains("larger than the 1000 bytes this app accepts") == true)
  }

  @Test func aTokenWithALineBreakIsRefusedSayingSoWithoutShowingIt() throws {
    let server = try FixtureServer()
    server.route("GET", "/x", FixtureResponse.text("x"))
    var request = HTTPRequest(url: server.url("/x"))
    request.headers["Authorization"] = "Bearer abc\r\nX-Evil: 1"
    let error = httpTestsError(client().send(request))
    let text = error?.description ?? ""
    #expect(text.contains("the token or password it would send contains a line break"))
    #expect(!text.contains("abc") && !text.contains("Evil"))
    #expect(server.requests.isEmpty)
    #expect(HTTPError.bytes(200_000) == "195.3 KB" && HTTPError.bytes(10_485_760) == "10 MB")
  }

  @Test func aBodyGrowingPastTheCapStopsTheRead() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/stream",
      FixtureResponse.text("").with(.oversizedBody(bytes: 2_000_000)).with(.omitContentLength))
    let error = httpTestsError(client(maxResponseBytes: 10_000).get(server.url("/stream")))
    #expect(
      error == .tooLarge(url: server.url("/stream").absoluteString, limit: 10_000, announced: nil))
  }

  @Test func aRequestCapOverridesTheClients() throws {
    let server = try FixtureServer()
    server.route("GET", "/big", FixtureResponse.text("").with(.oversizedBody(bytes: 5_000)))
    let small = HTTPRequest(url: server.url("/big"), maxResponseBytes: 4_999)
    #expect(httpTestsError(client().send(small)) != nil)
    let exact = HTTPRequest(url: server.url("/big"), maxResponseBytes: 5_000)
    #expect(httpTestsValue(client(maxResponseBytes: 10).send(exact))?.body.count == 5_000)
  }

  @Test func aTruncatedBodyIsALostConnection() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/cut",
      FixtureResponse.text(String(repeating: "a", count: 1_000)).with(.truncateBody(afterBytes: 10))
    )
    let error = httpTestsError(client().get(server.url("/cut")))
    #expect(
      error
        == .connectionLost(url: server.url("/cut").absoluteString, received: 10, expected: 1_000))
    #expect(error?.description.contains("closed after 10 of 1000 bytes") == true)
  }

  @Test func aConnectionClosedWithoutAResponseSaysSo() throws {
    let server = try FixtureServer()
    server.route("GET", "/gone", FixtureResponse.text("x").with(.closeWithoutResponse))
    let error = httpTestsError(client().get(server.url("/gone")))
    #expect(
      error
        == .connectionLost(url: server.url("/gone").absoluteString, received: nil, expected: nil))
    #expect(error?.description.contains("closed the connection without a response") == true)
  }

  @Test func aHeadRequestHasNoBody() throws {
    let server = try FixtureServer()
    server.route("HEAD", "/file", .text("twelve bytes"))
    let response = try #require(
      httpTestsValue(client().send(HTTPRequest(method: "head", url: server.url("/file")))))
    #expect(response.status == 200)
    #expect(response.body.isEmpty)
    #expect(response.headers["Content-Length"] == "12")
  }

  @Test func eachSubscriptionSendsTheRequestAgain() throws {
    let server = try FixtureServer()
    server.route("GET", "/count", sequence: [.text("one"), .text("two")])
    let single = client().get(server.url("/count"))
    #expect(server.requests.isEmpty)
    #expect(httpTestsValue(single)?.text == "one")
    #expect(httpTestsValue(single)?.text == "two")
    #expect(server.requests.count == 2)
  }

  @Test func followsRedirectsKeepingCredentialsOnlyOnTheSameOrigin() throws {
    let origin = try FixtureServer()
    let other = try FixtureServer()
    origin.route(
      "GET", "/here", .status(302, headers: ["Location": origin.url("/landing").absoluteString]))
    origin.route(
      "GET", "/away", .status(302, headers: ["Location": other.url("/landing").absoluteString]))
    origin.route("GET", "/landing", .text("home"))
    other.route("GET", "/landing", .text("elsewhere"))
    let headers: HTTPHeaders = ["Authorization": "Bearer abc", "X-Keep": "1"]
    #expect(httpTestsValue(client().get(origin.url("/here"), headers: headers))?.text == "home")
    #expect(origin.requests(to: "/landing").first?.header("Authorization") == "Bearer abc")
    let away = httpTestsValue(client().get(origin.url("/away"), headers: headers))
    #expect(away?.text == "elsewhere")
    #expect(away?.url == other.url("/landing"))
    let landed = try #require(other.requests(to: "/landing").first)
    #expect(landed.header("Authorization") == nil)
    #expect(landed.header("X-Keep") == "1")
  }
}
