import Dispatch
import Synchronization
import Testing
import TrellisRx

@testable import TrellisImages

/// Decodes from many threads at once: no lock serializes them, and each thread's
/// stb_image budget and failure reason stay its own.
@Suite struct ImageDecoderConcurrencyTests {
  @Test func manyThreadsDecodeEveryFormatAtOnce() throws {
    let fixture = ImageFixturePixels.stripes(width: 90, height: 60)
    let picture = ImageFixtureColors.decoded(fixture)
    let good: [(ImageFormat, [UInt8])] = [
      (.png, try ImageEncoder.png(picture)), (.jpeg, try ImageEncoder.jpeg(picture, quality: 90)),
      (.webp, try ImageEncoder.webp(picture, quality: 90)),
      (.gif, ImageFixtureEncoder.gif(fixture)),
      (.bmp, ImageFixtureEncoder.bmp(fixture)),
    ]
    let bomb = ImageFixtureDeflateBomb.png(width: 16, height: 16, inflatedBytes: 64 << 20)
    let truncated = Array(good[0].1.prefix(good[0].1.count / 2))
    let failures = Mutex<[String]>([])
    let decoder = ImageDecoder()
    DispatchQueue.concurrentPerform(iterations: 64) { iteration in
      let (format, bytes) = good[iteration % good.count]
      do {
        let image = try decoder.decode(bytes, fitting: iteration % 2 == 0 ? nil : (30, 20))
        let red = image.pixel(x: image.width / 6, y: image.height / 2)
        if image.width < 30 || (red?.red ?? 0) < 200 || (red?.blue ?? 255) > 60 {
          failures.criticalSection {
            $0.append("\(format.name): \(image.width)×\(image.height) \(String(describing: red))")
          }
        }
      } catch {
        failures.criticalSection { $0.append("\(format.name): \(error)") }
      }
      // Between the good decodes, failures that set stb_image's per-thread state.
      if iteration % 4 == 0 {
        do {
          _ = try decoder.decode(iteration % 8 == 0 ? bomb : truncated)
          failures.criticalSection { $0.append("a broken PNG decoded") }
        } catch let error as ImageError {
          let expected: Bool
          switch error {
          case .exceedsMemoryBudget(.png, _): expected = iteration % 8 == 0
          case .corrupt(.png, _): expected = iteration % 8 != 0
          default: expected = false
          }
          if !expected {
            failures.criticalSection { $0.append("iteration \(iteration): \(error)") }
          }
        } catch {
          failures.criticalSection { $0.append("\(error)") }
        }
      }
    }
    #expect(failures.criticalSection { $0 } == [])
  }
}
