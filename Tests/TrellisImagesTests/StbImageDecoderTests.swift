import CStbImage
import Foundation
import Testing

@testable import TrellisImages

/// stb_image under its memory budget: decompression bombs stop early, budgets follow the
/// header's size, and headers over the limits allocate nothing.
@Suite struct StbImageDecoderTests {
  let decoder = ImageDecoder()

  /// The process's peak resident memory (VmHWM), in bytes.
  static func peakResidentBytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let number = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
      return number.map { $0 * 1024 }
    }
    return nil
  }

  @Test func theBombStreamIsValidDeflate() throws {
    // A small bomb: 1 + 64 × 258 zero bytes cover a 64×64 RGBA picture's 16,448 bytes.
    let bytes = ImageFixtureDeflateBomb.png(width: 64, height: 64, inflatedBytes: 64 * 258)
    let image = try decoder.decode(bytes)
    #expect(image.width == 64 && image.height == 64)
    #expect(image.pixels.allSatisfy { $0 == 0 })
  }

  @Test func aPngInflatingToAGigabyteFailsWithinItsBudget() throws {
    let bytes = ImageFixtureDeflateBomb.png(width: 64, height: 64, inflatedBytes: 1 << 30)
    #expect(bytes.count < 1_100_000)
    let before = Self.peakResidentBytes()
    let info = ImageInfo(format: .png, width: 64, height: 64)
    let budget = StbImageDecoder.budget(for: info, inputCount: bytes.count, bitDepth: 8)
    #expect(budget < 4 << 20)
    #expect(throws: ImageError.exceedsMemoryBudget(format: .png, budget: budget)) {
      try decoder.decode(bytes)
    }
    // stb_image asked for more than the budget and got nothing; what it held stayed under.
    #expect(trellis_stbi_budget_exceeded() != 0)
    #expect(trellis_stbi_budget_peak() <= budget)
    if let before, let after = Self.peakResidentBytes() {
      #expect(after - before < 256 << 20, "peak memory grew by \(after - before) bytes")
    }
    let message = ImageError.exceedsMemoryBudget(format: .png, budget: budget).message
    #expect(message.contains("decompression bomb"))
  }

  @Test func aOnePixelBombFailsAsWell() {
    let bytes = ImageFixtureDeflateBomb.png(width: 1, height: 1, inflatedBytes: 64 << 20)
    #expect(throws: ImageError.self) { try decoder.decode(bytes) }
    #expect(trellis_stbi_budget_peak() <= 4 << 20)
  }

  @Test func theBudgetFollowsTheHeader() {
    let small = ImageInfo(format: .png, width: 10, height: 10)
    let big = ImageInfo(format: .png, width: 4000, height: 3000)
    let eight = StbImageDecoder.budget(for: big, inputCount: 1000, bitDepth: 8)
    let sixteen = StbImageDecoder.budget(for: big, inputCount: 1000, bitDepth: 16)
    #expect(StbImageDecoder.budget(for: small, inputCount: 1000, bitDepth: 8) < 2 << 20)
    #expect(eight >= 4000 * 3000 * 8 && eight < 4000 * 3000 * 16)
    #expect(sixteen > eight)
  }

  @Test func aBigRealPngDecodesWithinItsBudget() throws {
    let fixture = ImageFixturePixels.gradient(width: 300, height: 200)
    for bytes in [ImageFixtureEncoder.png(fixture), ImageFixtureEncoder.png(fixture, alpha: false)]
    {
      let image = try decoder.decode(bytes)
      #expect(image.width == 300)
      let budget = StbImageDecoder.budget(
        for: ImageInfo(format: .png, width: 300, height: 200), inputCount: bytes.count,
        bitDepth: 8)
      #expect(trellis_stbi_budget_peak() <= budget)
      #expect(trellis_stbi_budget_exceeded() == 0)
    }
  }

  @Test func headersOverTheLimitsAllocateNothing() {
    let png = ImageFixtureEncoder.pngHeaderOnly(width: 30_000, height: 30_000)
    var gif = Array("GIF89a".utf8) + ImageFixtureEncoder.littleEndian(30_000, bytes: 2)
    gif += ImageFixtureEncoder.littleEndian(30_000, bytes: 2) + [0, 0, 0]
    let bmp = ImageFixtureEncoder.bmpHeaders(width: 30_000, height: 30_000, dataSize: 0)
    for bytes in [png, gif, bmp] {
      #expect(throws: ImageError.tooLarge(width: 30_000, height: 30_000, limits: .standard)) {
        try decoder.decode(bytes)
      }
      // Only the header reader ran: a GIF's state (~35 KB) at most, never pixels.
      #expect(trellis_stbi_budget_total() < 64 << 10)
    }
  }
}
