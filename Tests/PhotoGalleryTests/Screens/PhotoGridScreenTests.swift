import Foundation
import Testing
import Trellis
import TrellisImages
import TrellisTesting

@testable import PhotoGallery

/// The grid and the detail screen as a user meets them, on a headless terminal: a local
/// folder the test fills, and an Unsplash-compatible FixtureServer.
@MainActor
@Suite struct PhotoGridScreenTests {
  @Test func aLocalFolderShowsItsPicturesAndABrokenOneSaysWhy() async throws {
    let folder = try PhotoFolder()
    try folder.add("a-red.jpg", color: (200, 30, 30))
    try folder.add("b-green.png", color: (30, 200, 30))
    try folder.add("c-blue.webp", color: (30, 30, 200))
    try folder.write(Data("<html>no</html>".utf8), to: "d-broken.jpg")
    let app = try PhotoHarness(folder: folder.path, route: "photos?source=local")
    #expect(await app.wait { app.text.contains("End of the gallery: 4 photos.") }, "\(app.text)")
    #expect(app.text.contains("a-red.jpg") && app.text.contains("c-blue.webp"))
    #expect(app.text.contains("Unsplash   This machine"))
    #expect(
      await app.wait {
        app.cells.prefix(3).allSatisfy { $0.imageView.image != nil && !$0.spinner.isAnimating }
      })
    let red = try #require(app.cells.first?.imageView.image)
    #expect(red.decoded.pixel(x: red.width - 1, y: 0).map { $0.red > 150 && $0.green < 80 } == true)
    #expect(red.width < 120 || red.width == 120)  // Decoded for the cell, never bigger.
    #expect(await app.wait { app.cells.count == 4 && app.cells[3].imageView.errorMessage != nil })
    #expect(app.cells[3].imageView.errorMessage?.contains("is not a PNG, JPEG") == true)
  }

  @Test func enterOpensThePhotoAndArrowsGoToItsNeighbours() async throws {
    let folder = try PhotoFolder()
    for name in ["one.jpg", "two.jpg", "three.jpg"] { try folder.add(name) }
    let app = try PhotoHarness(folder: folder.path, route: "photos?source=local")
    #expect(await app.wait { app.text.contains("End of the gallery: 3 photos.") })
    try app.harness.send(keys: "enter enter")  // Leave the field, open the first photo.
    #expect(await app.wait { app.harness.currentRoute.hasPrefix("photos/file-") })
    #expect(await app.wait { app.text.contains("one.jpg  (1 of 3)") }, "\(app.text)")
    #expect(app.text.contains("120×80"))
    try app.harness.send(keys: "right")
    #expect(await app.wait { app.text.contains("three.jpg  (2 of 3)") })
    try app.harness.send(keys: "o")
    #expect(
      await app.wait { app.text.contains("has no web page") || app.text.contains("no display") })
    try app.harness.send(keys: "esc")
    #expect(await app.wait { app.harness.currentRoute == "photos?source=local" })
  }

  @Test func theRoutesQueryFillsTheFieldAndFilters() async throws {
    let folder = try PhotoFolder()
    for name in ["one.jpg", "two.jpg", "twenty.png"] { try folder.add(name) }
    let app = try PhotoHarness(folder: folder.path, route: "photos?query=tw&source=local")
    #expect(await app.wait { app.text.contains("End of the gallery: 2 photos.") }, "\(app.text)")
    #expect(app.text.contains("Search tw"))
    #expect(app.text.contains("two.jpg") && app.text.contains("twenty.png"))
    #expect(!app.text.contains("one.jpg"))
  }

  @Test func anUnknownPhotoIsAMessageNotACrash() async throws {
    // A local photo from an earlier run: only a walk of its folder knows it.
    let local = try PhotoHarness(route: "photos/file-0123abcd")
    #expect(
      await local.wait { local.text.contains("There is no photo file-0123abcd in the gallery now") }
    )
    // Any other id is asked of the API, which needs a key.
    let remote = try PhotoHarness(size: TerminalSize(width: 120, height: 24), route: "photos/nope")
    #expect(
      await remote.wait { remote.text.contains("No Unsplash access key is set") }, "\(remote.text)")
  }

  @Test func aBadSourceIsAClearRouteError() async throws {
    let folder = try PhotoFolder()
    let app = try PhotoHarness(
      folder: folder.path, size: TerminalSize(width: 120, height: 20), route: "photos?source=flickr"
    )
    #expect(
      await app.wait {
        app.text.contains("parameter source is \"flickr\", expected unsplash or local")
      },
      "\(app.text)")
    #expect(app.harness.currentRoute == "photos")  // The tab's own route opened instead.
  }
}
