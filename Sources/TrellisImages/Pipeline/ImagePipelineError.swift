import Foundation
import TrellisTerminal

/// Why the pipeline could not get a picture's bytes; decoding failures are `ImageError`s
/// and download failures `HTTPError`s.
public enum ImagePipelineError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The file could not be read.
  case unreadableFile(path: String, reason: String)
  /// The file or download is bigger than the pipeline accepts.
  case tooLarge(source: String, bytes: Int, limit: Int)
  /// The server sent something that is not a picture (a web page, JSON).
  case notAnImage(source: String, contentType: String)
  /// The pipeline has no HTTP client, so it cannot download.
  case cannotDownload(source: String)

  /// A one-line message saying what failed and what to do; names and reasons are
  /// sanitized.
  public var description: String { TextSanitizer.sanitize(text) }

  private var text: String {
    switch self {
    case .unreadableFile(let path, let reason):
      return "Cannot read \(path): \(reason). Check that the file exists and is readable."
    case .tooLarge(let source, let bytes, let limit):
      return "\(source) is \(bytes) bytes, over the \(limit)-byte limit for a picture."
    case .notAnImage(let source, let contentType):
      return "\(source) is not a picture (the server sent \(contentType))."
    case .cannotDownload(let source):
      return "Cannot download \(source): this app has no HTTP client for pictures."
    }
  }

  /// The same as `description`.
  public var errorDescription: String? { description }
}
