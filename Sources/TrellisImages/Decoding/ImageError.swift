import Foundation
import TrellisUI

/// Why an image could not be decoded or drawn. Each case's `message` says what went wrong
/// and what to do about it; views show it (sanitized) instead of the picture.
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
  /// The data is empty: nothing was downloaded or read.
  case emptyData
  /// The bytes are not a PNG, JPEG, WebP, GIF or BMP image.
  case unsupportedFormat
  /// The file is of a known format but uses a feature the decoder does not support (an
  /// animated WebP).
  case unsupportedFeature(format: ImageFormat, feature: String)
  /// The image is bigger than the decoder's limits allow.
  case tooLarge(width: Int, height: Int, limits: ImageLimits)
  /// The file is bigger than the decoder's byte limit.
  case tooManyBytes(count: Int, limit: Int)
  /// The header was read but the image data is cut short or damaged; `reason` is the
  /// decoder's own word for it.
  case corrupt(format: ImageFormat, reason: String)
  /// Decoding needed more memory than an image of the header's size can need (`budget`
  /// bytes): the compressed data expands far past the pixels, as in a decompression bomb.
  case exceedsMemoryBudget(format: ImageFormat, budget: Int)
  /// The header claims a size of zero or a size that cannot be real.
  case invalidDimensions(width: Int, height: Int)
  /// The pixels could not be encoded; `reason` is the encoder's own word for it.
  case encodingFailed(format: ImageFormat, reason: String)
  /// The image could not be drawn into cells (the renderer refused its settings).
  case renderFailed(String)

  /// A message the user can act on.
  public var message: String {
    switch self {
    case .emptyData:
      return "The image is empty (0 bytes); check that the file or download is complete."
    case .unsupportedFormat:
      return "This is not a PNG, JPEG, WebP, GIF or BMP image; "
        + "convert it to one of those formats."
    case .unsupportedFeature(let format, let feature):
      return "The \(format.name) image uses \(feature), which the decoder does not support; "
        + "export it as a still image."
    case .tooLarge(let width, let height, let limits):
      return "The image is too large: \(width)×\(height) pixels (\(width * height) in all); "
        + "the limit is \(limits.maxWidth)×\(limits.maxHeight) pixels and "
        + "\(limits.maxPixels) in all. Use a smaller image or raise the decoder's limits."
    case .tooManyBytes(let count, let limit):
      return "The image file is too large: \(count) bytes; the limit is \(limit) bytes. "
        + "Use a smaller file or raise the decoder's limits."
    case .corrupt(let format, let reason):
      return "The \(format.name) image is truncated or corrupt (\(reason)); "
        + "download or export it again."
    case .exceedsMemoryBudget(let format, let budget):
      return "The \(format.name) image's data expands past the \(budget) bytes its size "
        + "can need (a damaged file or a decompression bomb); it was not decoded."
    case .encodingFailed(let format, let reason):
      return "The picture could not be encoded as \(format.name) (\(reason)); "
        + "check that its size and settings are within what the format allows."
    case .invalidDimensions(let width, let height):
      return "The image header gives an impossible size (\(width)×\(height)); "
        + "the file is damaged."
    case .renderFailed(let reason):
      return "The image could not be drawn (\(reason))."
    }
  }

  /// The message.
  public var description: String { message }

  /// The message, for `localizedDescription`.
  public var errorDescription: String? { message }
}
