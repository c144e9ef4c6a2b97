import Dispatch
import Foundation
import Testing
import TrellisRx
import TrellisRxTest
import TrellisTerminal
import TrellisUI

@testable import TrellisImages

@Suite struct TerminalImageTests {
  let red = ImageFixtureEncoder.png(.solid(width: 40, height: 20, 255, 0, 0))

  @Test func decodingKeepsTheFormatAndSize() throws {
    let image = try TerminalImage(data: red)
    #expect(image.format == .png)
    #expect(image.width == 40 && image.height == 20)
    let bmp = try TerminalImage(data: ImageFixtureEncoder.bmp(.stripes(width: 6, height: 2)))
    #expect(bmp.format == .bmp)
    #expect(TerminalImage(ImageFixtureColors.decoded(.gradient(width: 2, height: 2))).format == nil)
  }

  @Test func brokenDataThrowsTheDecodersError() {
    #expect(throws: ImageError.unsupportedFormat) { try TerminalImage(data: Data("GIF? no".utf8)) }
    #expect(throws: ImageError.emptyData) { try TerminalImage(data: Data()) }
  }

  @Test func renderingAgainAtTheSameSizeUsesTheCache() throws {
    let image = try TerminalImage(data: red)
    let first = try image.rendered(fitting: Size(width: 10, height: 5))
    let second = try image.rendered(fitting: Size(width: 10, height: 5))
    #expect(first == second)
    #expect(image.renderCount == 1)
    // A different box giving the same fitted grid (10×3) is the same rendering.
    _ = try image.rendered(fitting: Size(width: 10, height: 4))
    #expect(image.renderCount == 1)
    #expect(image.cachedRendering(fitting: Size(width: 10, height: 5)) == first)
    #expect(image.cachedRendering(fitting: Size(width: 20, height: 10)) == nil)
    _ = try image.rendered(fitting: Size(width: 20, height: 10))
    #expect(image.renderCount == 2)
    // Another renderer is another rendering.
    _ = try image.rendered(
      fitting: Size(width: 10, height: 5), renderer: ImageRenderer(colorDepth: .ansi16))
    #expect(image.renderCount == 3)
  }

  @Test func theCacheKeepsOnlyTheMostRecentSizes() throws {
    let image = try TerminalImage(data: red)
    for width in 1...(TerminalImage.cacheCapacity + 1) {
      _ = try image.rendered(fitting: Size(width: width * 2, height: 50))
    }
    #expect(image.renderCount == TerminalImage.cacheCapacity + 1)
    #expect(image.cachedRendering(fitting: Size(width: 2, height: 50)) == nil)
    #expect(image.cachedRendering(fitting: Size(width: 4, height: 50)) != nil)
  }

  @Test func pixelPayloadsAreCachedToo() throws {
    let image = try TerminalImage(data: red)
    let first = try image.pixelImage(fitting: Size(width: 8, height: 4), protocol: .kitty)
    let second = try image.pixelImage(fitting: Size(width: 8, height: 4), protocol: .kitty)
    #expect(first == second)
    #expect(image.renderCount == 1)
    _ = try image.pixelImage(fitting: Size(width: 8, height: 4), protocol: .sixel)
    #expect(image.renderCount == 2)
  }

  @Test @MainActor func loadDecodesInTheBackgroundAndDeliversOnTheMainThread() async throws {
    let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let delivered = try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<(TerminalImage, Bool), Error>) in
      _ = TerminalImage.load(
        data: Data(red), scheduler: background, prerenderFitting: Size(width: 10, height: 5)
      ).subscribe(
        onSuccess: { continuation.resume(returning: ($0, MainScheduler.isMainThread)) },
        onFailure: { continuation.resume(throwing: $0) })
    }
    #expect(delivered.1)
    #expect(delivered.0.width == 40)
    // It was rendered for the box before delivery.
    #expect(delivered.0.cachedRendering(fitting: Size(width: 10, height: 5)) != nil)
  }

  @Test func loadDeliversDecodingErrors() async {
    let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
    let truncated = Data(red.prefix(40))
    do {
      _ = try await TerminalImage.load(data: truncated, scheduler: background).value
      Issue.record("a truncated PNG loaded")
    } catch {
      guard case .corrupt(.png, _)? = error as? ImageError else {
        Issue.record("wrong error \(error)")
        return
      }
    }
  }

  @Test @MainActor func loadWaitsForItsScheduler() async {
    let scheduler = TestScheduler(initialClock: 0)
    var loaded: TerminalImage?
    let subscription = TerminalImage.load(data: Data(red), scheduler: scheduler)
      .subscribe(onSuccess: { loaded = $0 })
    #expect(loaded == nil)
    scheduler.start()
    await imageFixtureDrainMainQueue()
    #expect(loaded?.height == 20)
    subscription.dispose()
  }
}
