import Foundation
import Testing
import TrellisTesting

@testable import PhotoGallery

@Suite struct UnsplashPhotosTests {
  @Test func aPageOfPhotosIsReadFromTheListEndpoint() throws {
    let server = try FixtureServer()
    server.route("GET", "/photos", try unsplashResponse("photos.json"))
    let client = unsplashTestClient(server)
    let page = try #require(unsplashValue(client.photos(page: 2, perPage: 3)))
    #expect(page.photos.map(\.id) == ["Xq3b9LmT2aE", "c7Vn0PzK4sQ", "R2dW8yHu5jF"])
    #expect(page.page == 2)
    #expect(page.perPage == 3)
    #expect(page.query == nil)
    #expect(page.skippedItems == 0)

    let forest = page.photos[0]
    #expect(forest.title == "Morning fog drifting through the pines above the lake.")
    #expect(forest.altDescription == "green pine trees covered with fog")
    #expect(forest.width == 4000)
    #expect(forest.height == 6000)
    #expect(forest.aspectRatio == 1.5)
    #expect(forest.color == PhotoColor(red: 0x26, green: 0x40, blue: 0x26))
    #expect(forest.blurHash == "L35#hyt7D%of00WB%MWB~qof4nWB")
    #expect(forest.photographer?.name == "Ingrid Solberg")
    #expect(forest.photographer?.username == "ingridsolberg")
    #expect(
      forest.photographer?.profileURL?.absoluteString == "https://unsplash.com/@ingridsolberg")
    #expect(forest.photographer?.credit == "Ingrid Solberg (@ingridsolberg)")
    #expect(
      forest.pageURL?.absoluteString
        == "https://unsplash.com/photos/foggy-pine-forest-at-dawn-Xq3b9LmT2aE")
    #expect(forest.downloadURL?.host == "unsplash.com")
    #expect(forest.updatedAt == ISO8601DateFormatter().date(from: "2026-01-18T09:30:12Z"))
    #expect(forest.images.resizing == .queryParameters)
    #expect(forest.images.raw?.absoluteString.hasSuffix("&ixlib=rb-4.0.3") == true)
    #expect(forest.images.small?.absoluteString.hasSuffix("&q=80&w=400") == true)

    let mug = page.photos[1]
    #expect(mug.description == nil)
    #expect(mug.title == "white ceramic mug on a brown wooden table")
    #expect(mug.color?.hex == "#A68C73")
    #expect(mug.photographer?.name == "Tomás Kovač")

    let city = page.photos[2]
    #expect(city.title == "Night traffic on the ring road, seen from the old water tower.")
    #expect(city.photographer?.name == "nightowl")
    #expect(city.photographer?.credit == "nightowl")
  }

  @Test func theRequestAsksForThePageWithTheKeyAndTheAPIVersion() throws {
    let server = try FixtureServer()
    server.route("GET", "/photos", try unsplashResponse("photos.json"))
    let client = unsplashTestClient(server)
    _ = unsplashValue(client.photos(page: 4))
    let sent = try #require(server.requests.first)
    #expect(sent.method == "GET")
    #expect(sent.target == "/photos?page=4&per_page=30")
    #expect(sent.header("Authorization") == "Client-ID \(unsplashTestKey)")
    #expect(sent.header("Accept-Version") == "v1")
  }

  @Test func pageAndPageSizeAreKeptWithinWhatTheAPIAllows() throws {
    let server = try FixtureServer()
    server.route("GET", "/photos", try unsplashResponse("photos.json"))
    let client = unsplashTestClient(server)
    let page = try #require(unsplashValue(client.photos(page: 0, perPage: 500)))
    #expect(page.page == 1)
    #expect(page.perPage == 30)
    #expect(server.requests.first?.query == ["page": "1", "per_page": "30"])
    _ = unsplashValue(client.photos(page: -3, perPage: 0))
    #expect(server.requests.last?.query == ["page": "1", "per_page": "1"])
  }

  @Test func aBaseURLWithAPathKeepsItsPath() throws {
    let server = try FixtureServer()
    server.route("GET", "/api/v1/photos", try unsplashResponse("photos.json"))
    let client = unsplashTestClient(server, baseURL: server.url("/api/v1/?ignored=1"))
    let page = try #require(unsplashValue(client.photos(page: 1)))
    #expect(page.photos.count == 3)
    #expect(server.requests.first?.target == "/api/v1/photos?page=1&per_page=30")
  }

  @Test func theLinkHeadersNextRelationSaysThereIsMore() throws {
    let server = try FixtureServer()
    let link =
      "<\(server.url("/photos?page=1").absoluteString)>; rel=\"first\", "
      + "<\(server.url("/photos?page=1").absoluteString)>; rel=\"prev\", "
      + "<\(server.url("/photos?page=112").absoluteString)>; rel=\"last\", "
      + "<\(server.url("/photos?page=3").absoluteString)>; rel=\"next\""
    server.route(
      "GET", "/photos",
      try unsplashResponse(
        "photos.json", headers: ["Link": link, "X-Total": "336", "X-Per-Page": "3"]))
    let client = unsplashTestClient(server)
    let page = try #require(unsplashValue(client.photos(page: 2, perPage: 3)))
    #expect(page.hasMore)
    #expect(page.nextPage == 3)
    #expect(page.total == 336)
    #expect(page.totalPages == 112)
  }

  @Test func aLinkHeaderWithoutNextMeansTheLastPage() throws {
    let server = try FixtureServer()
    let link =
      "<\(server.url("/photos?page=1").absoluteString)>; rel=\"first\", "
      + "<\(server.url("/photos?page=111").absoluteString)>; rel=\"prev\""
    server.route(
      "GET", "/photos", try unsplashResponse("photos.json", headers: ["Link": link]))
    let client = unsplashTestClient(server)
    let page = try #require(unsplashValue(client.photos(page: 112, perPage: 3)))
    #expect(!page.hasMore)
    #expect(page.nextPage == nil)
  }

  @Test func withoutALinkHeaderTheTotalDecides() throws {
    let server = try FixtureServer()
    server.route("GET", "/photos", try unsplashResponse("photos.json", headers: ["X-Total": "7"]))
    let client = unsplashTestClient(server)
    let second = try #require(unsplashValue(client.photos(page: 2, perPage: 3)))
    #expect(second.totalPages == 3)
    #expect(second.hasMore)
    let third = try #require(unsplashValue(client.photos(page: 3, perPage: 3)))
    #expect(!third.hasMore)
  }

  @Test func withNeitherHeaderAFullPageMayHaveMoreAndAShortOneIsTheLast() throws {
    let server = try FixtureServer()
    server.route("GET", "/photos", try unsplashResponse("photos.json"))
    let client = unsplashTestClient(server)
    let full = try #require(unsplashValue(client.photos(page: 1, perPage: 3)))
    #expect(full.hasMore)
    #expect(full.total == nil)
    let short = try #require(unsplashValue(client.photos(page: 1, perPage: 10)))
    #expect(!short.hasMore)
  }

  @Test func anEmptyPageIsTheLastWhateverTheHeadersSay() throws {
    let server = try FixtureServer()
    let link = "<\(server.url("/photos?page=9").absoluteString)>; rel=\"next\""
    server.route("GET", "/photos", .json("[]", headers: ["Link": link, "X-Total": "900"]))
    let client = unsplashTestClient(server)
    let page = try #require(unsplashValue(client.photos(page: 8)))
    #expect(page.photos.isEmpty)
    #expect(!page.hasMore)
  }
}
