/// How big an image the decoder accepts, checked from the header before any pixel is
/// decoded, so a small hostile file cannot make it allocate gigabytes.
public struct ImageLimits: Equatable, Hashable, Sendable {
  /// The widest image accepted, in pixels.
  public var maxWidth: Int
  /// The tallest image accepted, in pixels.
  public var maxHeight: Int
  /// The most pixels accepted in all (width × height).
  public var maxPixels: Int
  /// The largest file accepted, in bytes.
  public var maxBytes: Int

  /// Limits; each is clamped to at least 1 (and `maxBytes` to what stb_image can address).
  public init(maxWidth: Int, maxHeight: Int, maxPixels: Int, maxBytes: Int = 256 << 20) {
    self.maxWidth = max(1, maxWidth)
    self.maxHeight = max(1, maxHeight)
    self.maxPixels = max(1, maxPixels)
    self.maxBytes = min(max(1, maxBytes), Int(Int32.max))
  }

  /// 8192 pixels a side, 40 megapixels in all, 256 MiB of file: 160 MB of decoded pixels
  /// at most (stb_image's GIF loader needs about twice that while it works).
  public static let standard = ImageLimits(
    maxWidth: 8192, maxHeight: 8192, maxPixels: 40_000_000, maxBytes: 256 << 20)

  /// Whether an image of `width`×`height` pixels is within the limits.
  public func allows(width: Int, height: Int) -> Bool {
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    return width > 0 && height > 0 && width <= maxWidth && height <= maxHeight && !overflow
      && pixels <= maxPixels
  }
}
