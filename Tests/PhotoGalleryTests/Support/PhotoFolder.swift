import Foundation
import TrellisImages

/// A folder under the temporary folder that a test fills with pictures it encodes itself
/// (and with files that are not pictures); removed when released.
final class PhotoFolder: Sendable {
  let url: URL
  var path: String { url.path }

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-photos-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    _ = try? FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: url.appendingPathComponent("locked").path)
    try? FileManager.default.removeItem(at: url)
  }

  /// A `width`×`height` picture in one colour, with a lighter left half.
  static func picture(width: Int, height: Int, _ color: (UInt8, UInt8, UInt8)) -> DecodedImage {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for _ in 0..<height {
      for x in 0..<width {
        let lift: UInt8 = x < width / 2 ? 40 : 0
        pixels += [color.0 &+ lift, color.1 &+ lift, color.2 &+ lift, 255]
      }
    }
    return DecodedImage(width: width, height: height, pixels: pixels)!
  }

  /// Writes `name` (folders made as needed) as JPEG, PNG or WebP by its extension.
  @discardableResult
  func add(
    _ name: String, width: Int = 120, height: Int = 80, color: (UInt8, UInt8, UInt8) = (180, 60, 40)
  ) throws -> String {
    let image = Self.picture(width: width, height: height, color)
    let bytes: [UInt8]
    switch (name as NSString).pathExtension.lowercased() {
    case "png": bytes = try ImageEncoder.png(image)
    case "webp": bytes = try ImageEncoder.webp(image, quality: 80)
    default: bytes = try ImageEncoder.jpeg(image, quality: 85)
    }
    return try write(Data(bytes), to: name)
  }

  /// Writes `data` to `name`.
  @discardableResult
  func write(_ data: Data, to name: String) throws -> String {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
    return file.path
  }
}
