import CStb
import Foundation
import Synchronization
import TrellisTerminal
import TrellisUI

/// Decodes PNG, JPEG, GIF (its first frame) and BMP files into RGBA8 pixels with
/// stb_image.
///
/// Hostile bytes never crash it and never make it allocate more than its `limits` allow:
/// - empty data, data over `limits.maxBytes` and data without a PNG/JPEG/GIF/BMP signature
///   are refused before stb_image sees them (its TGA loader, which has no signature, would
///   otherwise take random bytes for a picture);
/// - the header is read with `stbi_info_from_memory` and the size checked against `limits`
///   before a pixel is decoded;
/// - a PNG whose chunks claim more bytes than there are is refused before stb_image
///   reserves memory for them;
/// - truncated or damaged data gives `ImageError.corrupt` with stb_image's reason.
///
/// Decoding is serialized process-wide by a lock: stb_image keeps its failure reason in a
/// per-thread variable only when built with thread-local support (older builds use one
/// global), and the lock keeps the reason read with the call that set it. Decode off the
/// main thread (see `TerminalImage.load(data:decoder:scheduler:)`).
public struct ImageDecoder: Sendable {
  /// The largest image accepted.
  public var limits: ImageLimits

  /// A decoder with `limits` (by default 8192 pixels a side, 40 megapixels).
  public init(limits: ImageLimits = .standard) {
    self.limits = limits
  }

  /// The lock around stb_image (see the type's documentation).
  private static let lock = Mutex(())

  /// The format and size the header of `bytes` gives, without decoding the pixels.
  ///
  /// - Throws: `ImageError` when the data is empty, over the byte limit, not one of the four
  ///   formats, has an unreadable header, or gives a size over the limits.
  public func info(_ bytes: some ContiguousBytes) throws -> ImageInfo {
    try bytes.withUnsafeBytes { raw in try checkedInfo(raw.bindMemory(to: UInt8.self)) }
  }

  /// Decodes `bytes` into RGBA8 pixels.
  ///
  /// - Throws: `ImageError`: `.emptyData`, `.tooManyBytes`, `.unsupportedFormat`,
  ///   `.invalidDimensions`, `.tooLarge` (from the header, before decoding) or `.corrupt`.
  public func decode(_ bytes: some ContiguousBytes) throws -> DecodedImage {
    try bytes.withUnsafeBytes { raw in
      let buffer = raw.bindMemory(to: UInt8.self)
      let info = try checkedInfo(buffer)
      if info.format == .png, !ImageHeaderReader.pngChunksFit(buffer) {
        throw ImageError.corrupt(format: .png, reason: "a chunk runs past the end of the data")
      }
      return try Self.lock.withLock { _ in try load(buffer, info: info) }
    }
  }

  /// Checks the data and its header against the formats and the limits.
  private func checkedInfo(_ buffer: UnsafeBufferPointer<UInt8>) throws -> ImageInfo {
    guard let base = buffer.baseAddress, !buffer.isEmpty else { throw ImageError.emptyData }
    guard buffer.count <= limits.maxBytes else {
      throw ImageError.tooManyBytes(count: buffer.count, limit: limits.maxBytes)
    }
    guard let format = ImageFormat(sniffing: buffer) else { throw ImageError.unsupportedFormat }
    var width: Int32 = 0
    var height: Int32 = 0
    var components: Int32 = 0
    let reason: String? = Self.lock.withLock { _ in
      stbi_info_from_memory(base, Int32(buffer.count), &width, &height, &components) == 1
        ? nil : Self.failureReason()
    }
    if let reason {
      // stb refuses sizes it could not decode without naming them: read them ourselves.
      if let size = ImageHeaderReader.dimensions(of: format, in: buffer),
        size.width > 0, size.height > 0, !limits.allows(width: size.width, height: size.height)
      {
        throw ImageError.tooLarge(width: size.width, height: size.height, limits: limits)
      }
      throw ImageError.corrupt(format: format, reason: reason)
    }
    let info = ImageInfo(format: format, width: Int(width), height: Int(height))
    guard info.width > 0, info.height > 0 else {
      throw ImageError.invalidDimensions(width: info.width, height: info.height)
    }
    guard limits.allows(width: info.width, height: info.height) else {
      throw ImageError.tooLarge(width: info.width, height: info.height, limits: limits)
    }
    return info
  }

  /// Decodes the checked data; call with the lock held.
  private func load(_ buffer: UnsafeBufferPointer<UInt8>, info: ImageInfo) throws -> DecodedImage {
    guard let base = buffer.baseAddress else { throw ImageError.emptyData }
    var width: Int32 = 0
    var height: Int32 = 0
    var components: Int32 = 0
    guard
      let pixels = stbi_load_from_memory(
        base, Int32(buffer.count), &width, &height,
        &components, 4)
    else {
      throw ImageError.corrupt(format: info.format, reason: Self.failureReason())
    }
    defer { stbi_image_free(pixels) }
    guard Int(width) == info.width, Int(height) == info.height else {
      throw ImageError.corrupt(format: info.format, reason: "the size changed while decoding")
    }
    let count = info.width * info.height * 4
    let copy = Array(UnsafeBufferPointer(start: pixels, count: count))
    guard let image = DecodedImage(width: info.width, height: info.height, pixels: copy) else {
      throw ImageError.invalidDimensions(width: info.width, height: info.height)
    }
    return image
  }

  /// stb_image's reason for the last failure on this thread.
  private static func failureReason() -> String {
    guard let reason = stbi_failure_reason() else { return "unknown error" }
    return TextSanitizer.sanitize(String(cString: reason))
  }
}
