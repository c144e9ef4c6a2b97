/// A decoded picture: RGBA, 8 bits a channel, unassociated alpha, rows top to bottom with
/// no padding (a row is `width × 4` bytes), which is what libchafa takes.
public struct DecodedImage: Equatable, Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The pixels, `width × height × 4` bytes: red, green, blue, alpha.
  public let pixels: [UInt8]

  /// The bytes from one row to the next: `width × 4`.
  public var rowStride: Int { width * 4 }

  /// An image from raw RGBA8 pixels; nil unless `pixels` holds exactly
  /// `width × height × 4` bytes and both sides are positive.
  public init?(width: Int, height: Int, pixels: [UInt8]) {
    guard width > 0, height > 0 else { return nil }
    let (area, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, area <= Int.max / 4, pixels.count == area * 4 else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The pixel at (`x`, `y`) from the top left; nil outside the image.
  public func pixel(x: Int, y: Int) -> RGBA? {
    guard x >= 0, x < width, y >= 0, y < height else { return nil }
    let index = (y * width + x) * 4
    return RGBA(
      red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2],
      alpha: pixels[index + 3])
  }

  /// One pixel's channels.
  public struct RGBA: Equatable, Hashable, Sendable {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) – 255 (opaque).
    public var alpha: UInt8

    /// A pixel; opaque unless told otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }
  }
}
