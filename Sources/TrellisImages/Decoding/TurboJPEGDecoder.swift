import CTurboJPEG
import TrellisTerminal

/// JPEG through libjpeg-turbo's TurboJPEG API, straight into the pixels' array.
///
/// When the caller asks for a target size, the picture is decoded at the smallest DCT
/// scaling factor (1/8, 1/4, 3/8, … 1/1) whose output still covers the target in both
/// dimensions: a 1920×1280 photo wanted at 80×40 is decoded at 1/8 (240×160), which skips
/// most of the inverse DCT and colour conversion. Scaled decodes use the fast integer DCT.
///
/// Truncated data ("premature end of JPEG file") is an error; libjpeg-turbo's other
/// warnings (extraneous bytes before a marker and the like, common in camera files) are
/// not: the picture it recovered is returned, as browsers show it. Progressive files are
/// limited to 500 scans so a crafted file cannot keep the decoder busy for minutes.
enum TurboJPEGDecoder {
  /// A DCT scaling factor: the output is `numerator / denominator` of the image per side.
  struct ScalingFactor: Equatable, Sendable {
    var numerator: Int
    var denominator: Int

    /// `side` scaled, rounded up as libjpeg-turbo does.
    func scaled(_ side: Int) -> Int { (side * numerator + denominator - 1) / denominator }
  }

  /// The factors libjpeg-turbo offers at or below 1/1, smallest first.
  static let scalingFactors: [ScalingFactor] = {
    var count: Int32 = 0
    guard let list = tjGetScalingFactors(&count), count > 0 else {
      return [ScalingFactor(numerator: 1, denominator: 1)]
    }
    let factors = UnsafeBufferPointer(start: list, count: Int(count))
      .map { ScalingFactor(numerator: Int($0.num), denominator: Int($0.denom)) }
      .filter { $0.numerator > 0 && $0.numerator <= $0.denominator }
      .sorted { $0.numerator * $1.denominator < $1.numerator * $0.denominator }
    return factors.isEmpty ? [ScalingFactor(numerator: 1, denominator: 1)] : factors
  }()

  /// The smallest factor whose output covers `target` (each side at most the image's) in
  /// both dimensions; 1/1 without a target.
  static func scalingFactor(width: Int, height: Int, fitting target: (width: Int, height: Int)?)
    -> ScalingFactor
  {
    let full = ScalingFactor(numerator: 1, denominator: 1)
    guard let target else { return full }
    let wantedWidth = min(max(1, target.width), width)
    let wantedHeight = min(max(1, target.height), height)
    return scalingFactors.first {
      $0.scaled(width) >= wantedWidth && $0.scaled(height) >= wantedHeight
    } ?? full
  }

  /// The size the header gives.
  ///
  /// - Throws: `ImageError.corrupt` with libjpeg-turbo's reason when it cannot read it.
  static func header(_ buffer: UnsafeBufferPointer<UInt8>) throws -> (width: Int, height: Int) {
    try withDecompressor { handle in
      let header = try readHeader(handle, buffer)
      return (header.width, header.height)
    }
  }

  /// Decodes checked data (its header read and within the limits) into RGBA8, scaled
  /// down toward `target` when one is given.
  static func decode(
    _ buffer: UnsafeBufferPointer<UInt8>, fitting target: (width: Int, height: Int)?
  ) throws -> DecodedImage {
    try withDecompressor { handle in
      let header = try readHeader(handle, buffer)
      let factor = scalingFactor(width: header.width, height: header.height, fitting: target)
      let width = factor.scaled(header.width)
      let height = factor.scaled(header.height)
      let isCMYK =
        header.colorspace == Int32(TJCS_CMYK.rawValue)
        || header.colorspace == Int32(TJCS_YCCK.rawValue)
      let format = isCMYK ? TJPF_CMYK : TJPF_RGBA
      var flags = TJFLAG_LIMITSCANS
      if factor.numerator < factor.denominator { flags |= TJFLAG_FASTDCT | TJFLAG_FASTUPSAMPLE }
      let count = width * height * 4
      let pixels = try [UInt8](unsafeUninitializedCapacity: count) { output, initialized in
        guard let base = buffer.baseAddress, let out = output.baseAddress else { return }
        let status = tjDecompress2(
          handle, base, UInt(buffer.count), out, Int32(width), Int32(width * 4), Int32(height),
          Int32(format.rawValue), flags)
        if status != 0 { try checkWarning(handle) }
        if isCMYK { convertInvertedCMYK(UnsafeMutableBufferPointer(start: out, count: count)) }
        initialized = count
      }
      guard let image = DecodedImage(width: width, height: height, pixels: pixels) else {
        throw ImageError.invalidDimensions(width: width, height: height)
      }
      return image
    }
  }

  /// Runs `body` with a fresh decompressor, destroyed afterwards.
  private static func withDecompressor<Result>(_ body: (tjhandle) throws -> Result) throws
    -> Result
  {
    guard let handle = tjInitDecompress() else {
      throw ImageError.corrupt(format: .jpeg, reason: "libjpeg-turbo could not start")
    }
    defer { tjDestroy(handle) }
    return try body(handle)
  }

  private struct Header {
    var width: Int
    var height: Int
    var colorspace: Int32
  }

  private static func readHeader(_ handle: tjhandle, _ buffer: UnsafeBufferPointer<UInt8>) throws
    -> Header
  {
    guard let base = buffer.baseAddress else { throw ImageError.emptyData }
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorspace: Int32 = 0
    guard
      tjDecompressHeader3(
        handle, base, UInt(buffer.count), &width, &height, &subsampling, &colorspace) == 0
    else {
      throw ImageError.corrupt(format: .jpeg, reason: reason(handle))
    }
    return Header(width: Int(width), height: Int(height), colorspace: colorspace)
  }

  /// Throws unless the last failure was a warning other than truncation.
  private static func checkWarning(_ handle: tjhandle) throws {
    let message = reason(handle)
    guard tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue),
      !message.lowercased().contains("premature end of jpeg file")
    else {
      throw ImageError.corrupt(format: .jpeg, reason: message)
    }
  }

  /// Adobe-style CMYK (stored inverted, as Photoshop writes it) to RGBA, in place.
  private static func convertInvertedCMYK(_ pixels: UnsafeMutableBufferPointer<UInt8>) {
    var index = 0
    while index + 3 < pixels.count {
      let black = UInt16(pixels[index + 3])
      for channel in 0..<3 {
        pixels[index + channel] = UInt8((UInt16(pixels[index + channel]) * black + 127) / 255)
      }
      pixels[index + 3] = 255
      index += 4
    }
  }

  private static func reason(_ handle: tjhandle) -> String {
    guard let text = tjGetErrorStr2(handle) else { return "unknown error" }
    return TextSanitizer.sanitize(String(cString: text))
  }
}
