/// Reads an image's dimensions straight from its header, without a decoding library.
///
/// The libraries' own header checks refuse sizes they could not decode ("too large")
/// without saying what they are; this reader recovers the numbers so the error can name
/// them. It reads only a few fixed fields and never trusts a length past the end of the
/// bytes.
enum ImageHeaderReader {
  /// The width and height the header of `format` claims, or nil if it cannot be read.
  static func dimensions(of format: ImageFormat, in bytes: UnsafeBufferPointer<UInt8>)
    -> (width: Int, height: Int)?
  {
    switch format {
    case .png:
      // Signature (8), IHDR length (4), "IHDR" (4), width (4, big-endian), height (4).
      guard bytes.count >= 24 else { return nil }
      return (bigEndian32(bytes, at: 16), bigEndian32(bytes, at: 20))
    case .gif:
      // "GIF89a", then the logical screen width and height (2 each, little-endian).
      guard bytes.count >= 10 else { return nil }
      return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
    case .bmp:
      // File header (14), info header size (4), width (4), height (4, negative: top-down).
      guard bytes.count >= 26 else { return nil }
      let width = Int(Int32(bitPattern: UInt32(littleEndian32(bytes, at: 18))))
      let height = Int(Int32(bitPattern: UInt32(littleEndian32(bytes, at: 22))))
      return (abs(width), abs(height))
    case .jpeg:
      return jpegDimensions(bytes)
    case .webp:
      return webpDimensions(bytes)
    }
  }

  /// The bits per channel a PNG's header gives (1, 2, 4, 8 or 16), or nil.
  static func pngBitDepth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    bytes.count > 24 ? Int(bytes[24]) : nil
  }

  /// Walks the JPEG markers to the first start-of-frame and reads its size.
  private static func jpegDimensions(_ bytes: UnsafeBufferPointer<UInt8>)
    -> (width: Int, height: Int)?
  {
    var index = 2
    while index + 3 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
      if isFrame {
        guard index + 8 < bytes.count else { return nil }
        let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
        let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
        return (width, height)
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }

  /// The size from a WebP's first chunk: the VP8X canvas, a VP8 key frame or a VP8L header.
  private static func webpDimensions(_ bytes: UnsafeBufferPointer<UInt8>)
    -> (width: Int, height: Int)?
  {
    guard bytes.count >= 30 else { return nil }
    switch String(decoding: bytes[12..<16], as: UTF8.self) {
    case "VP8X":
      // Flags (4), then canvas width − 1 and height − 1, 24 bits little-endian each.
      let width = Int(bytes[24]) | Int(bytes[25]) << 8 | Int(bytes[26]) << 16
      let height = Int(bytes[27]) | Int(bytes[28]) << 8 | Int(bytes[29]) << 16
      return (width + 1, height + 1)
    case "VP8 ":
      // Frame tag (3), start code (3), then 14-bit width and height, little-endian.
      let width = (Int(bytes[26]) | Int(bytes[27]) << 8) & 0x3FFF
      let height = (Int(bytes[28]) | Int(bytes[29]) << 8) & 0x3FFF
      return (width, height)
    case "VP8L":
      // Signature 0x2F, then width − 1 and height − 1 in 14 bits each.
      let bits = littleEndian32(bytes, at: 21)
      return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
    default:
      return nil
    }
  }

  static func bigEndian32(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    Int(bytes[index]) << 24 | Int(bytes[index + 1]) << 16 | Int(bytes[index + 2]) << 8
      | Int(bytes[index + 3])
  }

  static func littleEndian32(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    Int(bytes[index]) | Int(bytes[index + 1]) << 8 | Int(bytes[index + 2]) << 16
      | Int(bytes[index + 3]) << 24
  }
}
