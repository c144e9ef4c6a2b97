import Dispatch
import Foundation
import Testing
import TrellisRx
import TrellisRxTest
import TrellisTerminal
import TrellisUI

@testable import TrellisImages

/// An error whose description carries terminal escapes, as text from outside may.
struct ImageFixtureHostileError: Error, CustomStringConvertible {
  var description: String { "bad\u{1B}[2Jname" }
}

@Suite @MainActor struct ImageViewTests {
  typealias Colors = ImageFixtureColors

  func image(_ fixture: ImageFixturePixels) -> TerminalImage {
    TerminalImage(Colors.decoded(fixture))
  }

  func synchronousView(_ image: TerminalImage? = nil) -> ImageView {
    let view = ImageView(image: image)
    view.renderScheduler = nil
    return view
  }

  @Test func withoutAnImageItShowsADimPlaceholder() {
    let window = Window(rootView: ImageView(), size: Size(width: 20, height: 5))
    let buffer = window.render()
    #expect(
      buffer.lines == [
        "┌──────────────────┐",
        "│                  │",
        "│     No image     │",
        "│                  │",
        "└──────────────────┘",
      ])
    #expect(buffer[6, 2].style == Style(attributes: .dim))
    #expect(buffer[0, 0].style == Style(attributes: .dim))
  }

  @Test func aSmallFrameShowsJustThePlaceholderText() {
    let view = ImageView()
    view.placeholderText = "no\u{7}pic"
    let window = Window(rootView: view, size: Size(width: 12, height: 1))
    #expect(window.render().lines == ["   no␇pic"])
  }

  @Test func theImageFillsTheFrameCenteredWithItsAspectKept() {
    let view = synchronousView(image(.solid(width: 40, height: 20, 255, 0, 0)))
    let window = Window(rootView: view, size: Size(width: 10, height: 5))
    let buffer = window.render()
    #expect(view.imageFrame == Rect(x: 0, y: 1, width: 10, height: 3))
    for column in 0..<10 {
      #expect(buffer[column, 0] == .blank)
      #expect(buffer[column, 4] == .blank)
      for row in 1...3 { #expect(Colors.shows(buffer[column, row], (255, 0, 0))) }
    }
  }

  @Test func aSquareImageIsCenteredHorizontally() {
    let view = synchronousView(image(.halves(width: 10, height: 10)))
    let window = Window(rootView: view, size: Size(width: 20, height: 5))
    let buffer = window.render()
    #expect(view.imageFrame == Rect(x: 5, y: 0, width: 10, height: 5))
    for row in 0..<5 {
      #expect(buffer[4, row] == .blank)
      #expect(buffer[15, row] == .blank)
      #expect(Colors.shows(buffer[6, row], (255, 0, 0)))
      #expect(Colors.shows(buffer[13, row], (0, 0, 255)))
    }
  }

  @Test func theFittingSizeKeepsTheAspect() {
    let view = ImageView(image: image(.solid(width: 40, height: 20, 1, 2, 3)))
    #expect(view.sizeThatFits(Size(width: 10, height: 5)) == Size(width: 10, height: 3))
    #expect(ImageView().sizeThatFits(Size(width: 7, height: 2)) == Size(width: 7, height: 2))
  }

  @Test func anErrorShowsItsMessageWrappedInRed() {
    let view = ImageView()
    view.showError(ImageError.unsupportedFormat)
    let window = Window(rootView: view, size: Size(width: 40, height: 6))
    let buffer = window.render()
    #expect(
      buffer.lines == [
        "┌──────────────────────────────────────┐",
        "│  This is not a PNG, JPEG, WebP, GIF  │",
        "│  or BMP image; convert it to one of  │",
        "│            those formats.            │",
        "│                                      │",
        "└──────────────────────────────────────┘",
      ])
    #expect(buffer[3, 1].style == Style(foreground: .red))
    #expect(view.errorMessage == ImageError.unsupportedFormat.message)
    #expect(view.image == nil)
  }

  @Test func aLongErrorIsCutWithAnEllipsis() {
    let view = ImageView()
    view.showError(ImageError.unsupportedFormat)
    let window = Window(rootView: view, size: Size(width: 20, height: 1))
    #expect(window.render().lines == ["This is not a PNG,…"])
  }

  @Test func errorTextFromOutsideIsSanitized() {
    let view = ImageView()
    view.showError(ImageFixtureHostileError())
    let window = Window(rootView: view, size: Size(width: 14, height: 1))
    let line = window.render().lines[0]
    #expect(line == " bad␛[2Jname")
    #expect(!line.unicodeScalars.contains { $0.value == 0x1B })
  }

  @Test func settingAnImageClearsTheError() {
    let view = synchronousView()
    view.showError(ImageError.emptyData)
    view.image = image(.solid(width: 2, height: 2, 0, 0, 255))
    #expect(view.errorMessage == nil)
    let window = Window(rootView: view, size: Size(width: 4, height: 2))
    #expect(Colors.shows(window.render()[1, 0], (0, 0, 255)))
  }

  @Test func aPictureTooBigToRenderBecomesAnError() {
    let view = synchronousView(image(.solid(width: 10_000, height: 1, 9, 9, 9)))
    let window = Window(rootView: view, size: Size(width: 5_000, height: 1))
    let line = window.render().lines[0]
    #expect(line.contains("could not be drawn"))
    #expect(view.errorMessage?.contains("4096") == true)
  }

  @Test func thePixelPayloadIsPlacedWhereTheViewShowsThePicture() throws {
    let view = ImageView(image: image(.solid(width: 10, height: 10, 0, 255, 0)))
    let window = Window(rootView: view, size: Size(width: 20, height: 5))
    window.layoutIfNeeded()
    let payload = try view.pixelImage(protocol: .kitty)
    #expect(payload?.frame == Rect(x: 5, y: 0, width: 10, height: 5))
    #expect(payload?.bytes.starts(with: PixelProtocol.kitty.introducer) == true)
    #expect(try ImageView().pixelImage(protocol: .sixel) == nil)
  }
}
