import Foundation
import Testing
import TrellisUI

@testable import TrellisImages

@Suite struct ImageDecoderTests {
  let decoder = ImageDecoder()

  func expectPixels(_ image: DecodedImage, match fixture: ImageFixturePixels, tolerance: Int = 0) {
    #expect(image.width == fixture.width)
    #expect(image.height == fixture.height)
    #expect(image.pixels.count == fixture.width * fixture.height * 4)
    var worst = 0
    for (decoded, expected) in zip(image.pixels, fixture.rgba) {
      worst = max(worst, abs(Int(decoded) - Int(expected)))
    }
    #expect(worst <= tolerance, "largest channel difference \(worst)")
  }

  @Test func pngStripesDecodeToTheSamePixels() throws {
    let fixture = ImageFixturePixels.stripes(width: 9, height: 4)
    let image = try decoder.decode(ImageFixtureEncoder.png(fixture))
    expectPixels(image, match: fixture)
    #expect(image.pixel(x: 0, y: 0) == DecodedImage.RGBA(red: 255, green: 0, blue: 0))
    #expect(image.pixel(x: 4, y: 3) == DecodedImage.RGBA(red: 0, green: 255, blue: 0))
    #expect(image.pixel(x: 8, y: 2) == DecodedImage.RGBA(red: 0, green: 0, blue: 255))
    #expect(image.pixel(x: 9, y: 0) == nil)
    #expect(image.rowStride == 36)
  }

  @Test func pngWithoutAlphaBecomesOpaqueRGBA() throws {
    let fixture = ImageFixturePixels.gradient(width: 16, height: 3)
    let image = try decoder.decode(Data(ImageFixtureEncoder.png(fixture, alpha: false)))
    expectPixels(image, match: fixture)
    #expect(image.pixel(x: 15, y: 0) == DecodedImage.RGBA(red: 255, green: 255, blue: 255))
  }

  @Test func pngKeepsTransparency() throws {
    let fixture = ImageFixturePixels(width: 2, height: 1) { x, _ in (10, 20, 30, x == 0 ? 0 : 128) }
    let image = try decoder.decode(ImageFixtureEncoder.png(fixture))
    #expect(image.pixel(x: 0, y: 0)?.alpha == 0)
    #expect(image.pixel(x: 1, y: 0) == DecodedImage.RGBA(red: 10, green: 20, blue: 30, alpha: 128))
  }

  @Test func aLargePngSpanningSeveralStoredBlocksDecodes() throws {
    let fixture = ImageFixturePixels.checkerboard(width: 200, height: 120, cell: 10)
    let image = try decoder.decode(ImageFixtureEncoder.png(fixture))
    expectPixels(image, match: fixture)
  }

  @Test func bmpDecodesTopRowFirst() throws {
    let fixture = ImageFixturePixels(width: 5, height: 3) { x, y in
      (UInt8(x * 50), UInt8(y * 100), 7, 255)
    }
    let image = try decoder.decode(ImageFixtureEncoder.bmp(fixture))
    expectPixels(image, match: fixture)
  }

  @Test func gifDecodesItsFirstFrame() throws {
    let fixture = ImageFixturePixels.checkerboard(width: 30, height: 20, cell: 3)
    let image = try decoder.decode(ImageFixtureEncoder.gif(fixture))
    expectPixels(image, match: fixture)
  }

  @Test func jpegBlocksDecodeCloseToTheirColours() throws {
    let fixture = ImageFixturePixels(width: 16, height: 8) { x, _ in
      x < 8 ? (200, 30, 40, 255) : (20, 180, 60, 255)
    }
    let bytes = ImageFixtureJPEG.encode(fixture)
    #expect(try decoder.info(bytes) == ImageInfo(format: .jpeg, width: 16, height: 8))
    let image = try decoder.decode(bytes)
    expectPixels(image, match: fixture, tolerance: 6)
  }

  @Test func infoReadsTheHeaderOnly() throws {
    let header = ImageFixtureEncoder.pngHeaderOnly(width: 640, height: 480)
    #expect(try decoder.info(header) == ImageInfo(format: .png, width: 640, height: 480))
    #expect(throws: ImageError.self) { try decoder.decode(header) }
  }

  @Test func emptyDataIsRefused() {
    #expect(throws: ImageError.emptyData) { try decoder.decode(Data()) }
    #expect(throws: ImageError.emptyData) { try decoder.decode([UInt8]()) }
  }

  @Test func randomBytesAreNotAnImage() {
    var random = ImageFuzzRandom(seed: 7)
    let bytes = random.bytes(4096)
    #expect(throws: ImageError.unsupportedFormat) { try decoder.decode(bytes) }
    #expect(throws: ImageError.unsupportedFormat) { try decoder.decode(Array("hello".utf8)) }
    #expect(ImageError.unsupportedFormat.message.contains("PNG, JPEG, WebP, GIF or BMP"))
  }

  @Test func aTruncatedPngIsCorruptNamingTheFormat() throws {
    let bytes = ImageFixtureEncoder.png(.stripes(width: 30, height: 30))
    let cut = Array(bytes.prefix(bytes.count / 2))
    do {
      _ = try decoder.decode(cut)
      Issue.record("a truncated PNG decoded")
    } catch let error as ImageError {
      guard case .corrupt(.png, let reason) = error else {
        Issue.record("wrong error: \(error)")
        return
      }
      #expect(!reason.isEmpty)
      #expect(error.message.hasPrefix("The PNG image is truncated or corrupt"))
    }
  }

  @Test func aHeaderClaimingHugeDimensionsIsRefusedBeforeDecoding() {
    // Only a header: had the decoder tried to decode it, it would report corruption.
    let header = ImageFixtureEncoder.pngHeaderOnly(width: 100_000, height: 100_000)
    #expect(
      throws: ImageError.tooLarge(width: 100_000, height: 100_000, limits: .standard)
    ) { try decoder.decode(header) }
    let message = ImageError.tooLarge(width: 100_000, height: 100_000, limits: .standard).message
    #expect(message.contains("100000×100000"))
    #expect(message.contains("8192×8192"))
  }

  @Test func eachLimitIsEnforcedFromTheHeader() throws {
    let bytes = ImageFixtureEncoder.png(.solid(width: 20, height: 10, 1, 2, 3))
    let narrow = ImageLimits(maxWidth: 19, maxHeight: 100, maxPixels: 10_000)
    let short = ImageLimits(maxWidth: 100, maxHeight: 9, maxPixels: 10_000)
    let small = ImageLimits(maxWidth: 100, maxHeight: 100, maxPixels: 199)
    for limits in [narrow, short, small] {
      #expect(throws: ImageError.tooLarge(width: 20, height: 10, limits: limits)) {
        try ImageDecoder(limits: limits).decode(bytes)
      }
    }
    let exact = ImageLimits(maxWidth: 20, maxHeight: 10, maxPixels: 200)
    #expect(try ImageDecoder(limits: exact).decode(bytes).width == 20)
    let fewBytes = ImageLimits(maxWidth: 100, maxHeight: 100, maxPixels: 10_000, maxBytes: 10)
    #expect(throws: ImageError.tooManyBytes(count: bytes.count, limit: 10)) {
      try ImageDecoder(limits: fewBytes).decode(bytes)
    }
  }

  @Test func hugeGifJpegAndBmpHeadersAreRefusedWithTheirNumbers() {
    var gif = Array("GIF89a".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0]
    gif += [0x2C, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0]
    #expect(throws: ImageError.tooLarge(width: 65_535, height: 65_535, limits: .standard)) {
      try decoder.decode(gif)
    }
    var jpeg = ImageFixtureJPEG.encode(.solid(width: 8, height: 8, 1, 2, 3))
    if let sof = (0..<(jpeg.count - 1)).first(where: { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 }) {
      jpeg.replaceSubrange((sof + 5)...(sof + 8), with: [0xFD, 0xE8, 0xFD, 0xE8])  // 65000×65000
    }
    #expect(throws: ImageError.tooLarge(width: 65_000, height: 65_000, limits: .standard)) {
      try decoder.decode(jpeg)
    }
    let bmp = ImageFixtureEncoder.bmpHeaders(width: 50_000, height: 3, dataSize: 0)
    #expect(throws: ImageError.tooLarge(width: 50_000, height: 3, limits: .standard)) {
      try decoder.decode(bmp)
    }
  }

  @Test func aPngChunkClaimingMoreBytesThanThereAreIsRefused() {
    var bytes = ImageFixtureEncoder.pngSignature
    bytes += ImageFixtureEncoder.chunk("IHDR", ImageFixtureEncoder.ihdr(4, 4, colorType: 6))
    bytes += ImageFixtureEncoder.bigEndian32(0x7FFF_FFF0) + Array("IDAT".utf8) + [0x78, 0x01]
    #expect(
      throws: ImageError.corrupt(format: .png, reason: "a chunk runs past the end of the data")
    ) { try decoder.decode(bytes) }
  }

  @Test func aZeroSizedHeaderIsRefused() {
    let header = ImageFixtureEncoder.pngHeaderOnly(width: 0, height: 10)
    #expect(throws: ImageError.self) { try decoder.decode(header) }
  }

  @Test func formatsAreSniffedFromTheirSignatures() {
    #expect(ImageFormat(sniffing: ImageFixtureEncoder.pngSignature) == .png)
    #expect(ImageFormat(sniffing: [0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
    #expect(ImageFormat(sniffing: Array("GIF87a".utf8)) == .gif)
    #expect(ImageFormat(sniffing: Array("BM".utf8)) == .bmp)
    #expect(ImageFormat(sniffing: Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == .webp)
    #expect(ImageFormat(sniffing: Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8)) == nil)
    #expect(ImageFormat(sniffing: Array("RIFF\u{0}\u{0}\u{0}\u{0}WEB".utf8)) == nil)
    #expect(ImageFormat(sniffing: [0x00, 0x00, 0x02, 0x00]) == nil)  // a TGA header
    #expect(ImageFormat(sniffing: [0x89, 0x50]) == nil)
  }
}
