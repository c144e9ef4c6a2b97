import Foundation

/// Decodes PNG, JPEG, WebP, GIF (its first frame) and BMP files into RGBA8 pixels: JPEG
/// with libjpeg-turbo, WebP with libwebp, the others with stb_image.
///
/// Hostile bytes never crash it and never make it allocate more than its `limits` allow:
/// - empty data, data over `limits.maxBytes` and data without a PNG/JPEG/WebP/GIF/BMP
///   signature are refused before any library sees them (stb_image's TGA loader, which
///   has no signature, would otherwise take random bytes for a picture);
/// - the header is read and its size checked against `limits` before a pixel is allocated;
/// - stb_image decodes under a memory budget worked out from the header's size, so a PNG
///   whose compressed data inflates past what its size needs (a decompression bomb) stops
///   with `ImageError.exceedsMemoryBudget` after a few megabytes;
/// - a PNG whose chunks claim more bytes than there are is refused before stb_image
///   reserves memory for them;
/// - truncated or damaged data gives `ImageError.corrupt` with the library's reason.
///
/// Decoding holds no lock: calls from many threads run in parallel (each library keeps
/// its state per call or per thread). Decode off the main thread (see
/// `TerminalImage.load(data:decoder:scheduler:)`).
public struct ImageDecoder: Sendable {
  /// The largest image accepted.
  public var limits: ImageLimits

  /// A decoder with `limits` (by default 8192 pixels a side, 40 megapixels).
  public init(limits: ImageLimits = .standard) {
    self.limits = limits
  }

  /// The format and size the header of `bytes` gives, without decoding the pixels.
  ///
  /// - Throws: `ImageError` when the data is empty, over the byte limit, not one of the five
  ///   formats, has an unreadable header, or gives a size over the limits.
  public func info(_ bytes: some ContiguousBytes) throws -> ImageInfo {
    try bytes.withUnsafeBytes { raw in try checkedInfo(raw.bindMemory(to: UInt8.self)) }
  }

  /// Decodes `bytes` into RGBA8 pixels, at full size or, given a `target`, possibly smaller.
  ///
  /// With a target (in pixels), the result keeps the picture's aspect and covers the target
  /// in both dimensions (or is the full picture when that is smaller), so that scaling it
  /// down to the target afterwards loses nothing. Only JPEG (at the smallest DCT scaling
  /// factor that covers, 1/8 to 1/1) and WebP (scaled while decoding) get smaller; PNG,
  /// GIF and BMP are always decoded at full size. The limits apply to the full size.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - target: The smallest size the caller needs, or nil for the full picture.
  /// - Throws: `ImageError`: `.emptyData`, `.tooManyBytes`, `.unsupportedFormat`,
  ///   `.invalidDimensions`, `.tooLarge` (from the header, before decoding),
  ///   `.unsupportedFeature` (an animated WebP), `.exceedsMemoryBudget` (data that
  ///   inflates past its size) or `.corrupt`.
  public func decode(
    _ bytes: some ContiguousBytes, fitting target: (width: Int, height: Int)? = nil
  ) throws -> DecodedImage {
    try bytes.withUnsafeBytes { raw in
      let buffer = raw.bindMemory(to: UInt8.self)
      let info = try checkedInfo(buffer)
      switch info.format {
      case .jpeg:
        return try TurboJPEGDecoder.decode(buffer, fitting: target)
      case .webp:
        return try WebPImageDecoder.decode(buffer, fitting: target)
      case .png, .gif, .bmp:
        return try StbImageDecoder.decode(buffer, info: info)
      }
    }
  }

  /// Checks the data and its header against the formats and the limits.
  private func checkedInfo(_ buffer: UnsafeBufferPointer<UInt8>) throws -> ImageInfo {
    guard !buffer.isEmpty else { throw ImageError.emptyData }
    guard buffer.count <= limits.maxBytes else {
      throw ImageError.tooManyBytes(count: buffer.count, limit: limits.maxBytes)
    }
    guard let format = ImageFormat(sniffing: buffer) else { throw ImageError.unsupportedFormat }
    let size: (width: Int, height: Int)
    do {
      switch format {
      case .jpeg: size = try TurboJPEGDecoder.header(buffer)
      case .webp: size = try WebPImageDecoder.header(buffer)
      case .png, .gif, .bmp: size = try StbImageDecoder.header(buffer, format: format)
      }
    } catch {
      // Libraries refuse sizes they could not decode without naming them: read them here.
      if let claimed = ImageHeaderReader.dimensions(of: format, in: buffer),
        claimed.width > 0, claimed.height > 0,
        !limits.allows(width: claimed.width, height: claimed.height)
      {
        throw ImageError.tooLarge(width: claimed.width, height: claimed.height, limits: limits)
      }
      throw error
    }
    guard size.width > 0, size.height > 0 else {
      throw ImageError.invalidDimensions(width: size.width, height: size.height)
    }
    guard limits.allows(width: size.width, height: size.height) else {
      throw ImageError.tooLarge(width: size.width, height: size.height, limits: limits)
    }
    return ImageInfo(format: format, width: size.width, height: size.height)
  }
}
