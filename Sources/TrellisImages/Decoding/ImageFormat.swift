/// The image formats the decoder accepts, recognised by their leading bytes.
///
/// Only files with one of these signatures reach a decoding library: stb_image's other
/// loaders (TGA has no signature at all) would take random bytes for a picture.
public enum ImageFormat: String, Equatable, Hashable, Sendable, CaseIterable {
  /// Portable Network Graphics (stb_image).
  case png
  /// JPEG, baseline and progressive (libjpeg-turbo).
  case jpeg
  /// WebP, lossy and lossless, without animation (libwebp).
  case webp
  /// GIF, the first frame of an animation (stb_image).
  case gif
  /// Windows bitmap (stb_image).
  case bmp

  /// The format's usual name, for messages.
  public var name: String {
    switch self {
    case .png: return "PNG"
    case .jpeg: return "JPEG"
    case .webp: return "WebP"
    case .gif: return "GIF"
    case .bmp: return "BMP"
    }
  }

  /// The format whose signature `bytes` start with, or nil if none does.
  public init?(sniffing bytes: some Collection<UInt8>) {
    let head = Array(bytes.prefix(12))
    func has(_ signature: [UInt8], at offset: Int = 0) -> Bool {
      head.count >= offset + signature.count
        && Array(head[offset..<(offset + signature.count)]) == signature
    }
    if has([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if has([0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if has(Array("RIFF".utf8)) && has(Array("WEBP".utf8), at: 8) {
      self = .webp
    } else if has(Array("GIF87a".utf8)) || has(Array("GIF89a".utf8)) {
      self = .gif
    } else if has(Array("BM".utf8)) {
      self = .bmp
    } else {
      return nil
    }
  }
}
