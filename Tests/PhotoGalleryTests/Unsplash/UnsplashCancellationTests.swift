import Foundation
import Testing
import TrellisTesting

@testable import PhotoGallery

@Suite struct UnsplashCancellationTests {
  @Test func disposingARequestWhileTheServerIsSlowClosesTheConnection() throws {
    let server = try FixtureServer()
    server.route("GET", "/photos", try unsplashResponse("photos.json").with(.delay(30)))
    let client = unsplashTestClient(server)
    let subscription = client.photos(page: 1).subscribe { _ in
      Issue.record("a disposed request delivered a result")
    }
    #expect(server.waitForRequests(1))
    subscription.dispose()
    #expect(server.waitUntil { $0.exchanges.first?.outcome == .clientDisconnected })
  }

  @Test func disposingASearchClosesItsConnectionToo() throws {
    let server = try FixtureServer()
    server.route("GET", "/search/photos", try unsplashResponse("search.json").with(.delay(30)))
    let client = unsplashTestClient(server)
    let subscription = client.search("slow", page: 1).subscribe { _ in
      Issue.record("a disposed search delivered a result")
    }
    #expect(server.waitForRequests(1))
    subscription.dispose()
    #expect(server.waitUntil { $0.exchanges.first?.outcome == .clientDisconnected })
  }

  @Test func disposingAnImageDownloadClosesItsConnection() throws {
    let images = try FixtureServer()
    images.route("GET", "/big", FixtureResponse(body: Data([1])).with(.delay(30)))
    let client = unsplashTestClient(images)
    let photo = Photo(
      id: "b", title: "B", images: PhotoImageURLs(raw: images.url("/big"), resizing: .none))
    let subscription = client.imageData(for: photo, width: 100).subscribe { _ in
      Issue.record("a disposed download delivered a result")
    }
    #expect(images.waitForRequests(1))
    subscription.dispose()
    #expect(images.waitUntil { $0.exchanges.first?.outcome == .clientDisconnected })
  }

  @Test func disposingDuringTheRetryWaitSendsNoRetry() throws {
    let server = try FixtureServer()
    server.route("GET", "/photos", .status(503))
    let client = unsplashTestClient(server, retryDelay: .milliseconds(300))
    let subscription = client.photos(page: 1).subscribe { _ in
      Issue.record("a disposed request delivered a result")
    }
    #expect(server.waitUntil { $0.exchanges.first?.outcome == .delivered })
    // Give the client the moment it needs to read the 503 and start waiting.
    usleep(100_000)
    subscription.dispose()
    usleep(600_000)
    #expect(server.requests.count == 1)
  }
}
