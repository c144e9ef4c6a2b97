import CStbImage
import CTurboJPEG
import CWebP
import TrellisTerminal

/// Encodes pixels as JPEG (libjpeg-turbo), PNG (stb_image_write) or WebP (libwebp): for
/// pictures a program makes itself (sample images, test fixtures, benchmarks).
///
/// Each call is independent and safe from any thread.
public enum ImageEncoder {
  /// `image` as a baseline JPEG with 4:2:0 chroma subsampling; alpha is dropped.
  ///
  /// - Parameters:
  ///   - image: The pixels.
  ///   - quality: 1 (smallest) to 100 (best); values outside are clamped.
  /// - Throws: `ImageError.encodingFailed` with libjpeg-turbo's reason (a side over
  ///   65,500 pixels, for one).
  public static func jpeg(_ image: DecodedImage, quality: Int) throws -> [UInt8] {
    guard let handle = tjInitCompress() else {
      throw ImageError.encodingFailed(format: .jpeg, reason: "libjpeg-turbo could not start")
    }
    defer { tjDestroy(handle) }
    var output: UnsafeMutablePointer<UInt8>? = nil
    var size: UInt = 0
    defer { tjFree(output) }
    let status = image.pixels.withUnsafeBufferPointer { pixels in
      tjCompress2(
        handle, pixels.baseAddress, Int32(image.width), Int32(image.rowStride),
        Int32(image.height), Int32(TJPF_RGBA.rawValue), &output, &size,
        Int32(TJSAMP_420.rawValue), Int32(min(max(quality, 1), 100)), 0)
    }
    guard status == 0, let output, size > 0 else {
      let reason = tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
      throw ImageError.encodingFailed(format: .jpeg, reason: TextSanitizer.sanitize(reason))
    }
    return Array(UnsafeBufferPointer(start: output, count: Int(size)))
  }

  /// `image` as an 8-bit RGBA PNG (stb_image_write's zlib, which favours speed over size).
  ///
  /// - Throws: `ImageError.encodingFailed` when stb_image_write fails (out of memory).
  public static func png(_ image: DecodedImage) throws -> [UInt8] {
    var length: Int32 = 0
    let data = image.pixels.withUnsafeBufferPointer { pixels in
      trellis_stbi_write_png_rgba(
        pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(image.rowStride),
        &length)
    }
    guard let data, length > 0 else {
      throw ImageError.encodingFailed(format: .png, reason: "stb_image_write failed")
    }
    defer { trellis_stbi_write_free(data) }
    return Array(UnsafeBufferPointer(start: data, count: Int(length)))
  }

  /// `image` as a lossy WebP, with its alpha channel.
  ///
  /// - Parameters:
  ///   - image: The pixels.
  ///   - quality: 0 (smallest) to 100 (best); values outside are clamped.
  /// - Throws: `ImageError.encodingFailed` when libwebp fails (a side over 16,383 pixels,
  ///   for one).
  public static func webp(_ image: DecodedImage, quality: Int) throws -> [UInt8] {
    guard image.width <= 16_383, image.height <= 16_383 else {
      throw ImageError.encodingFailed(
        format: .webp, reason: "\(image.width)×\(image.height) is over 16383 pixels a side")
    }
    var output: UnsafeMutablePointer<UInt8>? = nil
    let size = image.pixels.withUnsafeBufferPointer { pixels in
      WebPEncodeRGBA(
        pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(image.rowStride),
        Float(min(max(quality, 0), 100)), &output)
    }
    defer { WebPFree(output) }
    guard size > 0, let output else {
      throw ImageError.encodingFailed(format: .webp, reason: "libwebp failed")
    }
    return Array(UnsafeBufferPointer(start: output, count: size))
  }
}
