import Foundation
import Testing
import TrellisTesting

@testable import PhotoGallery

@Suite struct UnsplashSearchTests {
  @Test func aSearchReadsTheResultsAndTheTotals() throws {
    let server = try FixtureServer()
    server.route("GET", "/search/photos", try unsplashResponse("search.json"))
    let client = unsplashTestClient(server)
    let page = try #require(unsplashValue(client.search("  mountain lake ", page: 1, perPage: 2)))
    #expect(page.query == "mountain lake")
    #expect(page.photos.map(\.id) == ["mK8tLq2Zp0c", "w4Yh6Jk9Nb1"])
    #expect(page.total == 133)
    #expect(page.totalPages == 67)
    #expect(page.hasMore)
    #expect(page.photos[1].title == "red boat on a lake near mountains")
    #expect(page.photos[0].photographer?.credit == "Ana Berger (@alpine_ana)")
  }

  @Test func theQueryIsEncodedAndSentWithThePage() throws {
    let server = try FixtureServer()
    server.route("GET", "/search/photos", try unsplashResponse("search.json"))
    let client = unsplashTestClient(server)
    _ = unsplashValue(client.search("café & rain+fog #1", page: 3))
    let sent = try #require(server.requests.first)
    #expect(
      sent.target == "/search/photos?query=caf%C3%A9%20%26%20rain%2Bfog%20%231&page=3&per_page=30")
    #expect(sent.query["query"] == "café & rain+fog #1")
    #expect(sent.header("Authorization") == "Client-ID \(unsplashTestKey)")
    #expect(sent.header("Accept-Version") == "v1")
  }

  @Test func theLastPageOfASearchHasNoMore() throws {
    let server = try FixtureServer()
    server.route("GET", "/search/photos", try unsplashResponse("search.json"))
    let client = unsplashTestClient(server)
    let page = try #require(unsplashValue(client.search("lake", page: 67, perPage: 2)))
    #expect(!page.hasMore)
  }

  @Test func theLinkHeaderWinsOverTheTotals() throws {
    let server = try FixtureServer()
    let link = "<\(server.url("/search/photos?query=lake&page=66").absoluteString)>; rel=\"prev\""
    server.route(
      "GET", "/search/photos", try unsplashResponse("search.json", headers: ["Link": link]))
    let client = unsplashTestClient(server)
    let page = try #require(unsplashValue(client.search("lake", page: 2, perPage: 2)))
    #expect(!page.hasMore)
  }

  @Test func aBlankQuerySendsNothing() throws {
    let server = try FixtureServer()
    let client = unsplashTestClient(server)
    let page = try #require(unsplashValue(client.search(" \n ", page: 1)))
    #expect(page.photos.isEmpty)
    #expect(!page.hasMore)
    #expect(page.total == 0)
    usleep(20_000)
    #expect(server.requests.isEmpty)
  }

  @Test func aSearchAnswerWithoutResultsIsAnError() throws {
    let server = try FixtureServer()
    server.route("GET", "/search/photos", .json(#"{"total": 3, "photos": []}"#))
    let client = unsplashTestClient(server)
    let error = unsplashError(client.search("lake", page: 1))
    #expect(error == .unreadableResponse(reason: "the search answer has no results list"))
  }

  @Test func aListWhereASearchAnswerBelongsIsAnError() throws {
    let server = try FixtureServer()
    server.route("GET", "/search/photos", try unsplashResponse("photos.json"))
    let client = unsplashTestClient(server)
    #expect(
      unsplashError(client.search("lake", page: 1))
        == .unreadableResponse(reason: "the search answer has no results list"))
  }
}
