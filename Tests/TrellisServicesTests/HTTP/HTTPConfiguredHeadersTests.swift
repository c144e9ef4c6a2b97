import Foundation
import Testing
import TrellisRx
import TrellisServices
import TrellisTesting

/// Header fields configured on the client (`HTTPClientConfiguration.headers`) count as the
/// request's own: for the secrets scrubbed out of errors and for the ETag cache key.
@Suite struct HTTPConfiguredHeadersTests {
  private let token = "ghp_C0nf1guredKeyValue77"

  @Test func errorsScrubTheClientsConfiguredSecrets() throws {
    let server = try FixtureServer()
    server.route("GET", "/echo") { request in
      .text("bad key: \(request.header("X-Api-Key") ?? "none")", status: 401)
    }
    server.route("GET", "/kind") { request in
      .json(#"{"kind":"\#(request.header("X-Api-Key") ?? "none")"}"#)
    }
    let client = HTTPClient(
      configuration: .init(timeout: 20, retryPolicy: .never, headers: ["X-Api-Key": token]))
    enum Kind: String, Decodable { case user }
    struct Shape: Decodable { let kind: Kind }

    let status = try #require(httpTestsError(client.get(server.url("/echo"))))
    let json = try #require(httpTestsError(client.json(Shape.self, from: server.url("/kind"))))
    #expect(server.requests.allSatisfy { $0.header("X-Api-Key") == token })
    for text in TextRenderings.of(status) + TextRenderings.of(json) {
      #expect(!text.contains(token))
    }
    #expect(status.description.contains("bad key: <redacted>"))
    guard case .badJSON(_, let path, let reason) = json else {
      Issue.record("expected a JSON error, got \(json)")
      return
    }
    #expect(path == "$.kind")
    #expect(reason.contains("<redacted>"))
  }

  @Test func theClientAndItsConfigurationPrintNoConfiguredSecret() {
    let configuration = HTTPClientConfiguration(
      headers: ["Authorization": "Bearer \(token)", "X-Api-Key": token, "Accept": "text/csv"])
    let client = HTTPClient(configuration: configuration)
    let renderings =
      TextRenderings.of(client) + TextRenderings.of(configuration)
      + TextRenderings.of(configuration.headers)
    for text in renderings {
      #expect(!text.contains(token))
    }
    #expect(configuration.headers.description.contains("Accept: text/csv"))
  }

  @Test func clientsDifferingOnlyInAConfiguredCredentialDoNotShareCachedBodies() throws {
    let server = try FixtureServer()
    // One ETag for every user (a version number), as some APIs do: only the cache key keeps
    // one account's body from another.
    server.route("GET", "/me") { request in
      if request.header("If-None-Match") == "\"v1\"" {
        return .status(304, headers: ["ETag": "\"v1\""])
      }
      let user = request.header("Authorization") == "Bearer alice" ? "alice" : "bob"
      return .json(#"{"user":"\#(user)"}"#, headers: ["ETag": "\"v1\""])
    }
    let cache = HTTPETagCache()
    func client(_ user: String) -> HTTPClient {
      HTTPClient(
        configuration: .init(
          retryPolicy: .never, etagCache: cache, headers: ["Authorization": "Bearer \(user)"]))
    }
    let alice = client("alice")
    let bob = client("bob")

    #expect(httpTestsValue(alice.get(server.url("/me")))?.text == #"{"user":"alice"}"#)
    let bobs = try #require(httpTestsValue(bob.get(server.url("/me"))))
    #expect(server.requests.last?.header("If-None-Match") == nil)
    #expect(bobs.isFromCache == false)
    #expect(bobs.text == #"{"user":"bob"}"#)

    let again = try #require(httpTestsValue(alice.get(server.url("/me"))))
    #expect(server.requests.last?.header("If-None-Match") == "\"v1\"")
    #expect(again.isFromCache)
    #expect(again.text == #"{"user":"alice"}"#)

    // A request's own credential still wins over the configured one.
    let asAlice = bob.get(server.url("/me"), headers: ["Authorization": "Bearer alice"])
    let borrowed = try #require(httpTestsValue(asAlice))
    #expect(server.requests.last?.header("Authorization") == "Bearer alice")
    #expect(borrowed.isFromCache)
    #expect(borrowed.text == #"{"user":"alice"}"#)
  }

  @Test func aConfiguredAcceptIsKeptByJSONRequests() throws {
    let server = try FixtureServer()
    server.route("GET", "/n", .json(#"{"n":3}"#))
    struct Count: Decodable { let n: Int }
    let client = HTTPClient(
      configuration: .init(headers: ["Accept": "application/vnd.github+json"]))
    #expect(httpTestsValue(client.json(Count.self, from: server.url("/n")))?.n == 3)
    #expect(server.requests.last?.header("Accept") == "application/vnd.github+json")
  }

  @Test func aConfiguredHeaderWithALineBreakIsRefused() throws {
    let server = try FixtureServer()
    server.route("GET", "/x", .text("ok"))
    let client = HTTPClient(configuration: .init(headers: ["X-A": "1\r\nX-B: 2"]))
    let error = httpTestsError(client.get(server.url("/x")))
    #expect(error?.description.contains("line break") == true)
    #expect(server.requests.isEmpty)
  }
}
