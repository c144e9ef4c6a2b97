import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import RepoSearch

@Suite struct GitHubDecodingTests {
  private func date(_ text: String) -> Date? {
    ISO8601DateFormatter().date(from: text)
  }

  @Test func aSearchPageKeepsEveryFieldTheScreensShow() throws {
    let server = try FixtureServer()
    server.route("GET", "/search/repositories", try gitHubResponse("search-repositories.json"))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let page = try #require(gitHubTestsValue(client.search("language:swift"), scheduler: scheduler))
    #expect(page.totalCount == 1342)
    #expect(page.isIncomplete == false)
    #expect(page.skippedItems == 0)
    let rx = try #require(page.items.first)
    #expect(rx.fullName == "ReactiveX/RxSwift")
    #expect(rx.name == "RxSwift")
    #expect(rx.owner == "ReactiveX")
    #expect(rx.id == 33_569_135)
    #expect(rx.description == "Reactive Programming in Swift")
    #expect(rx.language == "Swift")
    #expect(rx.stars == 24_512)
    #expect(rx.forks == 4_187)
    #expect(rx.openIssues == 41)
    #expect(rx.topics.first == "functional")
    #expect(rx.topics.count == 8)
    #expect(rx.license == "MIT")
    #expect(rx.defaultBranch == "main")
    #expect(rx.homepage == nil)
    #expect(rx.pushedAt == date("2024-04-28T09:30:11Z"))
    #expect(rx.updatedAt == date("2024-05-01T12:00:00Z"))
    #expect(rx.htmlURL == "https://github.com/ReactiveX/RxSwift")
    #expect(rx.isFork == false)
    #expect(rx.isArchived == false)
    #expect(page.items[1].license == "Apache-2.0")
  }

  @Test func oddItemsKeepWhatTheyHaveAndUnreadableOnesAreCounted() throws {
    let server = try FixtureServer()
    server.route("GET", "/search/repositories", try gitHubResponse("search-lenient.json"))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let page = try #require(gitHubTestsValue(client.search("odd items"), scheduler: scheduler))
    #expect(page.totalCount == 8)
    #expect(page.isIncomplete == true)
    #expect(page.skippedItems == 4)
    #expect(
      page.items.map(\.fullName) == [
        "lenient/numbers-as-strings", "someone/only-a-name", "split/from-full-name",
        "plain-string-owner/wrong-types",
      ])
    let numbers = page.items[0]
    #expect(numbers.owner == "lenient")
    #expect(numbers.id == 5_001)
    #expect(numbers.stars == 1_234)
    #expect(numbers.forks == 12)
    #expect(numbers.openIssues == nil)
    #expect(numbers.description == nil)
    #expect(numbers.language == nil)
    #expect(numbers.license == nil)
    #expect(numbers.topics.isEmpty)
    #expect(numbers.pushedAt == nil)
    #expect(numbers.updatedAt == Date(timeIntervalSince1970: 1_714_564_800.123))
    let bare = page.items[1]
    #expect(bare.name == "only-a-name")
    #expect(bare.stars == nil)
    #expect(bare.defaultBranch == nil)
    #expect(page.items[2].name == "from-full-name")
    #expect(page.items[2].owner == "split")
    #expect(page.items[2].stars == 7)
    let wrong = page.items[3]
    #expect(wrong.owner == "plain-string-owner")
    #expect(wrong.description == nil)
    #expect(wrong.stars == nil)
    #expect(wrong.forks == nil)
    #expect(wrong.topics == ["ok", "3", "fine"])
    #expect(wrong.isFork == true)
    #expect(wrong.isArchived == false)
    #expect(wrong.pushedAt == nil)
    #expect(wrong.license == "Other")
    #expect(wrong.language == "12")
  }

  @Test func hostileNamesAreKeptAsSentForTheScreenToSanitize() throws {
    let server = try FixtureServer()
    server.route("GET", "/search/repositories", try gitHubResponse("search-hostile.json"))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let page = try #require(gitHubTestsValue(client.search("evil things"), scheduler: scheduler))
    let evil = try #require(page.items.first)
    #expect(evil.name == "evil\u{1B}]0;pwned\u{07}name")
    #expect(evil.owner == "m\u{1B}[2Jallory")
    #expect(evil.fullName == "m\u{1B}[2Jallory/evil\u{1B}]0;pwned\u{07}name")
    #expect(evil.description?.contains("\u{1B}[31mred") == true)
    #expect(evil.description?.contains("\u{202E}") == true)
    #expect(evil.topics == ["\u{1B}[1mbold"])
  }

  @Test func aRepositoryHasItsTopicsLicenseAndDates() throws {
    let server = try FixtureServer()
    server.route("GET", "/repos/ReactiveX/RxSwift", try gitHubResponse("repository.json"))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let repository = try #require(
      gitHubTestsValue(client.repository(owner: "ReactiveX", name: "RxSwift"), scheduler: scheduler)
    )
    #expect(repository.fullName == "ReactiveX/RxSwift")
    #expect(repository.topics.contains("rxswift"))
    #expect(repository.license == "MIT")
    #expect(repository.defaultBranch == "main")
    #expect(repository.stars == 24_512)
    #expect(repository.forks == 4_187)
    #expect(repository.openIssues == 41)
    #expect(repository.pushedAt == date("2024-04-28T09:30:11Z"))
    #expect(repository.createdAt == date("2015-04-07T21:25:17Z"))
    #expect(repository.cloneURL == "https://github.com/ReactiveX/RxSwift.git")
    #expect(server.requests.first?.path == "/repos/ReactiveX/RxSwift")
  }

  @Test func theReadmeIsDecodedFromBase64WithLineBreaks() throws {
    let server = try FixtureServer()
    server.route("GET", "/repos/ReactiveX/RxSwift/readme", try gitHubResponse("readme.json"))
    let scheduler = GitHubTestScheduler()
    let client = gitHubTestClient(server, scheduler: scheduler)
    let text = try #require(
      gitHubTestsValue(client.readme(owner: "ReactiveX", name: "RxSwift"), scheduler: scheduler)
        ?? nil)
    #expect(text.hasPrefix("# RxSwift: ReactiveX for Swift\n\nRx is a [generic abstraction"))
    #expect(text.contains("Ümlaut, emoji 🚀 and CJK 日本語."))
    let fixture = try gitHubFixture("readme.json")
    #expect(fixture.contains(#"\n"#))
  }

  @Test func aReadmeThatIsNotUTF8IsReadAsLatin1() throws {
    let bytes: [UInt8] =
      Array("Caf".utf8) + [0xE9] + Array(" r".utf8) + [0xE9, 0x73, 0x75, 0x6D, 0xE9]
    let body = Data(
      #"{"encoding":"base64","content":"\#(Data(bytes).base64EncodedString())"}"#.utf8)
    #expect(try GitHubReadme.text(from: body) == "Café résumé")
  }

  @Test func base64ContentIsReadLeniently() throws {
    let bytes: [UInt8] = Array("ok ".utf8) + [0xFF, 0xFE, 0xC3] + Array(" end".utf8)
    let encoded = Data(bytes).base64EncodedString()
    let split = String(encoded.prefix(5)) + "\n" + String(encoded.dropFirst(5)) + "\n"
    let body = Data(
      #"{"encoding":"base64","content":"\#(split.replacingOccurrences(of: "\n", with: "\\n"))"}"#
        .utf8)
    let text = try GitHubReadme.text(from: body)
    #expect(text.hasPrefix("ok "))
    #expect(text.hasSuffix(" end"))
    #expect(text.contains("ÿþÃ"))
    #expect(GitHubReadme.decodeBase64("aGk") == Data("hi".utf8))
    #expect(throws: GitHubError.self) {
      try GitHubReadme.text(from: Data(#"{"encoding":"base64","content":"***"}"#.utf8))
    }
    #expect(throws: GitHubError.self) {
      try GitHubReadme.text(from: Data(#"{"encoding":"none","content":""}"#.utf8))
    }
  }
}
