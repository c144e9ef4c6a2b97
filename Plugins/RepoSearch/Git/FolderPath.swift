import Foundation
import TrellisServices

/// Folder paths as a user writes them, where `~` is the home folder.
@usableFromInline
enum FolderPath {
  /// The home folder: `$HOME`, else the user database's.
  @usableFromInline
  static var home: String {
    (try? AppDirectories.homeDirectory().path) ?? NSHomeDirectory()
  }

  /// `text` with a leading `~` (alone or before `/`) replaced by `home`.
  static func expandingHome(_ text: String, home: String) -> String {
    text == "~" || text.hasPrefix("~/") ? home + text.dropFirst() : text
  }
}
