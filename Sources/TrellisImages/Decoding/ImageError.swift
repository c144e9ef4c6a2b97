import Foundation
import TrellisUI

/// Why an image could not be decoded or drawn. Each case's `message` says what went wrong
/// and what to do about it; views show it (sanitized) instead of the picture.
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
  /// The data is empty: nothing was downloaded or read.
  case emptyData
  /// The bytes are not a PNG, JPEG, GIF or BMP image.
  case unsupportedFormat
  /// The image is bigger than the decoder's limits allow.
  case tooLarge(width: Int, height: Int, limits: ImageLimits)
  /// The file is bigger than the decoder's byte limit.
  case tooManyBytes(count: Int, limit: Int)
  /// The header was read but the image data is cut short or damaged; `reason` is the
  /// decoder's own word for it.
  case corrupt(format: ImageFormat, reason: String)
  /// The header claims a size of zero or a size that cannot be real.
  case invalidDimensions(width: Int, height: Int)
  /// The image could not be drawn into cells (the renderer refused its settings).
  case renderFailed(String)

  /// A message the user can act on.
  public var message: String {
    switch self {
    case .emptyData:
      return "The image is empty (0 bytes); check that the file or download is complete."
    case .unsupportedFormat:
      return "This is not a PNG, JPEG, GIF or BMP image; convert it to one of those formats."
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
