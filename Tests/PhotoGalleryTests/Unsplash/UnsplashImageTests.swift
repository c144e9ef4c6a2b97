import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import PhotoGallery

@Suite struct UnsplashImageTests {
  private let raw =
    "https://images.unsplash.com/photo-1730531290000-4b1c7e2d9f3a?ixid=M3w2NTQ3MjR8MHwxfGFsbHwxfHx8fHx8fHwxNzM3MTkyMDAwfA&ixlib=rb-4.0.3"

  @Test func theRawURLAsksForAJPEGAtTheCellsWidthKeepingItsParameters() throws {
    let server = try FixtureServer()
    server.route("GET", "/photos", try unsplashResponse("photos.json"))
    let client = unsplashTestClient(server)
    let page = try #require(unsplashValue(client.photos(page: 1)))
    let url = try #require(client.imageURL(for: page.photos[0], width: 320))
    #expect(url.absoluteString == raw + "&fm=jpg&w=320&q=80&fit=max")
    let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    #expect(items.first { $0.name == "ixid" }?.value?.hasPrefix("M3w2NTQ3") == true)
  }

  @Test func parametersTheURLAlreadyHasAreReplacedNotRepeated() throws {
    let regular = try #require(
      URL(
        string:
          "https://images.unsplash.com/p?crop=entropy&cs=tinysrgb&fit=crop&fm=webp&ixid=x1&q=60&w=1080&h=720&auto=format&dpr=2#frag"
      ))
    let images = PhotoImageURLs(regular: regular, resizing: .queryParameters)
    #expect(
      images.url(forWidth: 640, quality: 75)?.absoluteString
        == "https://images.unsplash.com/p?crop=entropy&cs=tinysrgb&fit=max&fm=jpg&ixid=x1&q=75&w=640#frag"
    )
  }

  @Test func widthAndQualityAreClamped() throws {
    let images = PhotoImageURLs(raw: URL(string: "https://i.test/p"), resizing: .queryParameters)
    #expect(
      images.url(forWidth: 0, quality: 0)?.absoluteString
        == "https://i.test/p?fm=jpg&w=1&q=1&fit=max")
    #expect(
      images.url(forWidth: 100_000, quality: 900)?.absoluteString
        == "https://i.test/p?fm=jpg&w=8192&q=100&fit=max")
  }

  @Test func theQualityComesFromTheConfiguration() throws {
    let server = try FixtureServer()
    let client = UnsplashClient(
      http: .init(), configuration: { UnsplashConfiguration(accessKey: nil, imageQuality: 55) },
      scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
    let photo = Photo(
      id: "a", title: "A", images: PhotoImageURLs(raw: server.url("/p"), resizing: .queryParameters)
    )
    #expect(client.imageURL(for: photo, width: 200) == server.url("/p?fm=jpg&w=200&q=55&fit=max"))
  }

  @Test func aSourceThatDoesNotResizeGivesTheClosestSize() throws {
    let small = try #require(URL(string: "https://i.test/small.jpg"))
    let regular = try #require(URL(string: "https://i.test/regular.jpg"))
    let raw = URL(fileURLWithPath: "/photos/original.jpg")
    let images = PhotoImageURLs(raw: raw, regular: regular, small: small, resizing: .none)
    #expect(images.url(forWidth: 300) == small)
    #expect(images.url(forWidth: 1000) == regular)
    #expect(images.url(forWidth: 3000) == raw)
    #expect(PhotoImageURLs(raw: raw, resizing: .none).url(forWidth: 100) == raw)
    #expect(PhotoImageURLs(small: small, resizing: .none).url(forWidth: 5000) == small)
  }

  @Test func anImageOnAnotherHostIsFetchedWithoutTheKey() throws {
    let api = try FixtureServer()
    let images = try FixtureServer()
    images.route(
      "GET", "/photo-1",
      .init(headers: ["Content-Type": "image/jpeg"], body: Data([0xFF, 0xD8, 0xFF])))
    let client = unsplashTestClient(api)
    let photo = Photo(
      id: "1", title: "One",
      images: PhotoImageURLs(raw: images.url("/photo-1?ixid=abc"), resizing: .queryParameters))
    let data = unsplashValue(client.imageData(for: photo, width: 240))
    #expect(data == Data([0xFF, 0xD8, 0xFF]))
    let sent = try #require(images.requests.first)
    #expect(sent.header("Authorization") == nil)
    #expect(sent.header("Accept-Version") == nil)
    #expect(sent.query == ["ixid": "abc", "fm": "jpg", "w": "240", "q": "80", "fit": "max"])
    #expect(!sent.headerFields.contains { $0.value.contains(unsplashTestKey) })
    #expect(api.requests.isEmpty)
  }

  @Test func anImageOnTheAPIsOwnOriginMayCarryTheKey() throws {
    let api = try FixtureServer()
    api.route("GET", "/images/2", .init(body: Data([1, 2, 3])))
    let client = unsplashTestClient(api)
    let photo = Photo(
      id: "2", title: "Two", images: PhotoImageURLs(raw: api.url("/images/2"), resizing: .none))
    #expect(unsplashValue(client.imageData(for: photo, width: 100)) == Data([1, 2, 3]))
    #expect(api.requests.first?.header("Authorization") == "Client-ID \(unsplashTestKey)")
  }

  @Test func aMissingImageIsAnErrorNamingTheStatus() throws {
    let images = try FixtureServer()
    let client = unsplashTestClient(images)
    let photo = Photo(
      id: "3", title: "Three",
      images: PhotoImageURLs(raw: images.url("/gone"), resizing: .queryParameters))
    let error = try #require(unsplashError(client.imageData(for: photo, width: 100)))
    #expect(error == .imageUnavailable(status: 404))
    let none = Photo(id: "4", title: "Four", images: PhotoImageURLs(resizing: .queryParameters))
    #expect(
      unsplashError(client.imageData(for: none, width: 100))
        == .unreadableResponse(reason: "the photo came without an image URL"))
  }
}
