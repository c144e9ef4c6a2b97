import Dispatch
import Foundation
import Testing
import TrellisRx
import TrellisRxTest
import TrellisTerminal
import TrellisUI

@testable import TrellisImages

/// Image views place pixel payloads when the window's graphics name a protocol, and draw
/// symbols otherwise.
@Suite @MainActor struct ImageViewPixelTests {
  typealias Colors = ImageFixtureColors

  static let kitty = TerminalGraphics(pixelProtocol: .kitty, cellWidth: 10, cellHeight: 20)

  func image(_ fixture: ImageFixturePixels) -> TerminalImage {
    TerminalImage(Colors.decoded(fixture))
  }

  /// A window of `size` showing a synchronously rendering view of a green square.
  func window(graphics: TerminalGraphics, size: Size = Size(width: 20, height: 5)) -> (
    Window, ImageView
  ) {
    let view = ImageView(image: image(.solid(width: 10, height: 10, 0, 255, 0)))
    view.renderScheduler = nil
    let window = Window(rootView: view, size: size)
    window.graphics = graphics
    return (window, view)
  }

  /// How many times `pattern` occurs in `bytes`.
  static func count(_ pattern: [UInt8], in bytes: [UInt8]) -> Int {
    guard !pattern.isEmpty, pattern.count <= bytes.count else { return 0 }
    return (0...(bytes.count - pattern.count)).filter {
      bytes[$0..<$0 + pattern.count].elementsEqual(pattern)
    }.count
  }

  @Test func withAPixelProtocolThePictureIsPlacedOverBlankCells() throws {
    let (window, view) = window(graphics: Self.kitty)
    let buffer = window.render()
    let placement = try #require(buffer.imagePlacements.first)
    #expect(buffer.imagePlacements.count == 1)
    #expect(placement.id == view.placementID)
    #expect(placement.graphicsProtocol == .kitty)
    // 10×10 pixels in cells of 10×20 pixels: twice as wide as tall, centered.
    #expect(placement.rect == Rect(x: 5, y: 0, width: 10, height: 5))
    #expect(view.imageFrame == placement.rect)
    #expect(buffer.lines.allSatisfy { $0.isEmpty })
    let start = Array("\u{1B}_Gi=\(view.placementID),q=2,C=1,".utf8)
    #expect(placement.payload.starts(with: start))
    #expect(String(decoding: placement.payload, as: UTF8.self).contains("a=T"))
  }

  @Test(arguments: [GraphicsProtocol.iterm2, .sixel])
  func otherProtocolsArePlacedAsLibchafaMakesThem(graphicsProtocol: GraphicsProtocol) throws {
    let (window, _) = window(graphics: TerminalGraphics(pixelProtocol: graphicsProtocol))
    let placement = try #require(window.render().imagePlacements.first)
    #expect(placement.graphicsProtocol == graphicsProtocol)
    #expect(placement.payload.starts(with: graphicsProtocol.introducer))
  }

  @Test func withSymbolsNothingIsPlaced() {
    let (window, view) = window(graphics: .symbols)
    let buffer = window.render()
    #expect(buffer.imagePlacements.isEmpty)
    #expect(Colors.shows(buffer[7, 2], (0, 255, 0)))
    #expect(view.graphics == .symbols)
  }

  @Test func thePayloadIsWrittenOnceAndGoesWhenCovered() {
    let (window, view) = window(graphics: Self.kitty)
    let terminal = HeadlessTerminal(width: 20, height: 5)
    terminal.render(window.render())
    window.setNeedsDisplay()
    terminal.render(window.render())
    let introducer = Array("\u{1B}_Gi=\(view.placementID),q=2".utf8)
    #expect(Self.count(introducer, in: terminal.bytesWritten) == 1)
    #expect(terminal.anomalies.isEmpty)
    // A modal drawn over part of the picture takes it down (kitty: deleted by id).
    let cover = Label("over")
    window.present(cover, placement: .centered, modal: true)
    let covered = window.render()
    #expect(covered.imagePlacements.isEmpty)
    terminal.render(covered)
    let delete = GraphicsSequences.kittyDelete(id: view.placementID)
    #expect(Self.count(delete, in: terminal.bytesWritten) == 1)
    #expect(terminal.lines.contains { $0.contains("over") })
  }

  @Test func aNewPictureIsANewContentAndAResizeANewPayload() throws {
    let (window, view) = window(graphics: Self.kitty)
    let first = try #require(window.render().imagePlacements.first)
    #expect(try #require(window.render().imagePlacements.first).content == first.content)
    view.image = image(.solid(width: 10, height: 10, 255, 0, 0))
    let second = try #require(window.render().imagePlacements.first)
    #expect(second.content != first.content)
    window.resize(Size(width: 10, height: 5))
    let third = try #require(window.render().imagePlacements.first)
    #expect(third.content != second.content)
    #expect(third.rect == Rect(x: 0, y: 0, width: 10, height: 5))
  }

  @Test @MainActor func theBackgroundMakesThePayloadAndTheViewPlacesIt() async throws {
    let picture = image(.solid(width: 10, height: 10, 0, 0, 255))
    let view = ImageView(image: picture)
    // A scheduler the test runs by hand, so the first frame always comes before the payload.
    let background = TestScheduler(initialClock: 0)
    view.renderScheduler = background
    let window = Window(rootView: view, size: Size(width: 20, height: 5))
    window.graphics = Self.kitty
    let first = window.render()
    #expect(first.imagePlacements.isEmpty)
    #expect(first.lines.contains { $0.contains("Loading") })
    background.start()
    #expect(
      picture.cachedPixelImage(
        fitting: Size(width: 20, height: 5), protocol: .kitty, cellWidth: 10, cellHeight: 20)
        != nil)
    await imageFixtureDrainMainQueue()
    #expect(window.needsDisplay)
    #expect(window.render().imagePlacements.count == 1)
  }
}
