import Testing

@testable import TrellisImages

/// BlurHash against values from the reference implementation (woltapp/blurhash, its C
/// encoder and decoder, built outside this repository), and malformed hashes.
@Suite struct BlurHashTests {
  static let sample = "LEHV6nWB2yk8pyo0adR*.7kCMdnj"

  /// Red rises to the right, green downwards, blue in diagonal bands.
  static func gradient(width: Int, height: Int) -> DecodedImage {
    ImageFixtureColors.decoded(
      ImageFixturePixels(width: width, height: height) { x, y in
        (
          UInt8(x * 255 / (width - 1)), UInt8(y * 255 / (height - 1)), UInt8((x + y) * 7 % 256),
          255
        )
      })
  }

  /// Left half red-ish, right half green-blue-ish; top and bottom differ in blue.
  static func blocks(width: Int, height: Int) -> DecodedImage {
    ImageFixtureColors.decoded(
      ImageFixturePixels(width: width, height: height) { x, y in
        let left = x < width / 2
        return (left ? 230 : 20, left ? 40 : 120, y < height / 2 ? 60 : 200, 255)
      })
  }

  @Test func decodingMatchesTheReference() throws {
    let image = try BlurHash.decode(Self.sample, width: 32, height: 32)
    #expect(image.width == 32 && image.height == 32)
    let reference: [((Int, Int), (Int, Int, Int))] = [
      ((0, 0), (135, 164, 177)), ((31, 0), (137, 166, 181)), ((0, 31), (136, 144, 147)),
      ((31, 31), (133, 142, 147)), ((16, 16), (158, 125, 108)), ((5, 20), (132, 139, 146)),
      ((20, 5), (170, 169, 163)),
    ]
    for ((x, y), (r, g, b)) in reference {
      let pixel = try #require(image.pixel(x: x, y: y))
      let difference = max(
        abs(Int(pixel.red) - r), abs(Int(pixel.green) - g), abs(Int(pixel.blue) - b))
      #expect(difference <= 1, "at (\(x), \(y)): \(pixel), reference (\(r), \(g), \(b))")
      #expect(pixel.alpha == 255)
    }
    // The reference's sum over all 32 × 32 × 4 bytes; float rounding may move a few by one.
    let sum = image.pixels.reduce(0) { $0 + Int($1) }
    #expect(abs(sum - 719_147) <= 64)
  }

  @Test func punchScalesTheContrast() throws {
    let flat = try BlurHash.decode(Self.sample, width: 16, height: 16, punch: 0.01)
    let strong = try BlurHash.decode(Self.sample, width: 16, height: 16, punch: 2)
    func spread(_ image: DecodedImage) -> Int {
      let reds = stride(from: 0, to: image.pixels.count, by: 4).map { Int(image.pixels[$0]) }
      return (reds.max() ?? 0) - (reds.min() ?? 0)
    }
    #expect(spread(flat) <= 2)
    #expect(spread(strong) > spread(try BlurHash.decode(Self.sample, width: 16, height: 16)))
  }

  @Test func theAverageColourIsTheFirstComponent() throws {
    let average = try #require(BlurHash.averageColor(of: Self.sample))
    #expect(average.red == 151 && average.green == 150 && average.blue == 149)  // "HV6n"
    #expect(
      BlurHash.averageColor(of: "00AV*Q").map { [$0.red, $0.green, $0.blue] } == [90, 150, 210])
    #expect(BlurHash.averageColor(of: "LEHV6nWB2yk8") == nil)
    #expect(BlurHash.averageColor(of: "") == nil)
  }

  @Test(arguments: [
    (4, 3, "L$Hewg2nwsX5l|W7jwe@gGfifUff"),
    (1, 1, "00Hewg"),
    (5, 2, "D$Hewg2nwsX5a{l|W7jwe@fO"),
    (
      9, 9,
      "|$Hewg2nwsX5a{ofWooeWol|W7jwe@fOe;fOe?fPgGfifUfffRflfPfjfPn+WrjrfOfTfNfPfRfRe.fQfQfSfOfOfTfOfPofWqjsfPfPfSfOfOfSepfPfQfRfPfPfOfSfOoyWqjtfPfPfRfRfPfOepfOfRfRfRfPfPfQfR"
    ),
  ])
  func encodingAGradientMatchesTheReference(x: Int, y: Int, hash: String) throws {
    #expect(
      try BlurHash.encode(Self.gradient(width: 32, height: 24), componentsX: x, componentsY: y)
        == hash)
  }

  @Test func encodingBlocksMatchesTheReference() throws {
    let image = Self.blocks(width: 40, height: 30)
    #expect(
      try BlurHash.encode(image, componentsX: 4, componentsY: 3) == "L~JYAM{lsBKNoDn%fQa{fOfQfQfQ")
    #expect(try BlurHash.encode(image, componentsX: 1, componentsY: 1) == "00JYAM")
    let solid = ImageFixtureColors.decoded(.solid(width: 40, height: 30, 90, 150, 210))
    #expect(try BlurHash.encode(solid, componentsX: 1, componentsY: 1) == "00AV*Q")
  }

  @Test func aBigPictureIsSampledDownAndStaysClose() throws {
    // Over 128×128 pixels, the encoder sums blocks (here 4×4 and 7×7, with partial blocks
    // at the edges) instead of every pixel: the hash must decode to nearly the same.
    for image in [Self.blocks(width: 600, height: 400), Self.gradient(width: 1001, height: 701)] {
      let sampled = try BlurHash.encode(image, componentsX: 5, componentsY: 4)
      let full = try BlurHash.encode(image, componentsX: 5, componentsY: 4, maxSamples: .max)
      #expect(sampled.count == full.count)
      #expect(sampled.prefix(6) == full.prefix(6))
      let decoded = try BlurHash.decode(sampled, width: 20, height: 15)
      let exact = try BlurHash.decode(full, width: 20, height: 15)
      let worst = zip(decoded.pixels, exact.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
      #expect(worst <= 4, "\(sampled) against \(full)")
    }
  }

  @Test func anEncodedHashDecodesBackToThePicturesColours() throws {
    let image = Self.blocks(width: 40, height: 30)
    let hash = try BlurHash.encode(image, componentsX: 6, componentsY: 4)
    let decoded = try BlurHash.decode(hash, width: 40, height: 30)
    let left = try #require(decoded.pixel(x: 5, y: 5))
    let right = try #require(decoded.pixel(x: 34, y: 25))
    #expect(left.red > 150 && left.blue < 120)
    #expect(right.red < 90 && right.blue > 150)
  }

  @Test func malformedHashesAreClearErrors() {
    #expect(throws: BlurHashError.tooShort(length: 5)) {
      try BlurHash.decode("LEHV6", width: 4, height: 4)
    }
    #expect(throws: BlurHashError.tooShort(length: 0)) {
      try BlurHash.decode("", width: 4, height: 4)
    }
    #expect(throws: BlurHashError.wrongLength(length: 27, expected: 28)) {
      try BlurHash.decode(String(Self.sample.dropLast()), width: 4, height: 4)
    }
    #expect(throws: BlurHashError.wrongLength(length: 29, expected: 28)) {
      try BlurHash.decode(Self.sample + "0", width: 4, height: 4)
    }
    #expect(throws: BlurHashError.invalidCharacter("!", offset: 7)) {
      try BlurHash.decode("LEHV6nW!2yk8pyo0adR*.7kCMdnj", width: 4, height: 4)
    }
    #expect(throws: BlurHashError.invalidCharacter("é", offset: 0)) {
      try BlurHash.decode("éEHV6nWB2yk8pyo0adR*.7kCMdnj", width: 4, height: 4)
    }
    // "~" is 82: 10 components down.
    #expect(throws: BlurHashError.invalidComponentCount(x: 2, y: 10)) {
      try BlurHash.decode("~EHV6nWB2yk8pyo0adR*.7kCMdnj", width: 4, height: 4)
    }
    // "~~~~" is over 0xFFFFFF; "~~" over 19³.
    #expect(throws: BlurHashError.valueOutOfRange(offset: 2)) {
      try BlurHash.decode("00~~~~", width: 4, height: 4)
    }
    #expect(throws: BlurHashError.valueOutOfRange(offset: 6)) {
      try BlurHash.decode("10AV*Q~~", width: 4, height: 4)
    }
    #expect(throws: BlurHashError.invalidSize(width: 0, height: 4)) {
      try BlurHash.decode(Self.sample, width: 0, height: 4)
    }
    #expect(throws: BlurHashError.invalidSize(width: 100_000, height: 100_000)) {
      try BlurHash.decode(Self.sample, width: 100_000, height: 100_000)
    }
    #expect(throws: BlurHashError.invalidPunch(0)) {
      try BlurHash.decode(Self.sample, width: 4, height: 4, punch: 0)
    }
    #expect(throws: BlurHashError.invalidComponentCount(x: 0, y: 3)) {
      try BlurHash.encode(Self.gradient(width: 4, height: 4), componentsX: 0, componentsY: 3)
    }
    #expect(throws: BlurHashError.invalidComponentCount(x: 4, y: 10)) {
      try BlurHash.encode(Self.gradient(width: 4, height: 4), componentsX: 4, componentsY: 10)
    }
    #expect(BlurHashError.invalidCharacter("\u{1B}", offset: 3).message.contains("\\u{1B}"))
    #expect(BlurHashError.wrongLength(length: 27, expected: 28).message.contains("needs 28"))
  }

  @Test func randomStringsNeverCrash() {
    var random = ImageFuzzRandom(seed: 83)
    let alphabet = Array(
      "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~ é\u{0}")
    for _ in 0..<2000 {
      let length = Int.random(in: 0...40, using: &random)
      let hash = String(
        (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
      do {
        let image = try BlurHash.decode(hash, width: 3, height: 2)
        #expect(image.pixels.count == 24)
      } catch {
        #expect(error is BlurHashError)
      }
    }
  }
}
