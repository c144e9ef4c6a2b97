/// Whether a file holds all the data its structure promises, checked before stb_image
/// decodes it.
///
/// stb_image reads past the end of a BMP or GIF as zeros and returns a picture with a
/// black or empty part; these checks make a cut-off file an error instead. They walk only
/// lengths and never read past the end of the bytes.
enum ImageDataExtent {
  /// Whether every PNG chunk's declared length fits in the data: stb_image reserves
  /// memory for a data chunk's declared length before reading it, so a few bytes claiming
  /// a 2 GB chunk would make it ask for 2 GB.
  static func pngChunksFit(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 8
    while index + 8 <= bytes.count {
      let length = ImageHeaderReader.bigEndian32(bytes, at: index)
      let end = index + 12 + length
      guard end <= bytes.count else { return false }
      if Array(bytes[(index + 4)..<(index + 8)]) == Array("IEND".utf8) { return true }
      index = end
    }
    return false
  }

  /// Whether an uncompressed BMP's rows fit in the data (other kinds are left to
  /// stb_image).
  static func bmpPixelsFit(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count >= 34 else { return false }
    let infoSize = ImageHeaderReader.littleEndian32(bytes, at: 14)
    let compression = ImageHeaderReader.littleEndian32(bytes, at: 30)
    guard infoSize >= 40, compression == 0 || compression == 3 else { return true }
    let offset = ImageHeaderReader.littleEndian32(bytes, at: 10)
    let width = abs(Int(Int32(truncatingIfNeeded: ImageHeaderReader.littleEndian32(bytes, at: 18))))
    let height = abs(
      Int(Int32(truncatingIfNeeded: ImageHeaderReader.littleEndian32(bytes, at: 22))))
    let bitsPerPixel = Int(bytes[28]) | Int(bytes[29]) << 8
    let rowBytes = (width * bitsPerPixel + 31) / 32 * 4
    let (size, overflow) = rowBytes.multipliedReportingOverflow(by: height)
    return !overflow && offset + size <= bytes.count
  }

  /// Whether a GIF's first image, with the extensions before it, ends within the data.
  static func gifFirstFrameFits(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count >= 13 else { return false }
    var index = 13 + colorTableSize(flags: bytes[10])
    while index < bytes.count {
      switch bytes[index] {
      case 0x21:  // an extension: label, then sub-blocks
        guard let end = endOfSubBlocks(bytes, from: index + 2) else { return false }
        index = end
      case 0x2C:  // the image: descriptor, local colour table, LZW code size, sub-blocks
        guard index + 10 <= bytes.count else { return false }
        let start = index + 10 + colorTableSize(flags: bytes[index + 9]) + 1
        return endOfSubBlocks(bytes, from: start) != nil
      default:  // a trailer or garbage: stb_image says what is wrong
        return true
      }
    }
    return false
  }

  private static func colorTableSize(flags: UInt8) -> Int {
    flags & 0x80 == 0 ? 0 : 3 << (Int(flags & 0x07) + 1)
  }

  /// The index after the terminating empty sub-block, or nil if the data ends first.
  private static func endOfSubBlocks(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      let length = Int(bytes[index])
      index += 1 + length
      if length == 0 { return index }
    }
    return nil
  }
}
