import Foundation
import RepoSearch
import Testing
import Trellis
import TrellisTesting

/// The GitHub side as a user meets it, against a FixtureServer on 127.0.0.1 answering as
/// GitHub does, in real time (the HTTP client works on its own threads).
@MainActor
@Suite struct GitHubScreensTests {
  /// A repository object as GitHub's REST API gives it (the fields the plugin reads, and
  /// some it does not).
  static func repository(
    _ owner: String, _ name: String, description: String?, stars: Int, language: String?
  ) -> [String: Any] {
    [
      "id": abs("\(owner)/\(name)".hashValue % 1_000_000), "node_id": "R_kgDO", "name": name,
      "full_name": "\(owner)/\(name)", "private": false,
      "owner": ["login": owner, "id": 1, "type": "Organization", "site_admin": false],
      "html_url": "https://github.com/\(owner)/\(name)",
      "description": description as Any, "fork": false,
      "url": "https://api.github.com/repos/\(owner)/\(name)",
      "created_at": "2014-06-02T20:00:00Z", "updated_at": "2026-11-28T10:00:00Z",
      "pushed_at": "2026-11-28T09:00:00Z", "homepage": "https://swift.org", "size": 1_000,
      "stargazers_count": stars, "watchers_count": stars, "language": language as Any,
      "forks_count": 10_300, "open_issues_count": 7_000, "archived": false, "disabled": false,
      "license": ["key": "apache-2.0", "name": "Apache License 2.0", "spdx_id": "Apache-2.0"],
      "topics": ["swift", "compiler"], "visibility": "public", "default_branch": "main",
      "score": 1.0,
    ]
  }

  static func json(_ object: Any) throws -> FixtureResponse {
    let data = try JSONSerialization.data(withJSONObject: object)
    return FixtureResponse(
      status: 200,
      headers: [
        "Content-Type": "application/json; charset=utf-8", "X-RateLimit-Limit": "30",
        "X-RateLimit-Remaining": "29", "X-RateLimit-Resource": "search",
        "X-RateLimit-Reset": "\(Int(Date().timeIntervalSince1970) + 60)",
      ], body: data)
  }

  static func search(_ items: [[String: Any]], total: Int) throws -> FixtureResponse {
    try json(["total_count": total, "incomplete_results": false, "items": items])
  }

  @Test func searchOpenARepositoryAndReadItsReadme() async throws {
    let server = try FixtureServer()
    defer { server.stop() }
    let evil = "Swift \u{1B}]52;c;cHduZWQ=\u{07}and \u{1B}[2Jmore"
    server.route(
      "GET", "/search/repositories", query: ["q": "swift compiler"],
      try Self.search(
        [
          Self.repository("apple", "swift", description: evil, stars: 68_000, language: "C++"),
          Self.repository(
            "swiftlang", "swift-format", description: nil, stars: 2_500, language: "Swift"),
        ], total: 2))
    server.route(
      "GET", "/repos/apple/swift",
      try Self.json(
        Self.repository(
          "apple", "swift", description: "The Swift Programming Language", stars: 68_000,
          language: "C++")))
    let readme =
      "# Swift\n\nThe **Swift** language. See [the site](https://swift.org).\n\n<script>alert(1)</script>\n"
    server.route(
      "GET", "/repos/apple/swift/readme",
      try Self.json([
        "name": "README.md", "path": "README.md", "encoding": "base64", "type": "file",
        "content": Data(readme.utf8).base64EncodedString(options: .lineLength76Characters),
      ]))
    let fixture = try GitFixture()
    let app = try RepoHarness(
      fixture: fixture, githubBaseURL: server.baseURL, clock: .real, route: "repos")
    let harness = app.harness
    #expect(await harness.waitFor(text: "Type words to search GitHub"))
    try harness.send(keys: "s w i f t space c o m p i l e r")
    #expect(await harness.waitFor(text: "apple/swift"))
    #expect(await harness.waitFor(text: "End of results: 2 repositories"))
    #expect(app.text.contains("★ 68k · C++"))
    #expect(app.text.contains("(no description)"))
    #expect(!String(decoding: harness.bytesWritten, as: UTF8.self).contains("\u{1B}]52;c;cHduZWQ"))
    #expect(app.text.contains("Swift ␛]52;c;cHduZWQ="))  // Sanitized: shown, not obeyed.
    let search = try #require(server.requests(to: "/search/repositories").first)
    #expect(search.header("Accept") == "application/vnd.github+json")
    #expect(search.header("X-GitHub-Api-Version") == "2022-11-28")
    #expect(search.header("Authorization") == nil)
    try harness.send(keys: "enter enter")
    #expect(await harness.waitUntil { harness.currentRoute == "repos/github/apple/swift" })
    #expect(await harness.waitFor(text: "The Swift Programming Language"))
    #expect(await harness.waitFor(text: "README"))
    #expect(app.text.contains("Stars           68,000"))
    #expect(
      app.text.contains("License         Apache License 2.0")
        || app.text.contains("License         Apache-2.0"))
    #expect(app.text.contains("Topics          swift, compiler"))
    // The heading shows before the README is loaded: wait for its text.
    #expect(await harness.waitFor(text: "The Swift language. See the site (https://swift.org)."))
    #expect(app.text.contains("<script>alert(1)</script>"))  // Shown as text, never run.
  }

  @Test func aRefusedTokenIsShownWithCtrlRToRetry() async throws {
    let server = try FixtureServer()
    defer { server.stop() }
    server.route(
      "GET", "/users/octocat/repos",
      sequence: [
        FixtureResponse(
          status: 401, headers: ["Content-Type": "application/json"],
          body: Data(
            #"{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest"}"#
              .utf8)),
        try Self.json([
          Self.repository(
            "octocat", "Hello-World", description: "My first repo", stars: 2_000, language: nil)
        ]),
      ])
    let fixture = try GitFixture()
    let app = try RepoHarness(
      fixture: fixture, githubBaseURL: server.baseURL,
      environment: ["REPO_TEST_REPOS_GITHUB_TOKEN": "ghp_secret123"], clock: .real,
      route: "repos/search?q=%40octocat&source=github")
    let harness = app.harness
    #expect(await harness.waitFor(text: "Press ctrl-r to retry."))
    #expect(app.text.contains("token") || app.text.contains("401"))
    #expect(!app.text.contains("ghp_secret123"))
    #expect(server.requests.first?.header("Authorization") == "Bearer ghp_secret123")
    // ctrl-r retries from the field, where r types.
    try harness.send(keys: "ctrl-r")
    #expect(await harness.waitFor(text: "octocat/Hello-World"))
    #expect(await harness.waitFor(text: "End of results: 1 repository"))
  }

  @Test func theNextPageLoadsAtTheEndOfTheList() async throws {
    let server = try FixtureServer()
    defer { server.stop() }
    let first = (0..<30).map {
      Self.repository("org", "repo\($0)", description: "Number \($0)", stars: $0, language: "Go")
    }
    let second = (30..<35).map {
      Self.repository("org", "repo\($0)", description: "Number \($0)", stars: $0, language: "Go")
    }
    let next = server.url("/search/repositories?q=language%3Ago&per_page=30&page=2").absoluteString
    server.route(
      "GET", "/search/repositories", query: ["q": "language:go", "page": "2"],
      try Self.search(second, total: 35))
    server.route(
      "GET", "/search/repositories", query: ["q": "language:go"],
      try Self.search(first, total: 35).header(
        "Link", "<\(next)>; rel=\"next\", <\(next)>; rel=\"last\""))
    let fixture = try GitFixture()
    let app = try RepoHarness(
      fixture: fixture, githubBaseURL: server.baseURL, clock: .real,
      route: "repos/search?q=language%3Ago&source=github")
    let harness = app.harness
    #expect(await harness.waitFor(text: "30 of 35 shown"))
    try harness.send(keys: "enter end")
    #expect(await harness.waitFor(text: "End of results: 35 repositories"))
    #expect(server.requests(to: "/search/repositories").count == 2)
  }

  @Test func aBaseURLSettingThatIsNoURLStopsTheSearchWithWhy() async throws {
    let fixture = try GitFixture()
    let app = try RepoHarness(
      fixture: fixture, environment: ["REPO_TEST_REPOS_GITHUB_BASE_URL": "ftp://nowhere"],
      clock: .real, route: "repos/search?q=swift&source=github")
    #expect(await app.harness.waitFor(text: "Press ctrl-r to retry."))
    #expect(app.text.contains("The setting repos.githubBaseURL (ftp://nowhere) is not an http"))
  }

  @Test func aWordSearchesRepositoriesAndTheAccountOfThatNameIsOneStepAway() async throws {
    let server = try FixtureServer()
    defer { server.stop() }
    server.route(
      "GET", "/search/repositories", query: ["q": "swift"],
      try Self.search(
        [
          Self.repository(
            "apple", "swift", description: "The language", stars: 68_000, language: "C++"),
          Self.repository(
            "swiftlang", "swift-format", description: nil, stars: 2_500, language: "Swift"),
        ], total: 2))
    server.route(
      "GET", "/users/swift/repos",
      try Self.json([
        Self.repository("swift", "own-repo", description: "The account's", stars: 3, language: nil)
      ]))
    let fixture = try GitFixture()
    let app = try RepoHarness(
      fixture: fixture, githubBaseURL: server.baseURL, clock: .real, route: "repos")
    let harness = app.harness
    #expect(await harness.waitFor(text: "Type words to search GitHub"))
    #expect(app.text.contains("for the repositories of a user or organization."))
    #expect(app.text.contains("or @name for an account"))
    try harness.send(keys: "s w i f t")
    #expect(await harness.waitFor(text: "apple/swift"))
    #expect(await harness.waitFor(text: "For the repositories of the account swift, type @swift."))
    #expect(!app.text.contains("swift/own-repo"))
    #expect(server.requests(to: "/users/swift/repos").isEmpty)
    try harness.send(keys: "backspace backspace backspace backspace backspace")
    harness.send(paste: "@swift")
    #expect(await harness.waitFor(text: "swift/own-repo"))
    #expect(await harness.waitFor(text: "End of results: 1 repository"))
    #expect(!app.text.contains("apple/swift"))
    #expect(server.requests(to: "/users/swift/repos").count == 1)
  }

  /// A `language:go` search page of the repositories `org/repo<n>` (in Go, `n` stars) for
  /// `numbers`, of `total` results, with a `Link` to `page` on `server` when given.
  static func goPage(
    _ numbers: Range<Int>, total: Int, next page: Int? = nil, on server: FixtureServer
  ) throws -> FixtureResponse {
    let repositories = numbers.map {
      repository("org", "repo\($0)", description: "Number \($0)", stars: $0, language: "Go")
    }
    let response = try search(repositories, total: total)
    guard let page else { return response }
    let url = server.url("/search/repositories?q=language%3Ago&per_page=30&page=\(page)")
    return response.header("Link", "<\(url.absoluteString)>; rel=\"next\"")
  }

  @Test func pagesRepeatingRepositoriesShowEachOnceAndPagingGoesOn() async throws {
    let server = try FixtureServer()
    defer { server.stop() }
    server.route(
      "GET", "/search/repositories", query: ["q": "language:go"],
      try Self.goPage(0..<30, total: 40, next: 2, on: server))
    // GitHub's results shifted: page 2 brings only what page 1 showed, page 3 the rest.
    server.route(
      "GET", "/search/repositories", query: ["q": "language:go", "page": "2"],
      try Self.goPage(0..<30, total: 40, next: 3, on: server))
    server.route(
      "GET", "/search/repositories", query: ["q": "language:go", "page": "3"],
      try Self.goPage(25..<40, total: 40, on: server))
    let fixture = try GitFixture()
    let app = try RepoHarness(
      fixture: fixture, githubBaseURL: server.baseURL, clock: .real,
      route: "repos/search?q=language%3Ago&source=github")
    let harness = app.harness
    #expect(await harness.waitFor(text: "30 of 40 shown"))
    try harness.send(keys: "enter end")
    #expect(await harness.waitFor(text: "End of results: 40 repositories"))
    #expect(server.requests(to: "/search/repositories").count == 3)
    try harness.send(keys: "end")
    #expect(await harness.waitFor(text: "org/repo39"))
  }

  @Test func theFooterSaysGitHubStopsAtAThousandAndNoPageIsAskedPastIt() async throws {
    let server = try FixtureServer()
    defer { server.stop() }
    // As if pages 2–33 had been read: page 34 holds results 991–1,000 and links to 35,
    // which GitHub refuses.
    server.route(
      "GET", "/search/repositories", query: ["q": "language:go"],
      try Self.goPage(0..<30, total: 250_312, next: 34, on: server))
    server.route(
      "GET", "/search/repositories", query: ["q": "language:go", "page": "34"],
      try Self.goPage(990..<1_000, total: 250_312, next: 35, on: server))
    server.route(
      "GET", "/search/repositories", query: ["q": "language:go", "page": "35"],
      FixtureResponse(
        status: 422, headers: ["Content-Type": "application/json"],
        body: Data(#"{"message":"Only the first 1000 search results are available"}"#.utf8)))
    let fixture = try GitFixture()
    let app = try RepoHarness(
      fixture: fixture, githubBaseURL: server.baseURL, clock: .real,
      route: "repos/search?q=language%3Ago&source=github")
    let harness = app.harness
    #expect(
      await harness.waitFor(
        text: "30 of 250,312 shown; more load at the end of the list, up to GitHub's 1,000"))
    try harness.send(keys: "enter end")
    #expect(
      await harness.waitFor(text: "40 of 250,312 shown — GitHub stops at 1,000; narrow the search"))
    #expect(server.requests(to: "/search/repositories").map { $0.query["page"] } == [nil, "34"])
    #expect(!app.text.contains("Only the first 1000"))
  }
}
