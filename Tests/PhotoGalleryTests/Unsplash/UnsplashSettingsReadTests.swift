import Foundation
import Synchronization
import Testing
import Trellis
import TrellisTesting

@testable import PhotoGallery

/// The API settings (the access key in its secret file) are read once, on the feed's
/// background scheduler rather than the subscribing (main) thread, and kept across pages;
/// a failed page forgets them, so a retry reads them again.
@Suite struct UnsplashSettingsReadTests {
  @MainActor @Test func pagesReadTheKeyFileOnceAndNeverOnTheMainThread() throws {
    let server = try FixtureServer()
    server.route("GET", "/photos", try unsplashResponse("photos.json"))
    let home = try PhotoFolder()
    let settings = try Settings(
      app: "photo-test", path: home.url.appendingPathComponent("settings.json").path,
      environment: ["PHOTO_TEST_PHOTOS_BASE_URL": server.baseURL.absoluteString])
    let keyFile = settings.secretFile("photos", UnsplashConfiguration.accessKeySetting)
    try FileManager.default.createDirectory(
      atPath: (keyFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    func writeKey(_ key: String) throws {
      try Data(key.utf8).write(to: URL(fileURLWithPath: keyFile))
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: keyFile)
    }
    try writeKey("first-key")
    let plugin = PluginSettings(
      settings: settings, section: "photos",
      secretVariables: [UnsplashConfiguration.accessKeyVariable])
    // The feed's background queue, known by a mark; a read anywhere else is counted.
    let queue = DispatchQueue(label: "photo-feed", attributes: .concurrent)
    let mark = DispatchSpecificKey<Bool>()
    queue.setSpecific(key: mark, value: true)
    let readElsewhere = Atomic(0)
    let cache = CachedSettings {
      if DispatchQueue.getSpecific(key: mark) != true {
        readElsewhere.add(1, ordering: .relaxed)
      }
      return try UnsplashConfiguration.load(from: plugin)
    }
    let background = ConcurrentDispatchQueueScheduler(queue: queue)
    let client = UnsplashClient(
      http: HTTPClient(configuration: .init(appName: "photo-test", retryPolicy: .never)),
      configuration: { try cache.value() }, scheduler: background)
    let feed = UnsplashPhotoFeed(client: client, settings: cache, scheduler: background)
    // Subscribed from the main thread, as the grid's view model does.
    for number in 1...3 {
      #expect(unsplashValue(feed.page(number, query: "")) != nil)
    }
    #expect(cache.reads == 1)
    #expect(
      readElsewhere.load(ordering: .relaxed) == 0,
      "the key file was read on the subscribing (main) thread, not the feed's background one")
    // A key changed on disk is not read while the kept one works…
    try writeKey("second-key")
    #expect(unsplashValue(feed.page(4, query: "")) != nil)
    #expect(cache.reads == 1)
    // …a failed page forgets it, and the retry reads the new one.
    server.route("GET", "/photos", sequence: [.status(401), try unsplashResponse("photos.json")])
    let failed = unsplashResult(feed.page(5, query: ""))
    #expect(throws: UnsplashError.self) { try failed.get() }
    #expect(unsplashValue(feed.page(5, query: "")) != nil)
    #expect(cache.reads == 2)
    let keys = server.requests(to: "/photos").map { $0.header("Authorization") ?? "" }
    #expect(keys.prefix(4).allSatisfy { $0 == "Client-ID first-key" }, "\(keys)")
    #expect(keys.last == "Client-ID second-key", "\(keys)")
  }
}
