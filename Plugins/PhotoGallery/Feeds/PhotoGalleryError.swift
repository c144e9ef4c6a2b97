import Foundation
import Trellis

/// What can go wrong in the gallery itself (the API's errors are `UnsplashError`s, the
/// pictures' `ImageError`s and `ImagePipelineError`s).
public enum PhotoGalleryError: Error, Equatable, LocalizedError, CustomStringConvertible {
  /// The photo has no picture URL.
  case noPicture(String)
  /// The local folder is not there.
  case noFolder(String)
  /// The photo is not in the gallery (a link from an earlier run, say).
  case unknownPhoto(String)
  /// The sample pictures could not be made.
  case samplesFailed(String)

  /// A one-line message saying what is wrong and what to do.
  public var description: String {
    switch self {
    case .noPicture(let title):
      return "“\(TextSanitizer.sanitize(title))” has no picture to show."
    case .noFolder(let path):
      return "The folder \(TextSanitizer.sanitize(path)) does not exist; set photos.folder to "
        + "a folder of pictures."
    case .unknownPhoto(let id):
      return "There is no photo \(TextSanitizer.sanitize(id)) in the gallery now; open it from "
        + "the Photos tab."
    case .samplesFailed(let reason):
      return "The sample pictures could not be made: \(TextSanitizer.sanitize(reason))."
    }
  }

  /// The same as `description`.
  public var errorDescription: String? { description }
}
