import Testing

@testable import TrellisImages

/// WebP through libwebp: round trips, scaling while decoding, damage and huge headers.
@Suite struct WebPImageDecoderTests {
  let decoder = ImageDecoder()

  /// 200×100: left half orange, right half half-transparent teal.
  static let halves = ImageFixturePixels(width: 200, height: 100) { x, _ in
    x < 100 ? (240, 140, 20, 255) : (20, 160, 170, 128)
  }

  static let halvesWebP: [UInt8] = {
    (try? ImageEncoder.webp(ImageFixtureColors.decoded(halves), quality: 90)) ?? []
  }()

  func expectClose(_ pixel: DecodedImage.RGBA?, _ wanted: (Int, Int, Int, Int), tolerance: Int = 12)
  {
    guard let pixel else {
      Issue.record("no pixel")
      return
    }
    let difference = max(
      abs(Int(pixel.red) - wanted.0), abs(Int(pixel.green) - wanted.1),
      abs(Int(pixel.blue) - wanted.2), abs(Int(pixel.alpha) - wanted.3))
    #expect(difference <= tolerance, "\(pixel), wanted \(wanted)")
  }

  @Test func aWebPRoundTripsWithItsColoursAndAlpha() throws {
    #expect(ImageFormat(sniffing: Self.halvesWebP) == .webp)
    #expect(try decoder.info(Self.halvesWebP) == ImageInfo(format: .webp, width: 200, height: 100))
    let image = try decoder.decode(Self.halvesWebP)
    #expect(image.width == 200 && image.height == 100)
    expectClose(image.pixel(x: 40, y: 50), (240, 140, 20, 255))
    expectClose(image.pixel(x: 160, y: 50), (20, 160, 170, 128))
  }

  @Test(arguments: [
    ((50, 10), (50, 25)),  // the width governs
    ((10, 50), (100, 50)),  // the height governs
    ((1, 1), (2, 1)),  // the smallest with the aspect kept
    ((300, 10), (200, 100)),  // never upscaled
  ])
  func aTargetScalesWhileDecoding(target: (Int, Int), expected: (Int, Int)) throws {
    let image = try decoder.decode(Self.halvesWebP, fitting: (target.0, target.1))
    #expect(image.width == expected.0 && image.height == expected.1)
    expectClose(
      image.pixel(x: image.width / 5, y: image.height / 2), (240, 140, 20, 255), tolerance: 16)
  }

  @Test func aTruncatedWebPIsCorrupt() {
    let cut = Array(Self.halvesWebP.prefix(Self.halvesWebP.count / 2))
    #expect(throws: ImageError.corrupt(format: .webp, reason: "the data ends early")) {
      try decoder.decode(cut)
    }
  }

  @Test func aDamagedWebPIsCorrupt() {
    var bytes = Self.halvesWebP
    // The chunk after the RIFF header gets a name libwebp does not know.
    bytes.replaceSubrange(12..<16, with: Array("VP9 ".utf8))
    #expect {
      try decoder.decode(bytes)
    } throws: { error in
      guard case .corrupt(.webp, _)? = error as? ImageError else { return false }
      return true
    }
  }

  @Test func aCanvasOf30000PixelsASideIsRefusedBeforeDecoding() {
    // RIFF header, then a VP8X chunk (10 bytes) claiming a 30000×30000 canvas, and nothing
    // else: decoding it would fail for want of data, not for size.
    let side = ImageFixtureEncoder.littleEndian(30_000 - 1, bytes: 3)
    let vp8x =
      Array("VP8X".utf8) + ImageFixtureEncoder.littleEndian(10, bytes: 4) + [0, 0, 0, 0]
      + side + side
    let bytes =
      Array("RIFF".utf8) + ImageFixtureEncoder.littleEndian(4 + vp8x.count, bytes: 4)
      + Array("WEBP".utf8) + vp8x
    #expect(throws: ImageError.tooLarge(width: 30_000, height: 30_000, limits: .standard)) {
      try decoder.decode(bytes)
    }
  }

  @Test func theCoveringSizeKeepsTheAspect() {
    #expect(
      WebPImageDecoder.coveringSize(width: 1920, height: 1280, fitting: (80, 80)) == (120, 80))
    #expect(WebPImageDecoder.coveringSize(width: 1920, height: 1280, fitting: nil) == (1920, 1280))
    #expect(WebPImageDecoder.coveringSize(width: 7, height: 3, fitting: (0, 0)) == (3, 1))
  }
}
