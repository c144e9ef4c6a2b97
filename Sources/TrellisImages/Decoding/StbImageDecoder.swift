import CStbImage
import TrellisTerminal

/// PNG, GIF and BMP through stb_image, compiled into the CStbImage target with an allocator
/// that keeps to a per-thread byte budget.
///
/// The budget is what the header's size can honestly need, so data that inflates past it
/// (a PNG whose zlib stream expands to gigabytes behind a 1×1 header) fails with
/// `ImageError.exceedsMemoryBudget` after a few megabytes instead of taking the machine's
/// memory. stb_image keeps its failure reason per thread, so calls from many threads at
/// once are safe and run in parallel.
enum StbImageDecoder {
  /// The budget for reading a header (the GIF reader allocates its state, ~40 KB).
  static let headerBudget = 1 << 20

  /// The bytes stb_image may hold at once while decoding `info` from `inputCount` bytes:
  /// twice the input (the PNG data chunks, gathered in a doubling buffer), the pixels'
  /// working copies (inflated rows, the image, its RGBA conversion; twice as much for
  /// 16-bit PNGs and interlacing), and 1 MiB for the decoder's own state.
  static func budget(for info: ImageInfo, inputCount: Int, bitDepth: Int?) -> Int {
    let perPixel = bitDepth == 16 ? 24 : 12
    return inputCount * 2 + info.width * info.height * perPixel + (1 << 20)
  }

  /// The size the header of a `format` file gives.
  ///
  /// - Throws: `ImageError.corrupt` with stb_image's reason when it cannot read the header.
  static func header(_ buffer: UnsafeBufferPointer<UInt8>, format: ImageFormat) throws
    -> (width: Int, height: Int)
  {
    guard let base = buffer.baseAddress else { throw ImageError.emptyData }
    var width: Int32 = 0
    var height: Int32 = 0
    var components: Int32 = 0
    trellis_stbi_begin_budget(headerBudget)
    defer { trellis_stbi_end_budget() }
    guard
      trellis_stbi_info_from_memory(base, Int32(buffer.count), &width, &height, &components) == 1
    else {
      throw ImageError.corrupt(format: format, reason: failureReason())
    }
    return (Int(width), Int(height))
  }

  /// Decodes checked data (its header read and within the limits) into RGBA8.
  static func decode(_ buffer: UnsafeBufferPointer<UInt8>, info: ImageInfo) throws
    -> DecodedImage
  {
    guard let base = buffer.baseAddress else { throw ImageError.emptyData }
    switch info.format {
    case .png where !ImageDataExtent.pngChunksFit(buffer):
      throw ImageError.corrupt(format: .png, reason: "a chunk runs past the end of the data")
    case .bmp where !ImageDataExtent.bmpPixelsFit(buffer):
      throw ImageError.corrupt(format: .bmp, reason: "the pixel rows run past the end of the data")
    case .gif where !ImageDataExtent.gifFirstFrameFits(buffer):
      throw ImageError.corrupt(
        format: .gif, reason: "the first frame runs past the end of the data")
    default:
      break
    }
    let bitDepth = info.format == .png ? ImageHeaderReader.pngBitDepth(buffer) : nil
    let budget = budget(for: info, inputCount: buffer.count, bitDepth: bitDepth)
    var width: Int32 = 0
    var height: Int32 = 0
    trellis_stbi_begin_budget(budget)
    defer { trellis_stbi_end_budget() }
    guard
      let pixels = trellis_stbi_load_rgba_from_memory(base, Int32(buffer.count), &width, &height)
    else {
      if trellis_stbi_budget_exceeded() != 0 {
        throw ImageError.exceedsMemoryBudget(format: info.format, budget: budget)
      }
      throw ImageError.corrupt(format: info.format, reason: failureReason())
    }
    defer { trellis_stbi_image_free(pixels) }
    guard Int(width) == info.width, Int(height) == info.height else {
      throw ImageError.corrupt(format: info.format, reason: "the size changed while decoding")
    }
    let copy = Array(UnsafeBufferPointer(start: pixels, count: info.width * info.height * 4))
    guard let image = DecodedImage(width: info.width, height: info.height, pixels: copy) else {
      throw ImageError.invalidDimensions(width: info.width, height: info.height)
    }
    return image
  }

  /// stb_image's reason for the last failure on this thread.
  private static func failureReason() -> String {
    guard let reason = trellis_stbi_failure_reason(), reason.pointee != 0 else {
      return "the data is damaged"
    }
    return TextSanitizer.sanitize(String(cString: reason))
  }
}
