import Foundation
import Testing
import TrellisTesting

@testable import PhotoGallery

@Suite struct UnsplashRateLimitTests {
  @Test func theRateLimitHeadersAreReadIntoThePageAndTheClient() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/photos",
      try unsplashResponse(
        "photos.json", headers: ["X-Ratelimit-Limit": "50", "X-Ratelimit-Remaining": "42"]))
    let client = unsplashTestClient(server)
    #expect(client.rateLimit == nil)
    let page = try #require(unsplashValue(client.photos(page: 1)))
    #expect(page.rateLimit == PhotoRateLimit(remaining: 42, limit: 50))
    #expect(client.rateLimit == PhotoRateLimit(remaining: 42, limit: 50))
    #expect(page.rateLimit?.isLow == false)
  }

  @Test func theLastReportWinsAndALowOneSaysSo() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/search/photos",
      try unsplashResponse(
        "search.json", headers: ["x-ratelimit-limit": "50", "x-ratelimit-remaining": "9"]))
    server.route(
      "GET", "/photos",
      try unsplashResponse(
        "photos.json", headers: ["X-Ratelimit-Limit": "50", "X-Ratelimit-Remaining": "10"]))
    let client = unsplashTestClient(server)
    _ = unsplashValue(client.photos(page: 1))
    #expect(client.rateLimit?.isLow == false)
    _ = unsplashValue(client.search("lake", page: 1))
    let low = try #require(client.rateLimit)
    #expect(low.isLow)
    #expect(low.message == "9 of 50 requests left this hour")
  }

  @Test func anAnswerWithoutTheHeadersKeepsTheLastKnownLimit() throws {
    let server = try FixtureServer()
    server.route(
      "GET", "/photos",
      sequence: [
        try unsplashResponse(
          "photos.json", headers: ["X-Ratelimit-Limit": "5000", "X-Ratelimit-Remaining": "4999"]),
        try unsplashResponse("photos.json"),
      ])
    let client = unsplashTestClient(server)
    _ = unsplashValue(client.photos(page: 1))
    let second = try #require(unsplashValue(client.photos(page: 2)))
    #expect(second.rateLimit == nil)
    #expect(client.rateLimit == PhotoRateLimit(remaining: 4999, limit: 5000))
  }

  @Test func messagesCountWhatIsLeft() {
    #expect(PhotoRateLimit(remaining: 1).message == "1 request left this hour")
    #expect(PhotoRateLimit(remaining: 0, limit: 50).isExhausted)
    #expect(PhotoRateLimit(remaining: -4, limit: 50).remaining == 0)
  }
}
