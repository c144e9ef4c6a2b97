import Foundation
import Testing
import TrellisRx
import TrellisServices
import TrellisTesting

@Suite struct HTTPRequestTests {
  private let token = "ghp_S3cr3tT0kenValue42"

  private func everyRendering(of value: Any) -> [String] {
    TextRenderings.of(value)
  }

  @Test func describesItselfWithoutSecrets() throws {
    let url = try #require(
      URL(string: "https://user:pa55word@api.example.com/search?q=swift&access_token=\(token)"))
    let request = HTTPRequest(
      method: "post", url: url,
      headers: [
        "Authorization": "Bearer \(token)", "X-Api-Key": token, "Cookie": "session=\(token)",
        "Accept": "application/json",
      ],
      body: Data(#"{"a":1}"#.utf8))
    for text in everyRendering(of: request) + everyRendering(of: request.headers) {
      #expect(!text.contains(token))
      #expect(!text.contains("pa55word"))
    }
    #expect(
      request.description
        == "POST https://api.example.com/search?q=swift&access_token=%3Credacted%3E "
        + "[Authorization: <redacted>, X-Api-Key: <redacted>, Cookie: <redacted>, "
        + "Accept: application/json] (7-byte body)")
  }

  @Test func errorsNeverCarryTheToken() throws {
    let server = try FixtureServer()
    server.route("GET", "/echo") { request in
      .text(
        "bad credentials: \(request.header("Authorization") ?? "") for \(request.target)",
        status: 401)
    }
    server.route("GET", "/slow", FixtureResponse.text("").with(.delay(30)))
    server.route("GET", "/json", .json(#"{"token":1}"#))
    let client = HTTPClient(configuration: .init(timeout: 20, retryPolicy: .never))
    let headers: HTTPHeaders = ["Authorization": "token \(token)"]
    let query = "?access_token=\(token)"
    struct Shape: Decodable { let token: String }
    let errors = [
      httpTestsError(client.get(server.url("/echo\(query)"), headers: headers)),
      httpTestsError(
        client.send(HTTPRequest(url: server.url("/slow\(query)"), headers: headers, timeout: 0.3))),
      httpTestsError(client.json(Shape.self, from: server.url("/json\(query)"), headers: headers)),
    ]
    #expect(errors.count == 3)
    for error in errors {
      let error = try #require(error)
      for text in everyRendering(of: error) {
        #expect(!text.contains(token))
      }
    }
    #expect(
      errors[0]?.description.contains(
        "bad credentials: <redacted> for /echo?access_token=<redacted>") == true)
    server.stop()
    let refused = try #require(
      httpTestsError(client.get(server.url("/x\(query)"), headers: headers)))
    for text in everyRendering(of: refused) {
      #expect(!text.contains(token))
    }
  }

  @Test func knowsWhichMethodsAreIdempotent() throws {
    let url = try #require(URL(string: "https://example.com"))
    #expect(
      ["GET", "HEAD", "PUT", "DELETE", "OPTIONS"].allSatisfy {
        HTTPRequest(method: $0, url: url).isIdempotent
      })
    #expect(!HTTPRequest(method: "post", url: url).isIdempotent)
    #expect(!HTTPRequest(method: "PATCH", url: url).isIdempotent)
  }
}
