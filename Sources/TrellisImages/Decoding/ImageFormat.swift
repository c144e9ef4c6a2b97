/// The image formats the decoder accepts, recognised by their leading bytes.
///
/// Only these four are passed to stb_image: its other loaders (TGA has no signature at all)
/// would take random bytes for a picture.
public enum ImageFormat: String, Equatable, Hashable, Sendable, CaseIterable {
  /// Portable Network Graphics.
  case png
  /// JPEG (baseline and progressive).
  case jpeg
  /// GIF (the first frame of an animation).
  case gif
  /// Windows bitmap.
  case bmp

  /// The format's usual name, for messages.
  public var name: String {
    switch self {
    case .png: return "PNG"
    case .jpeg: return "JPEG"
    case .gif: return "GIF"
    case .bmp: return "BMP"
    }
  }

  /// The format whose signature `bytes` start with, or nil if none does.
  public init?(sniffing bytes: some Collection<UInt8>) {
    let head = Array(bytes.prefix(8))
    func starts(with signature: [UInt8]) -> Bool {
      head.count >= signature.count && Array(head.prefix(signature.count)) == signature
    }
    if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if starts(with: [0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)) {
      self = .gif
    } else if starts(with: Array("BM".utf8)) {
      self = .bmp
    } else {
      return nil
    }
  }
}
