import Testing

@testable import TrellisImages

/// The encoders, each checked by decoding what it wrote.
@Suite struct ImageEncoderTests {
  let decoder = ImageDecoder()
  static let picture = ImageFixtureColors.decoded(
    ImageFixturePixels(width: 48, height: 32) { x, y in
      (UInt8(x * 5), UInt8(y * 7), UInt8((x + y) * 2), x < 24 ? 255 : 100)
    })

  /// The largest channel difference between `image` and `picture` (alpha only if asked).
  func worstDifference(_ image: DecodedImage, alpha: Bool) -> Int {
    var worst = 0
    for index in image.pixels.indices where alpha || index % 4 != 3 {
      worst = max(worst, abs(Int(image.pixels[index]) - Int(Self.picture.pixels[index])))
    }
    return worst
  }

  @Test func pngIsLossless() throws {
    let bytes = try ImageEncoder.png(Self.picture)
    #expect(ImageFormat(sniffing: bytes) == .png)
    #expect(try decoder.decode(bytes) == Self.picture)
  }

  @Test func jpegComesBackCloseAndOpaque() throws {
    let bytes = try ImageEncoder.jpeg(Self.picture, quality: 95)
    #expect(ImageFormat(sniffing: bytes) == .jpeg)
    let image = try decoder.decode(bytes)
    #expect(image.width == 48 && image.height == 32)
    #expect(worstDifference(image, alpha: false) <= 24)
    #expect(image.pixel(x: 40, y: 5)?.alpha == 255)
  }

  @Test func jpegQualityChangesTheSize() throws {
    let board = ImageFixtureColors.decoded(.checkerboard(width: 64, height: 64, cell: 3))
    let low = try ImageEncoder.jpeg(board, quality: 10)
    let high = try ImageEncoder.jpeg(board, quality: 100)
    #expect(low.count < high.count)
    #expect(try ImageEncoder.jpeg(board, quality: -5) == ImageEncoder.jpeg(board, quality: 1))
  }

  @Test func webpComesBackCloseWithItsAlpha() throws {
    let bytes = try ImageEncoder.webp(Self.picture, quality: 95)
    #expect(ImageFormat(sniffing: bytes) == .webp)
    let image = try decoder.decode(bytes)
    #expect(image.width == 48 && image.height == 32)
    #expect(worstDifference(image, alpha: false) <= 40)
    #expect(image.pixel(x: 40, y: 5)?.alpha == 100)
    #expect(image.pixel(x: 5, y: 5)?.alpha == 255)
  }

  @Test func aWebPTooWideForTheFormatIsAnEncodingError() throws {
    let wide = try #require(
      DecodedImage(width: 17_000, height: 1, pixels: [UInt8](repeating: 0, count: 17_000 * 4)))
    #expect {
      try ImageEncoder.webp(wide, quality: 50)
    } throws: { error in
      guard case .encodingFailed(.webp, let reason)? = error as? ImageError else { return false }
      return reason.contains("16383")
    }
    let message = ImageError.encodingFailed(format: .webp, reason: "x").message
    #expect(message.contains("could not be encoded as WebP"))
  }
}
