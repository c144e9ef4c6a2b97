import Testing

@testable import TrellisImages

/// JPEG through libjpeg-turbo: full and DCT-scaled decodes, the factor chosen, and damage.
@Suite struct TurboJPEGDecoderTests {
  let decoder = ImageDecoder()

  /// 640×480 in four quadrants: red, green / blue, white.
  static let quadrants = ImageFixturePixels(width: 640, height: 480) { x, y in
    switch (x < 320, y < 240) {
    case (true, true): return (220, 30, 30, 255)
    case (false, true): return (30, 200, 40, 255)
    case (true, false): return (30, 40, 210, 255)
    case (false, false): return (245, 245, 245, 255)
    }
  }

  static let quadrantsJPEG: [UInt8] = {
    (try? ImageEncoder.jpeg(ImageFixtureColors.decoded(quadrants), quality: 90)) ?? []
  }()

  /// Whether the centre of each quadrant of `image` has the quadrant's colour.
  func expectQuadrants(_ image: DecodedImage, tolerance: Int = 24) {
    let centres = [(1, 1), (3, 1), (1, 3), (3, 3)].map {
      (image.width * $0.0 / 4, image.height * $0.1 / 4)
    }
    let colours = [(220, 30, 30), (30, 200, 40), (30, 40, 210), (245, 245, 245)]
    for (centre, colour) in zip(centres, colours) {
      guard let pixel = image.pixel(x: centre.0, y: centre.1) else {
        Issue.record("no pixel at \(centre)")
        continue
      }
      let difference = max(
        abs(Int(pixel.red) - colour.0), abs(Int(pixel.green) - colour.1),
        abs(Int(pixel.blue) - colour.2))
      #expect(difference <= tolerance, "at \(centre): \(pixel), wanted \(colour)")
      #expect(pixel.alpha == 255)
    }
  }

  @Test func aFullDecodeKeepsTheSizeAndColours() throws {
    let image = try decoder.decode(Self.quadrantsJPEG)
    #expect(image.width == 640 && image.height == 480)
    expectQuadrants(image)
    #expect(
      try decoder.info(Self.quadrantsJPEG) == ImageInfo(format: .jpeg, width: 640, height: 480))
  }

  @Test(arguments: [
    ((80, 40), (80, 60)),  // 1/8 covers
    ((100, 40), (160, 120)),  // 1/8 is 80 wide, too narrow: 1/4
    ((200, 200), (320, 240)),  // 3/8 is 180 high, too short: 1/2
    ((200, 150), (240, 180)),  // 3/8
    ((1, 1), (80, 60)),  // the smallest there is
    ((0, 0), (80, 60)),  // an empty target counts as 1×1
    ((640, 10), (640, 480)),  // only 1/1 is wide enough
    ((5000, 5000), (640, 480)),  // never upscaled
  ])
  func aTargetPicksTheSmallestCoveringScale(target: (Int, Int), expected: (Int, Int)) throws {
    let image = try decoder.decode(Self.quadrantsJPEG, fitting: (target.0, target.1))
    #expect(image.width == expected.0 && image.height == expected.1)
    expectQuadrants(image, tolerance: 30)
  }

  @Test func theFactorForTheBenchmarkThumbnail() {
    // A 1920×1280 photo for a 40×20-cell thumbnail of about 80×80 pixels: 1/8, 240×160.
    let factor = TurboJPEGDecoder.scalingFactor(width: 1920, height: 1280, fitting: (80, 80))
    #expect(factor == .init(numerator: 1, denominator: 8))
    let wide = TurboJPEGDecoder.scalingFactor(width: 1920, height: 1280, fitting: (300, 100))
    #expect(wide == .init(numerator: 1, denominator: 4))
    #expect(TurboJPEGDecoder.scalingFactor(width: 1920, height: 1280, fitting: nil).numerator == 1)
    #expect(TurboJPEGDecoder.scalingFactors.first == .init(numerator: 1, denominator: 8))
    #expect(TurboJPEGDecoder.scalingFactors.last == .init(numerator: 1, denominator: 1))
  }

  @Test func oddSizesRoundUpAsLibjpegTurboDoes() throws {
    let fixture = ImageFixturePixels.solid(width: 33, height: 17, 90, 120, 200)
    let bytes = try ImageEncoder.jpeg(ImageFixtureColors.decoded(fixture), quality: 95)
    let image = try decoder.decode(bytes, fitting: (1, 1))
    #expect(image.width == 5 && image.height == 3)  // ⌈33/8⌉ × ⌈17/8⌉
    #expect(image.pixels.count == 5 * 3 * 4)
  }

  @Test func aTruncatedJPEGIsCorrupt() {
    let cut = Array(Self.quadrantsJPEG.prefix(Self.quadrantsJPEG.count * 2 / 3))
    #expect(throws: ImageError.self) { try decoder.decode(cut) }
    do {
      _ = try decoder.decode(cut)
    } catch let error as ImageError {
      guard case .corrupt(.jpeg, let reason) = error else {
        Issue.record("wrong error: \(error)")
        return
      }
      #expect(reason.contains("Premature end"))
    } catch {
      Issue.record("not an ImageError: \(error)")
    }
  }

  @Test func aJPEGWithoutItsQuantizationTablesIsCorrupt() {
    var bytes = Self.quadrantsJPEG
    // Turn every quantization table marker (DQT, FFDB) into a comment (FFFE).
    for index in 0..<(bytes.count - 1) where bytes[index] == 0xFF && bytes[index + 1] == 0xDB {
      bytes[index + 1] = 0xFE
    }
    #expect {
      try decoder.decode(bytes)
    } throws: { error in
      guard case .corrupt(.jpeg, let reason)? = error as? ImageError else { return false }
      return !reason.isEmpty
    }
  }

  @Test func aHeaderOnlyJPEGIsCorruptNotEmpty() {
    // Up to the start of scan: the header reads, the pixels do not.
    let bytes = Self.quadrantsJPEG
    guard
      let scan = (0..<(bytes.count - 1)).first(where: { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA }
      )
    else {
      Issue.record("no start of scan")
      return
    }
    #expect(throws: ImageError.self) { try decoder.decode(Array(bytes.prefix(scan))) }
  }

  @Test func aHeaderOf30000PixelsASideIsRefusedBeforeDecoding() throws {
    var bytes = try ImageEncoder.jpeg(
      ImageFixtureColors.decoded(.solid(width: 8, height: 8, 1, 2, 3)), quality: 50)
    guard
      let frame = (0..<(bytes.count - 1)).first(where: {
        bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0
      })
    else {
      Issue.record("no start of frame")
      return
    }
    bytes.replaceSubrange((frame + 5)...(frame + 8), with: [0x75, 0x30, 0x75, 0x30])
    // Decoding the 8×8 of data as 30000×30000 would fail as corrupt, not as too large.
    #expect(throws: ImageError.tooLarge(width: 30_000, height: 30_000, limits: .standard)) {
      try decoder.decode(bytes, fitting: (10, 10))
    }
  }
}
