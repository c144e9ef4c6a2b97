import Foundation
import Testing
import TrellisServices
import TrellisTesting

/// Redirects are followed to where the server said, trailing `/` included.
@Suite struct HTTPRedirectTests {
  @Test func aRedirectToTheSamePathWithASlashIsFollowedOnce() throws {
    let server = try FixtureServer()
    defer { server.stop() }
    server.route("GET", "/docs", .status(301, headers: ["Location": "/docs/"]))
    server.route("GET", "/docs/", .text("the docs"))
    let client = HTTPClient(configuration: .init(appName: "trellis-tests", retryPolicy: .never))
    let response = try #require(httpTestsValue(client.get(server.url("/docs"))))
    #expect(response.status == 200)
    #expect(response.text == "the docs")
    #expect(server.requests.map(\.path) == ["/docs", "/docs/"])
  }

  @Test func aRelativeLocationIsResolvedAgainstTheAnsweringURL() throws {
    let server = try FixtureServer()
    defer { server.stop() }
    server.route("GET", "/a/b", .status(302, headers: ["Location": "../c/?x=1"]))
    server.route("GET", "/c/", .text("here"))
    let client = HTTPClient(configuration: .init(appName: "trellis-tests", retryPolicy: .never))
    let response = try #require(httpTestsValue(client.get(server.url("/a/b"))))
    #expect(response.text == "here")
    #expect(server.requests.map(\.target) == ["/a/b", "/c/?x=1"])
  }
}
