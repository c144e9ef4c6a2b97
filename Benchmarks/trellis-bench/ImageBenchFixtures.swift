import Foundation
import TrellisImages

/// The pictures the image benchmarks use, painted by the bench and encoded as JPEG once,
/// kept in a temporary folder between runs.
struct ImageBenchFixtures {
  /// A 1920×1280 photo-like JPEG.
  let photo: String
  /// 30 JPEGs of 1200×800.
  let grid: String
  /// 1,000 JPEGs of 640×427.
  let many: String

  static let root = FileManager.default.temporaryDirectory.appendingPathComponent(
    "trellis-bench-images-v1")

  static func prepare() -> ImageBenchFixtures {
    let files = FileManager.default
    let photo = root.appendingPathComponent("photo.jpg")
    let grid = root.appendingPathComponent("grid")
    let many = root.appendingPathComponent("many")
    let done = root.appendingPathComponent(".complete")
    if !files.fileExists(atPath: done.path) {
      try? files.removeItem(at: root)
      try? files.createDirectory(at: grid, withIntermediateDirectories: true)
      try? files.createDirectory(at: many, withIntermediateDirectories: true)
      write(paint(width: 1920, height: 1280, seed: 1), to: photo)
      for index in 0..<30 {
        write(
          paint(width: 1200, height: 800, seed: index + 2),
          to: grid.appendingPathComponent(String(format: "g%03d.jpg", index)))
      }
      for index in 0..<1_000 {
        write(
          paint(width: 640, height: 427, seed: index + 40),
          to: many.appendingPathComponent(String(format: "m%04d.jpg", index)))
      }
      writeFixture(done.path, Data())
    }
    return ImageBenchFixtures(photo: photo.path, grid: grid.path, many: many.path)
  }

  /// A photo-like picture: a sky gradient, rolling hills and fine texture, varied by
  /// `seed`.
  static func paint(width: Int, height: Int, seed: Int) -> DecodedImage {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    let phase = Double(seed) * 0.7
    for y in 0..<height {
      let v = Double(y) / Double(height)
      for x in 0..<width {
        let u = Double(x) / Double(width)
        let hill = 0.6 + 0.12 * sin(u * 7 + phase) + 0.05 * sin(u * 23 + phase * 2)
        let texture = 12 * sin(Double(x * 3 + y * 5) * 0.37 + phase)
        let i = (y * width + x) * 4
        if v > hill {
          pixels[i] = UInt8(clamping: Int(60 + 80 * u + texture))
          pixels[i + 1] = UInt8(clamping: Int(120 + 60 * (1 - v) + texture))
          pixels[i + 2] = UInt8(clamping: Int(50 + texture))
        } else {
          pixels[i] = UInt8(clamping: Int(120 + 100 * v))
          pixels[i + 1] = UInt8(clamping: Int(160 + 60 * v))
          pixels[i + 2] = UInt8(clamping: Int(230 - 40 * v + texture / 3))
        }
      }
    }
    guard let image = DecodedImage(width: width, height: height, pixels: pixels) else {
      fatalError("the bench painted a \(width)×\(height) picture with the wrong pixel count")
    }
    return image
  }

  static func write(_ image: DecodedImage, to url: URL) {
    guard let bytes = try? ImageEncoder.jpeg(image, quality: 88) else {
      fatalError("the bench could not encode \(url.lastPathComponent)")
    }
    writeFixture(url.path, Data(bytes))
  }

  /// Runs the chafa command with `arguments`; the number of bytes it printed.
  static func chafa(_ arguments: [String]) -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chafa")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      fatalError("chafa could not start (\(error)); install Debian's chafa package")
    }
    let count = output.fileHandleForReading.readDataToEndOfFile().count
    process.waitUntilExit()
    return count
  }
}
