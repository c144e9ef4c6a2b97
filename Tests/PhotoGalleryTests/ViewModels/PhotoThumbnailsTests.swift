import Foundation
import Testing
import Trellis
import TrellisImages

@testable import PhotoGallery

/// What the thumbnails ask the pipeline for: JPEG at the width the cell needs, more pixels
/// when the terminal shows real pixels, and the placeholder shown before.
@MainActor
@Suite struct PhotoThumbnailsTests {
  let photo = Photo(
    id: "a", title: "A", width: 3000, height: 2000, color: PhotoColor(hex: "#336699"),
    blurHash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj",
    images: PhotoImageURLs(
      raw: URL(string: "https://images.example/a?ixid=1"), resizing: .queryParameters))
  let thumbnails = PhotoThumbnails(pipeline: ImagePipeline(http: nil))

  @Test func symbolsAskForEightPixelsACellAndPixelProtocolsForTheCellsSize() throws {
    let view = ImageView()
    let window = Window(rootView: view, size: Size(width: 20, height: 10))
    #expect(PhotoThumbnails.pixelsPerCell(of: view) == Size(width: 8, height: 8))
    window.graphics = TerminalGraphics(pixelProtocol: .kitty, cellWidth: 9, cellHeight: 18)
    let perCell = PhotoThumbnails.pixelsPerCell(of: view)
    #expect(perCell == Size(width: 9, height: 18))
    let request = try #require(
      thumbnails.request(for: photo, box: Size(width: 20, height: 10), pixelsPerCell: perCell))
    guard case .url(let url) = request.source else {
      Issue.record("expected a URL")
      return
    }
    let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    #expect(query.contains(URLQueryItem(name: "w", value: "180")))
    #expect(query.contains(URLQueryItem(name: "fm", value: "jpg")))
    #expect(query.contains(URLQueryItem(name: "ixid", value: "1")))
    #expect(request.targetPixels == Size(width: 180, height: 180))
  }

  @Test func theBlurHashIsShownAtOnceAndElseTheColour() throws {
    let box = Size(width: 12, height: 4)
    let placeholder = try #require(thumbnails.placeholder(for: photo, box: box))
    #expect(placeholder.cachedRendering(fitting: box) != nil)  // Drawn already.
    var plain = photo
    plain.blurHash = nil
    let colour = try #require(thumbnails.placeholder(for: plain, box: box))
    #expect(
      colour.decoded.pixel(x: 0, y: 0) == DecodedImage.RGBA(red: 0x33, green: 0x66, blue: 0x99))
    plain.color = nil
    #expect(thumbnails.placeholder(for: plain, box: box) == nil)
  }

  @Test func aPhotoWithoutAPictureSaysSo() throws {
    let bare = Photo(id: "b", title: "Bare", images: PhotoImageURLs(resizing: .none))
    var message = ""
    _ = thumbnails.image(for: bare, box: Size(width: 4, height: 2))
      .subscribe(onFailure: { message = "\($0)" })
    #expect(message == "“Bare” has no picture to show.")
  }
}
