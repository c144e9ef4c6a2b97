import Foundation
import Testing
import Trellis
import TrellisImages
import TrellisTesting

@testable import PhotoGallery

/// The grid against an Unsplash-compatible FixtureServer that also serves the pictures:
/// pages in the API's shape, JPEGs asked for at the cell's size, the next page at the end
/// of the grid, errors with `r`, and downloads stopped when their cells scroll away.
@MainActor
@Suite struct UnsplashGridScreenTests {
  /// Page `page` of `count` photos whose pictures are `/img/<id>.jpg` on `server`.
  static func page(_ page: Int, count: Int, server: FixtureServer, hostile: Bool = false) -> Data {
    let photos = (0..<count).map { index -> [String: Any] in
      let id = "p\(page)x\(index)"
      let raw = server.url("/img/\(id).jpg?ixid=abc").absoluteString
      return [
        "id": id, "width": 3000, "height": 2000, "color": "#336699",
        "blur_hash": "LEHV6nWB2yk8pyo0adR*.7kCMdnj",
        "description": hostile ? "Evil \u{1B}]0;pwned\u{07} text" : "Photo \(id)",
        "urls": ["raw": raw, "regular": raw, "small": raw],
        "user": ["name": hostile ? "Mallory\u{1B}[2J" : "Ada \(id)", "username": "ada"],
        "links": ["html": "https://unsplash.example/photos/\(id)"],
      ]
    }
    return (try? JSONSerialization.data(withJSONObject: photos)) ?? Data()
  }

  static func serve(_ server: FixtureServer, pages: Int, perPage: Int = 30, imageDelay: Double = 0)
    throws
  {
    for page in 1...pages {
      var response = FixtureResponse(
        status: 200,
        headers: [
          "Content-Type": "application/json", "X-Total": "\(pages * perPage)",
          "X-Ratelimit-Limit": "50", "X-Ratelimit-Remaining": "\(8 - page)",
        ],
        body: Self.page(page, count: perPage, server: server))
      if page < pages {
        response = response.header(
          "Link", "<\(server.url("/photos?page=\(page + 1)&per_page=30"))>; rel=\"next\"")
      }
      server.route("GET", "/photos", query: ["page": "\(page)"], response)
    }
    let jpeg = Data(
      try ImageEncoder.jpeg(
        PhotoFolder.picture(width: 300, height: 200, (60, 120, 200)), quality: 80))
    server.route("GET", "/img/*") { _ in
      var image = FixtureResponse(status: 200, headers: ["Content-Type": "image/jpeg"], body: jpeg)
      if imageDelay > 0 { image = image.with(.delay(imageDelay)) }
      return image
    }
  }

  @Test func pagesOfPhotosWithPicturesAskedForAtTheCellsSize() async throws {
    let server = try FixtureServer()
    defer { server.stop() }
    try Self.serve(server, pages: 2)
    let app = try PhotoHarness(
      baseURL: server.baseURL, accessKey: "k-123", route: "photos?source=unsplash")
    #expect(await app.wait { app.text.contains("Ada p1x0") }, "\(app.text)")
    let first = try #require(server.requests(to: "/photos").first)
    #expect(first.query["page"] == "1" && first.query["per_page"] == "30")
    #expect(first.header("Authorization") == "Client-ID k-123")
    // Decoded at the smallest JPEG scale that covers the cell, never bigger than the file.
    #expect(await app.wait { (app.cells.first?.imageView.image?.width ?? 0) > 0 })
    #expect((app.cells.first?.imageView.image?.width ?? 0) <= 300)
    let image = try #require(server.requests.first { $0.path.hasPrefix("/img/") })
    #expect(image.query["fm"] == "jpg" && image.query["ixid"] == "abc")
    #expect(Int(image.query["w"] ?? "") == (app.cells.first?.pictureBox.width ?? 0) * 8)
    #expect(image.header("Authorization") == nil)  // Pictures need no key: none is sent.
    try app.harness.send(keys: "down end")
    #expect(await app.wait { server.requests(to: "/photos").count == 2 }, "\(app.text)")
    #expect(await app.wait { app.text.contains("End of the gallery: 60 photos.") }, "\(app.text)")
    #expect(app.text.contains("6 of 50 requests left this hour"))  // Low: shown.
  }

  @Test func aRefusedKeySaysWhatToDoAndRRetries() async throws {
    let server = try FixtureServer()
    defer { server.stop() }
    let good = FixtureResponse(
      status: 200, headers: ["Content-Type": "application/json"],
      body: Self.page(1, count: 3, server: server))
    server.route(
      "GET", "/photos",
      sequence: [
        .json(#"{"errors":["OAuth error: The access token is invalid"]}"#, status: 401), good,
      ])
    let app = try PhotoHarness(
      baseURL: server.baseURL, accessKey: "bad-key", route: "photos?source=unsplash")
    #expect(await app.wait { app.text.contains("Press ctrl-r to try again.") }, "\(app.text)")
    // One request for the first page: nothing asks again until the user does.
    #expect(server.requests(to: "/photos").count == 1)
    #expect(!app.text.contains("bad-key"))
    try app.harness.send(keys: "enter r")
    #expect(await app.wait { app.text.contains("Ada p1x2") }, "\(app.text)")
  }

  @Test func aLinkToAPhotoNotInTheGridAsksTheAPI() async throws {
    let server = try FixtureServer()
    defer { server.stop() }
    let photos = try #require(
      JSONSerialization.jsonObject(with: Self.page(1, count: 1, server: server)) as? [Any])
    server.route(
      "GET", "/photos/p1x0",
      FixtureResponse(
        status: 200, headers: ["Content-Type": "application/json"],
        body: try JSONSerialization.data(withJSONObject: photos[0])))
    try Self.serve(server, pages: 1)
    let app = try PhotoHarness(baseURL: server.baseURL, accessKey: "k", route: "photos/p1x0")
    #expect(await app.wait { app.text.contains("Photo p1x0  (1 of 1)") }, "\(app.text)")
    #expect(app.text.contains("3000×2000 · Ada p1x0 (@ada)"))
    #expect(server.requests(to: "/photos/p1x0").first?.header("Authorization") == "Client-ID k")
    let missing = try PhotoHarness(baseURL: server.baseURL, accessKey: "k", route: "photos/gone")
    #expect(
      await missing.wait { missing.text.contains("Unsplash has no photo gone; it may have been") },
      "\(missing.text)")
  }

  @Test func hostileTextIsShownSanitized() async throws {
    let server = try FixtureServer()
    defer { server.stop() }
    server.route(
      "GET", "/photos",
      FixtureResponse(
        status: 200, headers: ["Content-Type": "application/json"],
        body: Self.page(1, count: 2, server: server, hostile: true)))
    let app = try PhotoHarness(
      baseURL: server.baseURL, accessKey: "k", route: "photos?source=unsplash")
    #expect(await app.wait { app.text.contains("Mallory") }, "\(app.text)")
    #expect(!app.harness.bytesWritten.contains(0x07))
    #expect(!String(decoding: app.harness.bytesWritten, as: UTF8.self).contains("Mallory\u{1B}"))
    #expect(app.text.contains("Mallory␛[2J"))  // Shown, not obeyed.
  }

  @Test func picturesOfCellsThatScrollAwayStopDownloading() async throws {
    let server = try FixtureServer()
    defer { server.stop() }
    // Pictures that take longer than the test and requests that never time out, so every
    // connection the client closes was closed because its cell left the screen.
    try Self.serve(server, pages: 1, imageDelay: 300)
    let app = try PhotoHarness(
      baseURL: server.baseURL, accessKey: "k", size: TerminalSize(width: 80, height: 16),
      timeout: 600, route: "photos?source=unsplash")
    #expect(await app.wait { server.requests.filter { $0.path.hasPrefix("/img/") }.count >= 4 })
    let firstImages = Set(server.requests.filter { $0.path.hasPrefix("/img/") }.map(\.path))
    let grid = try #require(app.grid)
    // Down leaves the field for the grid (and only moves the selection if the grid has it).
    try app.harness.send(keys: "down end")
    #expect(
      await app.wait {
        let closed = server.exchanges.filter {
          firstImages.contains($0.request.path) && $0.outcome == .clientDisconnected
        }
        return closed.count == firstImages.count
      },
      """
      \(server.exchanges.filter { firstImages.contains($0.request.path) }.map { ($0.request.path, $0.outcome) })
      \(grid.galleryViewModel.thumbnails.pipeline.statistics)
      \(app.text)
      """
    )
    #expect(
      await app.wait {
        grid.galleryViewModel.thumbnails.pipeline.statistics.cancelled >= firstImages.count
      })
  }

  @Test func aPageOfPhotosAlreadyShownDoesNotStallTheGrid() async throws {
    let server = try FixtureServer()
    defer { server.stop() }
    // Page 2 repeats page 1 (new photos pushed the list down meanwhile); page 3 is new.
    for (page, photos) in [(1, 1), (2, 1), (3, 3)] {
      var response = FixtureResponse(
        status: 200, headers: ["Content-Type": "application/json", "X-Total": "90"],
        body: Self.page(photos, count: 30, server: server))
      if page < 3 {
        response = response.header(
          "Link", "<\(server.url("/photos?page=\(page + 1)&per_page=30"))>; rel=\"next\"")
      }
      server.route("GET", "/photos", query: ["page": "\(page)"], response)
    }
    let app = try PhotoHarness(
      baseURL: server.baseURL, accessKey: "k", route: "photos?source=unsplash")
    #expect(await app.wait { app.text.contains("Ada p1x0") }, "\(app.text)")
    try app.harness.send(keys: "down end")
    #expect(await app.wait { app.text.contains("End of the gallery: 60 photos.") }, "\(app.text)")
    #expect(server.requests(to: "/photos").map { $0.query["page"] } == ["1", "2", "3"])
  }

  @Test func pagesThatBringNothingNewStopAndSaySo() async throws {
    let server = try FixtureServer()
    defer { server.stop() }
    // Every page is page 1 again, with a next page always promised.
    let body = Self.page(1, count: 30, server: server)
    server.route("GET", "/photos") { request in
      let page = Int(request.query["page"] ?? "") ?? 1
      return FixtureResponse(
        status: 200, headers: ["Content-Type": "application/json"],
        body: body
      ).header("Link", "<\(server.url("/photos?page=\(page + 1)&per_page=30"))>; rel=\"next\"")
    }
    let app = try PhotoHarness(
      baseURL: server.baseURL, accessKey: "k", route: "photos?source=unsplash")
    #expect(await app.wait { app.text.contains("Ada p1x0") }, "\(app.text)")
    try app.harness.send(keys: "down end")
    let stopped = "Pages 2–4 brought no new photos, so loading stopped. Press ctrl-r to try again."
    #expect(await app.wait { app.text.contains(stopped) }, "\(app.text)")
    #expect(server.requests(to: "/photos").map { $0.query["page"] } == ["1", "2", "3", "4"])
    try app.harness.send(keys: "r")
    #expect(
      await app.wait { app.text.contains("Pages 5–7 brought no new photos") }, "\(app.text)")
  }
}
