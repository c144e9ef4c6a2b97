import Foundation
import Testing

@testable import TrellisImages

/// Truncated and damaged files of every format, and files that are no image at all: each
/// gives an `ImageError` naming the problem, never a crash or a picture of garbage size.
@Suite struct ImageDecoderHostileInputTests {
  let decoder = ImageDecoder()
  static let fixture = ImageFixturePixels.checkerboard(width: 40, height: 24, cell: 4)
  static let picture = ImageFixtureColors.decoded(fixture)

  static func samples() throws -> [(ImageFormat, [UInt8])] {
    [
      (.png, try ImageEncoder.png(picture)), (.jpeg, try ImageEncoder.jpeg(picture, quality: 80)),
      (.webp, try ImageEncoder.webp(picture, quality: 80)),
      (.gif, ImageFixtureEncoder.gif(fixture)),
      (.bmp, ImageFixtureEncoder.bmp(fixture)),
    ]
  }

  /// The format a `.corrupt` error names, or nil for any other outcome.
  func corruptFormat(_ bytes: [UInt8]) -> ImageFormat? {
    do {
      _ = try decoder.decode(bytes)
      return nil
    } catch let error as ImageError {
      guard case .corrupt(let format, let reason) = error, !reason.isEmpty else { return nil }
      #expect(error.message.contains("truncated or corrupt"))
      return format
    } catch {
      return nil
    }
  }

  @Test func eachFormatCutInHalfIsCorrupt() throws {
    for (format, bytes) in try Self.samples() {
      let half = Array(bytes.prefix(bytes.count / 2))
      #expect(corruptFormat(half) == format, "\(format.name) cut to \(half.count) bytes")
    }
  }

  @Test func eachFormatCutAfterItsHeaderIsCorrupt() throws {
    let headerLengths: [ImageFormat: Int] = [.png: 33, .webp: 30, .gif: 13, .bmp: 54]
    for (format, bytes) in try Self.samples() {
      guard let length = headerLengths[format] else { continue }  // JPEG: see TurboJPEGDecoderTests
      let header = Array(bytes.prefix(length))
      #expect(throws: ImageError.self) { try decoder.decode(header) }
      #expect(try decoder.info(header).width == 40, "\(format.name) header")
    }
  }

  @Test func damagedPixelDataIsCorrupt() throws {
    let samples = Dictionary(uniqueKeysWithValues: try Self.samples())
    // PNG: the zlib header of the IDAT says "compression method 15".
    var png = try #require(samples[.png])
    let idat = try #require(
      (0..<(png.count - 4)).first { Array(png[$0..<($0 + 4)]) == Array("IDAT".utf8) })
    png[idat + 4] = 0x7F
    #expect(corruptFormat(png) == .png)
    // GIF: an LZW minimum code size of 13 bits.
    var gif = try #require(samples[.gif])
    let descriptor = 13 + 256 * 3
    #expect(gif[descriptor] == 0x2C)
    gif[descriptor + 10] = 13
    #expect(corruptFormat(gif) == .gif)
    // BMP: 7 bits a pixel.
    var bmp = try #require(samples[.bmp])
    bmp[28] = 7
    #expect(corruptFormat(bmp) == .bmp)
  }

  @Test func filesThatAreNoImageAreUnsupported() {
    let notImages: [[UInt8]] = [
      Array("<!DOCTYPE html><html><body>404</body></html>".utf8),
      Array("{\"error\": \"not found\"}".utf8),
      [0x50, 0x4B, 0x03, 0x04] + [UInt8](repeating: 0, count: 60),  // a ZIP
      [0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00] + [UInt8](repeating: 7, count: 60),  // TGA
      Array("RIFF".utf8) + [36, 0, 0, 0] + Array("WAVEfmt ".utf8),  // RIFF, but sound
      Array("%PDF-1.7\n".utf8),
    ]
    for bytes in notImages {
      #expect(throws: ImageError.unsupportedFormat) { try decoder.decode(bytes) }
    }
  }

  @Test func aGifWithZeroSizeIsRefused() {
    var gif = ImageFixtureEncoder.gif(.solid(width: 2, height: 2, 1, 2, 3))
    gif.replaceSubrange(6..<10, with: [0, 0, 0, 0])
    #expect(throws: ImageError.self) { try decoder.decode(gif) }
  }
}
