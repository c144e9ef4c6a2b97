import Foundation
import TrellisImages

/// A picture file found in the local folder: where it is, and what its header and the
/// file system say about it (no EXIF is read).
struct LocalPhotoFile: Equatable, Sendable {
  /// The file's path.
  let path: String
  /// The file's size in bytes.
  let bytes: Int
  /// When the file was last changed.
  let modified: Date?
  /// The format and size from the header; nil when the header could not be read (the cell
  /// shows why when it loads the picture).
  let info: ImageInfo?
}
