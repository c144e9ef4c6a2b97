import CTurboJPEG
import Testing

@testable import TrellisImages

/// JPEGs that are not YCbCr: CMYK (as Photoshop writes it, inverted) becomes RGB.
@Suite struct TurboJPEGColorspaceTests {
  /// A 16×16 JPEG of one inverted-CMYK value (0 = full ink), written by libjpeg-turbo as YCCK.
  func cmykJPEG(_ cmyk: [UInt8]) throws -> [UInt8] {
    let handle = try #require(tjInitCompress())
    defer { tjDestroy(handle) }
    let pixels = [[UInt8]](repeating: cmyk, count: 16 * 16).flatMap { $0 }
    var output: UnsafeMutablePointer<UInt8>? = nil
    var size: UInt = 0
    defer { tjFree(output) }
    let status = tjCompress2(
      handle, pixels, 16, 64, 16, Int32(TJPF_CMYK.rawValue), &output, &size,
      Int32(TJSAMP_444.rawValue), 95, 0)
    #expect(status == 0)
    let bytes = try #require(output)
    return Array(UnsafeBufferPointer(start: bytes, count: Int(size)))
  }

  @Test func invertedCMYKBecomesRGB() throws {
    // No cyan ink (255), full magenta and yellow (0), no black (255): red.
    let red = try ImageDecoder().decode(cmykJPEG([255, 0, 0, 255]))
    let pixel = try #require(red.pixel(x: 8, y: 8))
    #expect(pixel.red > 245 && pixel.green < 10 && pixel.blue < 10 && pixel.alpha == 255)
    // Half black over no colour: mid grey.
    let grey = try ImageDecoder().decode(cmykJPEG([255, 255, 255, 128]), fitting: (2, 2))
    #expect(grey.width == 2)
    let middle = try #require(grey.pixel(x: 1, y: 1))
    #expect(abs(Int(middle.red) - 128) <= 4 && abs(Int(middle.blue) - 128) <= 4)
  }

  @Test func aJPEGWiderThanTheFormatIsAnEncodingError() throws {
    let wide = try #require(
      DecodedImage(width: 70_000, height: 1, pixels: [UInt8](repeating: 9, count: 70_000 * 4)))
    #expect {
      try ImageEncoder.jpeg(wide, quality: 80)
    } throws: { error in
      guard case .encodingFailed(.jpeg, let reason)? = error as? ImageError else { return false }
      return !reason.isEmpty
    }
  }
}
