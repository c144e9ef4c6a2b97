import CWebP

/// WebP (lossy, lossless, with or without alpha) through libwebp, straight into the pixels'
/// array.
///
/// When the caller asks for a target size, libwebp scales while it decodes to the smallest
/// size that keeps the aspect and covers the target in both dimensions (never larger than
/// the picture). Animated WebP files are refused with `ImageError.unsupportedFeature`.
enum WebPImageDecoder {
  /// The size the header gives (for an extended file, its canvas).
  ///
  /// - Throws: `ImageError.corrupt` when libwebp cannot read the header.
  static func header(_ buffer: UnsafeBufferPointer<UInt8>) throws -> (width: Int, height: Int) {
    guard let base = buffer.baseAddress else { throw ImageError.emptyData }
    var width: Int32 = 0
    var height: Int32 = 0
    guard WebPGetInfo(base, buffer.count, &width, &height) != 0 else {
      throw ImageError.corrupt(format: .webp, reason: "libwebp cannot read the header")
    }
    return (Int(width), Int(height))
  }

  /// The smallest aspect-keeping size of a `width`×`height` picture that covers `target`
  /// in both dimensions; the picture's own size when the target is as big or bigger.
  static func coveringSize(width: Int, height: Int, fitting target: (width: Int, height: Int)?)
    -> (width: Int, height: Int)
  {
    guard let target else { return (width, height) }
    let scale = max(
      Double(max(1, target.width)) / Double(width), Double(max(1, target.height)) / Double(height))
    guard scale < 1 else { return (width, height) }
    let scaledWidth = min(width, max(1, Int((Double(width) * scale).rounded(.up))))
    let scaledHeight = min(height, max(1, Int((Double(height) * scale).rounded(.up))))
    return (scaledWidth, scaledHeight)
  }

  /// Decodes checked data (its header read and within the limits) into RGBA8, scaled
  /// down toward `target` when one is given.
  static func decode(
    _ buffer: UnsafeBufferPointer<UInt8>, fitting target: (width: Int, height: Int)?
  ) throws -> DecodedImage {
    guard let base = buffer.baseAddress else { throw ImageError.emptyData }
    var config = WebPDecoderConfig()
    guard WebPInitDecoderConfig(&config) != 0 else {
      throw ImageError.corrupt(format: .webp, reason: "libwebp is not the version it was built for")
    }
    let features = WebPGetFeatures(base, buffer.count, &config.input)
    guard features == VP8_STATUS_OK else {
      throw ImageError.corrupt(format: .webp, reason: describe(features))
    }
    if config.input.has_animation != 0 {
      throw ImageError.unsupportedFeature(format: .webp, feature: "animation")
    }
    let full = (width: Int(config.input.width), height: Int(config.input.height))
    let size = coveringSize(width: full.width, height: full.height, fitting: target)
    if size != full {
      config.options.use_scaling = 1
      config.options.scaled_width = Int32(size.width)
      config.options.scaled_height = Int32(size.height)
    }
    let count = size.width * size.height * 4
    let pixels = try [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
      config.output.colorspace = MODE_RGBA
      config.output.is_external_memory = 1
      config.output.u.RGBA.rgba = output.baseAddress
      config.output.u.RGBA.stride = Int32(size.width * 4)
      config.output.u.RGBA.size = count
      defer { WebPFreeDecBuffer(&config.output) }
      let status = WebPDecode(base, buffer.count, &config)
      guard status == VP8_STATUS_OK else {
        throw ImageError.corrupt(format: .webp, reason: describe(status))
      }
      initialized = count
    }
    guard let image = DecodedImage(width: size.width, height: size.height, pixels: pixels) else {
      throw ImageError.invalidDimensions(width: size.width, height: size.height)
    }
    return image
  }

  /// libwebp's status in words.
  private static func describe(_ status: VP8StatusCode) -> String {
    switch status {
    case VP8_STATUS_OUT_OF_MEMORY: return "out of memory"
    case VP8_STATUS_INVALID_PARAM: return "invalid parameter"
    case VP8_STATUS_BITSTREAM_ERROR: return "the bitstream is damaged"
    case VP8_STATUS_UNSUPPORTED_FEATURE: return "it uses a feature libwebp does not support"
    case VP8_STATUS_NOT_ENOUGH_DATA: return "the data ends early"
    default: return "libwebp status \(status.rawValue)"
    }
  }
}
