import Foundation
import Testing
import TrellisRx
import TrellisServices
import TrellisTesting

@Suite struct HTTPETagCacheTests {
  /// Serves `body` with `etag`, and a 304 when the request's `If-None-Match` matches it.
  private func serveConditionally(
    _ server: FixtureServer, _ path: String, state: HTTPTestsBox<(String, String)>
  ) {
    server.route("GET", path) { request in
      let (etag, body) = state.value
      if request.header("If-None-Match") == etag {
        return .status(304, headers: ["ETag": etag, "X-RateLimit-Remaining": "41"])
      }
      return .json(body, headers: ["ETag": etag, "X-RateLimit-Remaining": "42"])
    }
  }

  @Test func aSecondGetSendsIfNoneMatchAndServesTheCachedBodyOn304() throws {
    let server = try FixtureServer()
    let version = HTTPTestsBox(("\"v1\"", #"{"n":1}"#))
    serveConditionally(server, "/repo", state: version)
    let client = HTTPClient()
    let first = try #require(httpTestsValue(client.get(server.url("/repo"))))
    #expect(first.isFromCache == false)
    #expect(first.text == #"{"n":1}"#)
    #expect(server.requests.first?.header("If-None-Match") == nil)

    let second = try #require(httpTestsValue(client.get(server.url("/repo"))))
    #expect(server.requests.last?.header("If-None-Match") == "\"v1\"")
    #expect(second.isFromCache)
    #expect(second.status == 200)
    #expect(second.text == #"{"n":1}"#)
    #expect(second.rateLimit?.remaining == 41)

    version.value = ("\"v2\"", #"{"n":2}"#)
    let third = try #require(httpTestsValue(client.get(server.url("/repo"))))
    #expect(third.isFromCache == false)
    #expect(third.text == #"{"n":2}"#)
    let fourth = try #require(httpTestsValue(client.get(server.url("/repo"))))
    #expect(server.requests.last?.header("If-None-Match") == "\"v2\"")
    #expect(fourth.isFromCache)
    #expect(fourth.text == #"{"n":2}"#)
  }

  @Test func decodesJSONFromTheCache() throws {
    let server = try FixtureServer()
    serveConditionally(server, "/n", state: HTTPTestsBox(("\"a\"", #"{"n":7}"#)))
    struct Count: Decodable { let n: Int }
    let client = HTTPClient()
    #expect(httpTestsValue(client.json(Count.self, from: server.url("/n")))?.n == 7)
    #expect(httpTestsValue(client.json(Count.self, from: server.url("/n")))?.n == 7)
    #expect(server.requests.last?.header("If-None-Match") == "\"a\"")
  }

  @Test func anotherCredentialDoesNotShareTheCache() throws {
    let server = try FixtureServer()
    serveConditionally(server, "/me", state: HTTPTestsBox(("\"me\"", "{}")))
    let client = HTTPClient()
    _ = httpTestsValue(client.get(server.url("/me"), headers: ["Authorization": "token one"]))
    _ = httpTestsValue(client.get(server.url("/me"), headers: ["Authorization": "token two"]))
    #expect(server.requests.last?.header("If-None-Match") == nil)
    _ = httpTestsValue(client.get(server.url("/me"), headers: ["Authorization": "token one"]))
    #expect(server.requests.last?.header("If-None-Match") == "\"me\"")
  }

  @Test func isSkippedWhenTurnedOffOrForOtherMethods() throws {
    let server = try FixtureServer()
    serveConditionally(server, "/r", state: HTTPTestsBox(("\"r\"", "{}")))
    let uncached = HTTPClient(configuration: .init(etagCache: nil))
    _ = httpTestsValue(uncached.get(server.url("/r")))
    _ = httpTestsValue(uncached.get(server.url("/r")))
    #expect(server.requests.last?.header("If-None-Match") == nil)
    let client = HTTPClient()
    _ = httpTestsValue(client.get(server.url("/r")))
    _ = httpTestsValue(client.send(HTTPRequest(url: server.url("/r"), usesETagCache: false)))
    #expect(server.requests.last?.header("If-None-Match") == nil)
  }

  @Test func aCallersOwn304IsDeliveredAsIs() throws {
    let server = try FixtureServer()
    serveConditionally(server, "/own", state: HTTPTestsBox(("\"o\"", "{}")))
    let response = httpTestsValue(
      HTTPClient().get(server.url("/own"), headers: ["If-None-Match": "\"o\""]))
    #expect(response?.status == 304)
    #expect(response?.isFromCache == false)
  }

  @Test func evictsTheLeastRecentlyUsedEntries() throws {
    let cache = HTTPETagCache(maxEntries: 2, maxBytes: 10)
    func request(_ path: String) throws -> HTTPRequest {
      .get(try #require(URL(string: "https://example.com/\(path)")))
    }
    func response(_ path: String, bytes: Int) throws -> HTTPResponse {
      HTTPResponse(
        url: try #require(URL(string: "https://example.com/\(path)")), status: 200,
        headers: ["ETag": "\"\(path)\""], body: Data(repeating: 1, count: bytes))
    }
    cache.store(try response("a", bytes: 3), for: try request("a"))
    cache.store(try response("b", bytes: 3), for: try request("b"))
    #expect(cache.entry(for: try request("a"))?.etag == "\"a\"")
    cache.store(try response("c", bytes: 3), for: try request("c"))
    #expect(cache.count == 2)
    #expect(cache.entry(for: try request("b")) == nil)
    #expect(cache.entry(for: try request("a")) != nil)
    cache.store(try response("d", bytes: 11), for: try request("d"))
    #expect(cache.entry(for: try request("d")) == nil)
    cache.store(try response("e", bytes: 9), for: try request("e"))
    #expect(cache.count == 1)
    cache.removeAll()
    #expect(cache.count == 0)
  }
}
