import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import PhotoGallery

@Suite struct UnsplashErrorTests {
  @Test func aRefusedKeySaysWhereToSetItAndNeverShowsIt() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/photos",
      .json(
        #"{"errors":["OAuth error: The access token \#(unsplashTestKey) is invalid"]}"#,
        status: 401))
    let client = unsplashTestClient(server)
    let error = try #require(unsplashError(client.photos(page: 1)))
    #expect(error == .unauthorized(message: "OAuth error: The access token <redacted> is invalid"))
    #expect(error.description.contains("photos.accessKey"))
    #expect(error.description.contains("UNSPLASH_ACCESS_KEY"))
    for text in TextRenderings.of(error) {
      #expect(!text.contains(unsplashTestKey), "\(text)")
    }
  }

  @Test func theFixturesRefusalReadsAsTheAPIWroteIt() throws {
    let server = try FixtureServer()
    server.route("GET", "/photos", try unsplashResponse("error-401.json", status: 401))
    let client = unsplashTestClient(server)
    let error = unsplashError(client.photos(page: 1))
    #expect(error == .unauthorized(message: "OAuth error: The access token is invalid"))
  }

  @Test func a403WithNoRequestsLeftIsTheRateLimit() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/photos",
      .text(
        "Rate Limit Exceeded", status: 403,
        headers: ["X-Ratelimit-Limit": "50", "X-Ratelimit-Remaining": "0"]))
    let client = unsplashTestClient(server)
    let error = try #require(unsplashError(client.photos(page: 1)))
    #expect(error == .rateLimited(limit: 50))
    #expect(error.description.contains("rate limit (50 requests an hour) is used up"))
    #expect(client.rateLimit == PhotoRateLimit(remaining: 0, limit: 50))
    #expect(server.requests.count == 1)
  }

  @Test func a403ThatSaysRateLimitWithoutHeadersIsTheRateLimitToo() throws {
    let server = try FixtureServer()
    server.route("GET", "/photos", .text("Rate Limit Exceeded", status: 403))
    let client = unsplashTestClient(server)
    #expect(unsplashError(client.photos(page: 1)) == .rateLimited(limit: nil))
  }

  @Test func tooManyRequestsIsTheRateLimit() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/photos",
      .text("Too Many Requests", status: 429, headers: ["X-Ratelimit-Limit": "5000"]))
    let client = unsplashTestClient(server)
    #expect(unsplashError(client.photos(page: 1)) == .rateLimited(limit: 5000))
    #expect(server.requests.count == 1)
  }

  @Test func anotherForbiddenNamesItselfAndTheAPIsReason() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/search/photos",
      .json(
        #"{"errors":["This application has been suspended."]}"#, status: 403,
        headers: ["X-Ratelimit-Limit": "50", "X-Ratelimit-Remaining": "31"]))
    let client = unsplashTestClient(server)
    let error = try #require(unsplashError(client.search("x", page: 1)))
    #expect(error == .forbidden(message: "This application has been suspended."))
    #expect(error.description.contains("not the rate limit"))
  }

  @Test func notFoundPointsAtTheBaseURL() throws {
    let server = try FixtureServer()
    let client = unsplashTestClient(server, baseURL: server.url("/not-the-api"))
    let error = try #require(unsplashError(client.photos(page: 1)))
    #expect(error == .notFound(path: "/not-the-api/photos"))
    #expect(error.description.contains("photos.baseURL"))
  }

  @Test func serverTroubleIsRetriedOnceThenReported() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/photos", .json(#"{"errors":["Something went wrong"]}"#, status: 500))
    let client = unsplashTestClient(server)
    let error = try #require(unsplashError(client.photos(page: 1)))
    #expect(error == .serverTrouble(status: 500))
    #expect(error.description.contains("try again"))
    #expect(error.isTransient)
    #expect(server.requests.count == 2)
  }

  @Test func aRetryAfterServerTroubleCanSucceed() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/photos", sequence: [.status(503), try unsplashResponse("photos.json")])
    let client = unsplashTestClient(server)
    let page = try #require(unsplashValue(client.photos(page: 1)))
    #expect(page.photos.count == 3)
    #expect(server.requests.count == 2)
    #expect(server.requests.last?.header("Authorization") == "Client-ID \(unsplashTestKey)")
  }

  @Test func clientErrorsAreNotRetried() throws {
    let server = try FixtureServer()
    server.route("GET", "/photos", .json(#"{"errors":["per_page is invalid"]}"#, status: 400))
    let client = unsplashTestClient(server)
    let error = unsplashError(client.photos(page: 1))
    #expect(error == .unexpectedStatus(code: 400, message: "per_page is invalid"))
    #expect(server.requests.count == 1)
  }

  @Test func malformedJSONIsAClearError() throws {
    let server = try FixtureServer()
    server.route("GET", "/photos", .json(#"[{"id": "abc", "width": 4"#))
    let client = unsplashTestClient(server)
    let error = try #require(unsplashError(client.photos(page: 1)))
    #expect(error == .unreadableResponse(reason: "it is not complete JSON"))
    #expect(error.description.contains("could not be read"))
    server.route("GET", "/photos", .json(#"{"photos": []}"#))
    #expect(
      unsplashError(client.photos(page: 1))
        == .unreadableResponse(reason: "the answer is not a list of photos"))
    server.route("GET", "/photos", .text(""))
    #expect(
      unsplashError(client.photos(page: 1)) == .unreadableResponse(reason: "the answer was empty"))
  }

  @Test func aCutOffAnswerIsANetworkError() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/photos", try unsplashResponse("photos.json").with(.truncateBody(afterBytes: 100)))
    let client = unsplashTestClient(server)
    let error = try #require(unsplashError(client.photos(page: 1)))
    guard case .network = error else {
      Issue.record("expected a network error, got \(error)")
      return
    }
    #expect(error.isTransient)
  }

  @Test func noKeySendsNothingAndSaysHowToSetOne() throws {
    let server = try FixtureServer()
    for key in [nil, "", "  \n"] as [String?] {
      let client = unsplashTestClient(server, key: key)
      let error = try #require(unsplashError(client.photos(page: 1)))
      #expect(error == .missingAccessKey)
      #expect(error.description.contains("UNSPLASH_ACCESS_KEY"))
      #expect(error.description.contains("photos.accessKey"))
    }
    usleep(20_000)
    #expect(server.requests.isEmpty)
  }

  @Test func aKeyThatCannotGoInAHeaderIsRefusedWithoutShowingIt() throws {
    let server = try FixtureServer()
    let key = "abcd1234\r\nX-Evil: 1"
    let client = unsplashTestClient(server, key: key)
    let error = try #require(unsplashError(client.photos(page: 1)))
    guard case .configuration = error else {
      Issue.record("expected a configuration error, got \(error)")
      return
    }
    #expect(!error.description.contains("abcd1234"))
    usleep(20_000)
    #expect(server.requests.isEmpty)
  }

  @Test func aBadBaseURLSendsNothing() throws {
    let server = try FixtureServer()
    let ftp = try #require(URL(string: "ftp://user:hunter22@files.example/api"))
    let client = unsplashTestClient(server, baseURL: ftp)
    let error = try #require(unsplashError(client.search("x", page: 1)))
    #expect(error == .badBaseURL("ftp://files.example/api"))
    #expect(error.description.contains("photos.baseURL"))
    #expect(!error.description.contains("hunter22"))
  }

  @Test func aConfigurationThatCannotBeReadFailsTheRequest() throws {
    struct Broken: Error, CustomStringConvertible {
      var description: String { "the secret file is readable by others\u{1B}[2J" }
    }
    let client = UnsplashClient(
      http: HTTPClient(), configuration: { throw Broken() },
      scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
    let error = unsplashError(client.photos(page: 1))
    #expect(error == .configuration(reason: "the secret file is readable by others\u{241B}[2J"))
  }

  @Test func anUnreachableServerIsANetworkErrorWithoutTheKey() throws {
    let server = try FixtureServer()
    let base = server.baseURL
    server.stop()
    let client = unsplashTestClient(server, baseURL: base)
    let error = try #require(unsplashError(client.photos(page: 1)))
    guard case .network = error else {
      Issue.record("expected a network error, got \(error)")
      return
    }
    for text in TextRenderings.of(error) {
      #expect(!text.contains(unsplashTestKey))
    }
  }

  @Test func noErrorEverShowsTheKey() throws {
    let server = try FixtureServer()
    let echo = "key \(unsplashTestKey) / Client-ID \(unsplashTestKey)"
    let answers: [FixtureResponse] = [
      .json(#"{"errors":["\#(echo)"]}"#, status: 401),
      .json(#"{"errors":["\#(echo)"]}"#, status: 403),
      .text(echo, status: 418),
      .json(#"{"error":"\#(echo)"}"#, status: 404),
      .json(#"{"message":"\#(echo)"}"#, status: 502),
      .text("not json \(echo)"),
    ]
    let client = unsplashTestClient(server)
    for answer in answers {
      server.route("GET", "/photos", answer)
      let error = try #require(unsplashError(client.photos(page: 1)))
      for text in TextRenderings.of(error) {
        #expect(!text.contains(unsplashTestKey), "\(text)")
      }
    }
    let configuration = UnsplashConfiguration(
      accessKey: Secret(unsplashTestKey, source: .environment(variable: "UNSPLASH_ACCESS_KEY")))
    for text in TextRenderings.of(configuration) {
      #expect(!text.contains(unsplashTestKey), "\(text)")
    }
  }
}
