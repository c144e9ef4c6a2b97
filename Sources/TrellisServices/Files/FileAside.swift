import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Moves a damaged file out of the way without deleting it: `name` becomes
/// `name.<label>-<UTC timestamp>` (with `-2`, `-3`… when that name is taken), next to it.
enum FileAside {
  /// Renames `path` and returns the new path.
  ///
  /// - Throws: the `errno` message of `rename(2)` as a `FileAsideError`.
  static func move(_ path: String, label: String, at date: Date = Date()) throws -> String {
    let base = "\(path).\(label)-\(timestamp(date))"
    var candidate = base
    var attempt = 1
    while FileManager.default.fileExists(atPath: candidate) || isSymlink(candidate) {
      attempt += 1
      candidate = "\(base)-\(attempt)"
    }
    guard rename(path, candidate) == 0 else {
      throw FileAsideError(path: path, reason: String(cString: strerror(errno)))
    }
    return candidate
  }

  /// `20250131T235959Z` for `date`.
  static func timestamp(_ date: Date) -> String {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    gmtime_r(&seconds, &parts)
    return String(
      format: "%04d%02d%02dT%02d%02d%02dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
      Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
  }

  /// Whether `path` is a symbolic link (dangling ones included).
  static func isSymlink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
  }
}

/// A file could not be renamed out of the way.
struct FileAsideError: Error, Equatable {
  /// The file that stayed where it was.
  let path: String
  /// The system's reason.
  let reason: String
}
