import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import RepoSearch

@Suite struct GitHubRoutingTests {
  @Test func aWordSearchesRepositoriesEvenWhenAnAccountHasThatName() throws {
    let server = try FixtureServer()
    server.route("GET", "/users/rxswift/repos", try gitHubResponse("user-repos.json"))
    server.route("GET", "/search/repositories", try gitHubResponse("search-repositories.json"))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let page = try #require(gitHubTestsValue(client.search(" rxswift\n"), scheduler: scheduler))
    #expect(page.kind == .search)
    #expect(page.query == "rxswift")
    #expect(page.totalCount == 1342)
    #expect(page.items.first?.fullName == "ReactiveX/RxSwift")
    #expect(server.requests.map(\.path) == ["/search/repositories"])
    #expect(server.requests.last?.query == ["q": "rxswift", "per_page": "30"])
  }

  @Test(arguments: ["@octocat", "  @octocat \n", "user:octocat"])
  func anAtNameOrALoneUserQualifierListsTheAccountsRepositories(query: String) throws {
    let server = try FixtureServer()
    server.route("GET", "/users/octocat/repos", try gitHubResponse("user-repos.json"))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let page = try #require(gitHubTestsValue(client.search(query), scheduler: scheduler))
    #expect(page.kind == .user("octocat"))
    #expect(page.query == query.trimmingCharacters(in: .whitespacesAndNewlines))
    #expect(
      page.items.map(\.fullName) == [
        "octocat/Hello-World", "octocat/Spoon-Knife", "octocat/linguist",
      ])
    #expect(page.totalCount == nil)
    #expect(page.items.last?.isFork == true)
    let request = try #require(server.requests(to: "/users/octocat/repos").first)
    #expect(request.query == ["per_page": "30", "sort": "updated"])
    #expect(server.requests.count == 1)
  }

  @Test func anAccountGitHubDoesNotKnowIsSaidSoAndNotSearchedFor() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/users/nobody42/repos", try gitHubResponse("error-404-not-found.json", status: 404))
    server.route("GET", "/search/repositories", try gitHubResponse("search-repositories.json"))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let error = gitHubTestsError(client.search("@nobody42"), scheduler: scheduler)
    #expect(
      error?.description
        == "GitHub has no user or organization named nobody42. Check the name, or type it "
        + "without @ to search repositories.")
    #expect(error?.mayPassOnRetry == false)
    #expect(server.requests.map(\.path) == ["/users/nobody42/repos"])
  }

  @Test func anAtBeforeWhatCannotBeALoginSendsNothingAndSaysSo() throws {
    let server = try FixtureServer()
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    #expect(
      gitHubTestsError(client.search("@-octo"), scheduler: scheduler) == .invalidName("-octo"))
    #expect(
      gitHubTestsError(client.search("@octo cat"), scheduler: scheduler)
        == .invalidName("octo cat"))
    let lone = try #require(gitHubTestsValue(client.search(" @ "), scheduler: scheduler))
    #expect(lone.items.isEmpty)
    usleep(50_000)
    #expect(server.requests.isEmpty)
  }

  @Test func otherErrorsOfTheUserListingAreNotHidden() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/users/octocat/repos",
      try gitHubResponse("error-401-bad-credentials.json", status: 401))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, token: "ghp_wrongwrongwrong", scheduler: scheduler)
    #expect(
      gitHubTestsError(client.search("@octocat"), scheduler: scheduler)
        == .unauthorized(tokenSent: true))
    #expect(server.requests.count == 1)
  }

  @Test(arguments: [
    ("a", true), ("octo-cat", true), ("Octo-Cat-2024", true),
    (String(repeating: "a", count: 39), true), (String(repeating: "a", count: 40), false),
    ("-octocat", false), ("octocat-", false), ("octo--cat", false), ("octo_cat", false),
    ("octo cat", false), ("octo.cat", false), ("ö", false), ("language:swift", false),
  ])
  func loginsAreRecognisedAsGitHubDefinesThemAndOnlyAtOrUserListsThem(
    word: String, isLogin: Bool
  ) {
    #expect(GitHubQuery.isLogin(word) == isLogin)
    #expect(GitHubQuery(word) == .search(word))
    #expect(GitHubQuery("@" + word) == .user(word))
    #expect(GitHubQuery("user:" + word) == (isLogin ? .user(word) : .search("user:" + word)))
    #expect(GitHubQuery.accountHint(for: word) == (isLogin ? "@" + word : nil))
  }

  @Test func qualifiersArePassedThroughAndPercentEncoded() throws {
    let server = try FixtureServer()
    server.route("GET", "/search/repositories", try gitHubResponse("search-repositories.json"))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let queries = [
      "language:swift stars:>100", "c++ in:name", "topic:rx&x=1#frag", "créme brûlée 日本",
      "user:octo-cat pushed:>=2024-01-01",
    ]
    for query in queries {
      let page = gitHubTestsValue(client.search(query), scheduler: scheduler)
      #expect(page?.query == query)
    }
    let requests = server.requests(to: "/search/repositories")
    #expect(requests.map { $0.query["q"] } == queries)
    #expect(requests.allSatisfy { $0.query["per_page"] == "30" })
    let targets = requests.map(\.target)
    #expect(targets[0] == "/search/repositories?q=language%3Aswift%20stars%3A%3E100&per_page=30")
    #expect(targets[1] == "/search/repositories?q=c%2B%2B%20in%3Aname&per_page=30")
    #expect(targets[2] == "/search/repositories?q=topic%3Arx%26x%3D1%23frag&per_page=30")
    #expect(
      targets[3].hasPrefix("/search/repositories?q=cr%C3%A9me%20br%C3%BBl%C3%A9e%20%E6%97%A5"))
    #expect(targets.allSatisfy { !$0.contains("+") && !$0.contains(" ") && !$0.contains(">") })
  }

  @Test func aBlankQuerySendsNothingAndGivesAnEmptyPage() throws {
    let server = try FixtureServer()
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    for query in ["", "   ", "\n\t "] {
      let page = try #require(gitHubTestsValue(client.search(query), scheduler: scheduler))
      #expect(page.items.isEmpty)
      #expect(page.nextURL == nil)
      #expect(page.kind == .search)
    }
    usleep(50_000)
    #expect(server.requests.isEmpty)
  }

  @Test func everyRequestCarriesGitHubsHeadersAndTheTokenOnlyWhenSet() throws {
    let server = try FixtureServer()
    server.route("GET", "/search/repositories", try gitHubResponse("search-repositories.json"))
    server.route("GET", "/repos/ReactiveX/RxSwift", try gitHubResponse("repository.json"))
    server.route("GET", "/repos/ReactiveX/RxSwift/readme", try gitHubResponse("readme.json"))
    let scheduler = GitHubTestScheduler()
    let anonymous = gitHubTestClient(server, scheduler: scheduler)
    let withToken = gitHubTestClient(server, token: "ghp_SECRET1234567890", scheduler: scheduler)
    for client in [anonymous, withToken] {
      _ = gitHubTestsValue(client.search("language:swift"), scheduler: scheduler)
      _ = gitHubTestsValue(
        client.repository(owner: "ReactiveX", name: "RxSwift"), scheduler: scheduler)
      _ = gitHubTestsValue(client.readme(owner: "ReactiveX", name: "RxSwift"), scheduler: scheduler)
    }
    let requests = server.requests
    #expect(requests.count == 6)
    for request in requests {
      #expect(request.header("Accept") == "application/vnd.github+json")
      #expect(request.header("X-GitHub-Api-Version") == "2022-11-28")
      #expect(request.header("User-Agent")?.hasPrefix("Trellis/") == true)
    }
    #expect(requests.prefix(3).allSatisfy { $0.header("Authorization") == nil })
    #expect(
      requests.suffix(3).allSatisfy { $0.header("Authorization") == "Bearer ghp_SECRET1234567890" })
  }

  @Test func theConfigurationIsReadAtEachRequest() throws {
    let server = try FixtureServer()
    server.route("GET", "/search/repositories", try gitHubResponse("search-repositories.json"))
    let scheduler = GitHubTestScheduler()
    let token = GitHubTestOutcome<String>()
    let client = GitHubClient(
      http: HTTPClient(configuration: .init(retryPolicy: .never)),
      configuration: {
        let secret = try? token.result?.get()
        return GitHubConfiguration(
          baseURL: server.baseURL,
          token: secret.map { Secret($0, source: .environment(variable: "GITHUB_TOKEN")) })
      }, scheduler: scheduler)
    let search = client.search("language:swift")
    _ = gitHubTestsValue(search, scheduler: scheduler)
    token.set(.success("ghp_later"))
    _ = gitHubTestsValue(search, scheduler: scheduler)
    #expect(server.requests.map { $0.header("Authorization") } == [nil, "Bearer ghp_later"])
  }
}
