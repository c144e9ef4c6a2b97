import Foundation
import Testing
import TrellisTesting

@Suite struct FixtureFaultTests {
  private func send(_ server: FixtureServer, _ path: String) throws -> FixtureTestsRawClient {
    let client = try #require(FixtureTestsRawClient(port: server.port))
    client.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    return client
  }

  @Test func aDelayHoldsTheResponseAndNoticesWhenTheClientLeaves() throws {
    let server = try FixtureServer()
    server.route("GET", "/slow", FixtureResponse.text("late").with(.delay(60)))
    var client: FixtureTestsRawClient? = try send(server, "/slow")
    #expect(server.waitForRequests(1))
    #expect(client?.hasData(within: 100) == false)
    #expect(server.exchanges.first?.outcome == .pending)
    client = nil
    #expect(server.waitUntil { $0.exchanges.first?.outcome == .clientDisconnected })
  }

  @Test func aShortDelayEndsWithTheWholeResponse() throws {
    let server = try FixtureServer()
    server.route("GET", "/slow", FixtureResponse.text("late").with(.delay(0.05)))
    let response = FixtureTestsRawClient.split(try send(server, "/slow").readToEnd())
    #expect(response.body == Data("late".utf8))
    #expect(server.waitUntil { $0.exchanges.first?.outcome == .delivered })
  }

  @Test func aBodyDelaySendsTheHeadFirst() throws {
    let server = try FixtureServer()
    server.route("GET", "/slow-body", FixtureResponse.text("body").with(.delayBody(60)))
    var client: FixtureTestsRawClient? = try send(server, "/slow-body")
    let head = client?.readHead() ?? ""
    #expect(head.hasPrefix("HTTP/1.1 200 OK"))
    #expect(head.contains("Content-Length: 4"))
    #expect(client?.hasData(within: 100) == false)
    client = nil
    #expect(server.waitUntil { $0.exchanges.first?.outcome == .clientDisconnected })
  }

  @Test func aTruncatedBodyAnnouncesMoreThanItSends() throws {
    let server = try FixtureServer()
    let body = String(repeating: "a", count: 100)
    server.route("GET", "/cut", FixtureResponse.text(body).with(.truncateBody(afterBytes: 10)))
    let response = FixtureTestsRawClient.split(try send(server, "/cut").readToEnd())
    #expect(response.head.contains("Content-Length: 100"))
    #expect(response.body == Data(repeating: UInt8(ascii: "a"), count: 10))
    #expect(server.waitUntil { $0.exchanges.first?.outcome == .cutShort })
  }

  @Test func aClosedConnectionSendsNothing() throws {
    let server = try FixtureServer()
    server.route("GET", "/gone", FixtureResponse.text("never").with(.closeWithoutResponse))
    #expect(try send(server, "/gone").readToEnd().isEmpty)
    #expect(server.waitUntil { $0.exchanges.first?.outcome == .cutShort })
    #expect(server.requests.first?.path == "/gone")
  }

  @Test func aWrongContentTypeReplacesTheRightOne() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/json", FixtureResponse.json(#"{"a":1}"#).with(.contentType("text/html")))
    let response = FixtureTestsRawClient.split(try send(server, "/json").readToEnd())
    #expect(response.head.contains("Content-Type: text/html"))
    #expect(!response.head.contains("application/json"))
  }

  @Test func anOversizedBodyIsThatManyBytes() throws {
    let server = try FixtureServer()
    server.route("GET", "/big", FixtureResponse.text("small").with(.oversizedBody(bytes: 300_000)))
    let response = FixtureTestsRawClient.split(try send(server, "/big").readToEnd())
    #expect(response.head.contains("Content-Length: 300000"))
    #expect(response.body.count == 300_000)
    #expect(response.body.allSatisfy { $0 == UInt8(ascii: "x") })
  }

  @Test func aBodyWithoutLengthEndsWithTheConnection() throws {
    let server = try FixtureServer()
    server.route("GET", "/stream", FixtureResponse.text("streamed").with(.omitContentLength))
    let response = FixtureTestsRawClient.split(try send(server, "/stream").readToEnd())
    #expect(!response.head.contains("Content-Length"))
    #expect(response.body == Data("streamed".utf8))
  }

  @Test func faultsCombineAndFollowTheSequence() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/flaky",
      sequence: [
        FixtureResponse.status(500).with(.closeWithoutResponse),
        FixtureResponse.text("0123456789").with(.delay(0.01)).with(.truncateBody(afterBytes: 4)),
        .text("fine"),
      ])
    #expect(try send(server, "/flaky").readToEnd().isEmpty)
    #expect(FixtureTestsRawClient.split(try send(server, "/flaky").readToEnd()).body.count == 4)
    #expect(
      FixtureTestsRawClient.split(try send(server, "/flaky").readToEnd()).body == Data("fine".utf8))
    #expect(server.exchanges.map(\.outcome) == [.cutShort, .cutShort, .delivered])
  }

  @Test func stoppingInterruptsADelay() throws {
    let server = try FixtureServer()
    server.route("GET", "/slow", FixtureResponse.text("late").with(.delay(60)))
    let client = try send(server, "/slow")
    #expect(server.waitForRequests(1))
    server.stop()
    #expect(client.readToEnd().isEmpty)
    #expect(server.exchanges.first?.outcome == .cutShort)
  }
}
