import Testing
import TrellisUI

@testable import TrellisImages

/// Hostile input: every prefix of valid files, random bytes behind each signature, and
/// valid files with bytes flipped. The decoder must return an image or throw ImageError,
/// never crash, and never return pixels that disagree with its size.
@Suite struct ImageDecoderFuzzTests {
  let decoder = ImageDecoder(
    limits: ImageLimits(maxWidth: 2048, maxHeight: 2048, maxPixels: 1 << 20))

  var samples: [[UInt8]] {
    let stripes = ImageFixturePixels.stripes(width: 12, height: 7)
    let board = ImageFixturePixels.checkerboard(width: 17, height: 9, cell: 2)
    return [
      ImageFixtureEncoder.png(stripes), ImageFixtureEncoder.png(board, alpha: false),
      ImageFixtureEncoder.bmp(stripes), ImageFixtureEncoder.gif(board),
      ImageFixtureJPEG.encode(ImageFixturePixels.halves(width: 16, height: 16)),
      (try? ImageEncoder.jpeg(ImageFixtureColors.decoded(stripes), quality: 70)) ?? [],
      (try? ImageEncoder.webp(ImageFixtureColors.decoded(board), quality: 70)) ?? [],
    ]
  }

  func survive(_ bytes: [UInt8]) -> Bool {
    do {
      let image = try decoder.decode(bytes)
      return image.pixels.count == image.width * image.height * 4
    } catch is ImageError {
      return true
    } catch {
      return false
    }
  }

  @Test func everyPrefixOfAValidFile() {
    for sample in samples {
      for length in 0..<sample.count {
        #expect(survive(Array(sample.prefix(length))), "prefix \(length) of \(sample.prefix(4))")
      }
      #expect(survive(sample))
    }
  }

  @Test func randomBytesBehindEachSignature() {
    var random = ImageFuzzRandom(seed: 42)
    let signatures: [[UInt8]] = [
      ImageFixtureEncoder.pngSignature, [0xFF, 0xD8, 0xFF], Array("GIF89a".utf8),
      Array("GIF87a".utf8), Array("BM".utf8), Array("RIFF\u{0}\u{1}\u{0}\u{0}WEBPVP8 ".utf8),
      Array("RIFF\u{0}\u{1}\u{0}\u{0}WEBPVP8L".utf8),
      Array("RIFF\u{0}\u{1}\u{0}\u{0}WEBPVP8X".utf8), [],
    ]
    for signature in signatures {
      for _ in 0..<300 {
        let length = Int.random(in: 0...600, using: &random)
        #expect(survive(signature + random.bytes(length)))
      }
    }
  }

  @Test func flippedBytesInValidFiles() {
    var random = ImageFuzzRandom(seed: 2024)
    for sample in samples {
      for _ in 0..<1500 {
        var mutated = sample
        for _ in 0..<Int.random(in: 1...8, using: &random) {
          let index = Int.random(in: 0..<mutated.count, using: &random)
          mutated[index] = UInt8.random(in: 0...255, using: &random)
        }
        #expect(survive(mutated))
      }
    }
  }
}
