import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import RepoSearch

@Suite struct GitHubErrorTests {
  private let token = "ghp_TOPSECRETvalue0123456789"

  @Test func a401NamesTheSettingAndTheVariableButNeverTheToken() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/search/repositories",
      try gitHubResponse("error-401-bad-credentials.json", status: 401))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, token: token, scheduler: scheduler)
    let error = try #require(
      gitHubTestsError(client.search("language:swift"), scheduler: scheduler))
    #expect(error == .unauthorized(tokenSent: true))
    #expect(error.description.hasPrefix("GitHub did not accept the token"))
    #expect(error.description.contains("repos.githubToken"))
    #expect(error.description.contains("GITHUB_TOKEN"))
    #expect(!error.description.contains("\n"))
    for text in TextRenderings.of(error) {
      #expect(!text.contains(token))
    }
  }

  @Test func a401WithoutATokenAsksForOne() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/search/repositories",
      try gitHubResponse("error-401-bad-credentials.json", status: 401))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, token: nil, scheduler: scheduler)
    let error = try #require(
      gitHubTestsError(client.search("language:swift"), scheduler: scheduler))
    #expect(error == .unauthorized(tokenSent: false))
    #expect(error.description.hasPrefix("GitHub asks for a token for this: set one as the secret"))
  }

  @Test func aWaitOfSecondsIsShownToTheSecond() {
    let now = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15 08:00:00 UTC
    let utc = TimeZone(identifier: "UTC")!
    #expect(GitHubText.clock(now.addingTimeInterval(4), timeZone: utc, now: now) == "08:00:04")
    #expect(GitHubText.clock(now.addingTimeInterval(3_600), timeZone: utc, now: now) == "09:00")
  }

  @Test func githubsOwnFullStopIsNotDoubled() {
    let error = GitHubError.invalidQuery(message: "Validation Failed: cannot be searched.")
    #expect(
      error.description
        == "GitHub could not run this search: Validation Failed: cannot be searched. Check the "
        + "query and its qualifiers.")
    #expect(!error.mayPassOnRetry)
  }

  @Test func a404FromTheAPIPointsAtTheBaseURLSetting() {
    let error = GitHubError.unexpectedStatus(code: 404, message: "Not Found")
    #expect(error.description.contains("check the API address in the setting repos.githubBaseURL"))
  }

  @Test func a403ThatIsNoRateLimitIsForbiddenWithGitHubsMessage() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/repos/acme/private",
      try gitHubResponse(
        "error-403-forbidden.json", status: 403,
        headers: gitHubRateLimitHeaders("core", remaining: 4_000, limit: 5_000)))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, token: token, scheduler: scheduler)
    let error = gitHubTestsError(
      client.repository(owner: "acme", name: "private"), scheduler: scheduler)
    #expect(error == .forbidden(message: "Resource not accessible by personal access token"))
    #expect(
      error?.description.hasPrefix("GitHub refused the request: Resource not accessible") == true)
    #expect(server.requests.count == 1)
  }

  @Test func a404RepositoryIsNotFoundAndA404ReadmeIsNone() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/repos/acme/gone", try gitHubResponse("error-404-not-found.json", status: 404))
    server.route(
      "GET", "/repos/acme/gone/readme", try gitHubResponse("error-404-not-found.json", status: 404))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let error = gitHubTestsError(
      client.repository(owner: "acme", name: "gone"), scheduler: scheduler)
    #expect(error == .repositoryNotFound(fullName: "acme/gone"))
    #expect(
      error?.description
        == "GitHub has no repository acme/gone (or the token cannot see it). Check the name.")
    let readme = gitHubTestsResult(client.readme(owner: "acme", name: "gone"), scheduler: scheduler)
    #expect(try readme.get() == nil)
  }

  @Test func namesGitHubCannotHaveAreRefusedWithoutSending() throws {
    let server = try FixtureServer()
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    for (owner, name) in [
      ("..", "x"), ("acme", "a/b"), ("acme", ""), ("ac me", "x"), ("acme", "\u{1B}[2J"),
    ] {
      let error = gitHubTestsError(
        client.repository(owner: owner, name: name), scheduler: scheduler)
      guard case .invalidName(let shown) = error else {
        Issue.record("expected invalidName, got \(String(describing: error))")
        continue
      }
      #expect(!shown.contains("\u{1B}"))
    }
    #expect(server.requests.isEmpty)
  }

  @Test func a422ShowsGitHubsMessageAndDetails() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/search/repositories", try gitHubResponse("error-422-validation.json", status: 422))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let error = try #require(
      gitHubTestsError(client.search("user:nobody-here x"), scheduler: scheduler))
    guard case .invalidQuery(let message) = error else {
      Issue.record("expected invalidQuery, got \(error)")
      return
    }
    #expect(
      message.hasPrefix("Validation Failed: The listed users and repositories cannot be searched"))
    #expect(message.count <= 201)
    #expect(error.description.hasPrefix("GitHub could not run this search: Validation Failed: "))
    #expect(error.description.hasSuffix("Check the query and its qualifiers."))
  }

  @Test func hostileTextInGitHubsMessagesIsSanitizedAndCutShort() throws {
    let server = try FixtureServer()
    let hostile =
      #"{"message":"Bad \u001b]0;owned\u0007 query\r\n\u202eevil","errors":[{"message":""#
      + String(repeating: "long ", count: 100) + #""},{"field":"q","code":"invalid"}]}"#
    server.route("GET", "/search/repositories", .json(hostile, status: 422))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let error = try #require(gitHubTestsError(client.search("a b"), scheduler: scheduler))
    let text = error.description
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    #expect(!text.contains("\u{202E}"))
    #expect(text.contains("Bad ␛]0;owned␇ query"))
    #expect(text.contains("…"))
    #expect(text.count < 300)
  }

  @Test func aTokenGitHubEchoesBackIsScrubbed() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/search/repositories",
      .json(#"{"message":"token \#(token) is not allowed"}"#, status: 403))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, token: token, scheduler: scheduler)
    let error = try #require(gitHubTestsError(client.search("a b"), scheduler: scheduler))
    #expect(error == .forbidden(message: "token <redacted> is not allowed"))
    for text in TextRenderings.of(error) {
      #expect(!text.contains(token))
    }
  }

  @Test func serverErrorsAreRetriedOnceThenSaySo() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/search/repositories", sequence: [.status(502), .text("oops", status: 503)])
    server.route(
      "GET", "/repos/a/b", sequence: [.status(500), try gitHubResponse("repository.json")])
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let error = gitHubTestsError(client.search("a b"), scheduler: scheduler)
    #expect(error == .serverTrouble(status: 503))
    #expect(error?.description == "GitHub is having trouble (status 503); try again in a moment.")
    #expect(server.requests(to: "/search/repositories").count == 2)
    #expect(
      gitHubTestsValue(client.repository(owner: "a", name: "b"), scheduler: scheduler)?.name
        == "RxSwift")
  }

  @Test func networkFailuresComeFromTheHTTPClient() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/search/repositories", FixtureResponse.status(200).with(.closeWithoutResponse))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, token: token, scheduler: scheduler)
    let error = try #require(gitHubTestsError(client.search("a b"), scheduler: scheduler))
    guard case .network(let http) = error else {
      Issue.record("expected a network error, got \(error)")
      return
    }
    #expect(error.description == http.description)
    #expect(!error.description.contains(token))
    let stopped = try FixtureServer()
    let refused = gitHubTestClient(stopped, scheduler: scheduler)
    stopped.stop()
    let cannotConnect = gitHubTestsError(refused.search("a b"), scheduler: scheduler)
    #expect(cannotConnect?.description.hasPrefix("Could not connect to") == true)
  }

  @Test func truncatedOrMalformedJSONCannotBeRead() throws {
    let server = try FixtureServer()
    let body = try gitHubFixture("search-repositories.json")
    server.route(
      "GET", "/search/repositories", query: ["q": "cut short"],
      FixtureResponse.json(body).with(.truncateBody(afterBytes: 700)))
    server.route(
      "GET", "/search/repositories", query: ["q": "cut json"],
      .json(String(body.prefix(body.count / 2))))
    server.route("GET", "/search/repositories", query: ["q": "wrong shape"], .json("[1, 2, 3]"))
    server.route(
      "GET", "/search/repositories", query: ["q": "not json"], .text("<html>oops</html>"))
    server.route("GET", "/search/repositories", query: ["q": "empty"], .json(""))
    server.route("GET", "/users/octocat/repos", .json(#"{"items":[]}"#))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let cut = gitHubTestsError(client.search("cut short"), scheduler: scheduler)
    guard case .network(.connectionLost) = cut else {
      Issue.record("expected a lost connection, got \(String(describing: cut))")
      return
    }
    for query in ["cut json", "wrong shape", "not json", "empty", "@octocat"] {
      let error = gitHubTestsError(client.search(query), scheduler: scheduler)
      guard case .unreadableResponse = error else {
        Issue.record("\(query): expected unreadableResponse, got \(String(describing: error))")
        continue
      }
      #expect(error?.description.hasPrefix("GitHub's answer could not be read (") == true)
      #expect(error?.description.hasSuffix("); try again.") == true)
    }
  }

  @Test func theTokenAppearsInNoErrorConfigurationOrDump() throws {
    let secret = Secret(token, source: .environment(variable: "GITHUB_TOKEN"))
    let configuration = GitHubConfiguration(token: secret)
    let errors: [GitHubError] = [
      .unauthorized(tokenSent: true), .forbidden(message: "x"), .rateLimited(until: Date()),
      .network(.cannotConnect(url: "https://api.github.com/x", reason: "refused")),
      .unreadableResponse(reason: "cut"), .untrustedLink(origin: "https://evil.test:443"),
    ]
    let values: [Any] = [configuration] + errors
    for value in values {
      for text in TextRenderings.of(value) {
        #expect(!text.contains(token))
      }
    }
    let server = try FixtureServer()
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, token: token, scheduler: scheduler)
    for text in TextRenderings.of(client) {
      #expect(!text.contains(token))
    }
  }
}
