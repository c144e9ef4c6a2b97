import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Creates folders and checks that one can hold new files, reporting the system's reason
/// when it cannot.
enum FolderAccess {
  /// Creates `path` and any missing parents with `mode`; an existing folder is fine.
  ///
  /// - Throws: `FolderAccessError` naming the component that could not be made (a file in
  ///   the way, no permission, a read-only disk…).
  static func create(_ path: String, mode: mode_t = 0o700) throws {
    var current = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      current += "/\(component)"
      if mkdir(current, mode) == 0 { continue }
      let code = errno
      var info = stat()
      if code == EEXIST, stat(current, &info) == 0 {
        if (info.st_mode & S_IFMT) == S_IFDIR { continue }
        throw FolderAccessError(path: current, reason: "it is a file, not a folder")
      }
      if code == EEXIST || code == EACCES, stat(current, &info) == 0,
        (info.st_mode & S_IFMT) == S_IFDIR
      {
        continue
      }
      throw FolderAccessError(path: current, reason: String(cString: strerror(code)))
    }
  }

  /// Checks that `path` is a folder this process may list, enter and create files in.
  ///
  /// - Throws: `FolderAccessError` with the reason.
  static func checkWritable(_ path: String) throws {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw FolderAccessError(path: path, reason: String(cString: strerror(errno)))
    }
    guard (info.st_mode & S_IFMT) == S_IFDIR else {
      throw FolderAccessError(path: path, reason: "it is a file, not a folder")
    }
    guard access(path, R_OK | W_OK | X_OK) == 0 else {
      throw FolderAccessError(path: path, reason: String(cString: strerror(errno)))
    }
  }
}

/// A folder could not be created or written.
struct FolderAccessError: Error, Equatable {
  /// The folder (or the first path component) that failed.
  let path: String
  /// The system's reason, e.g. "Permission denied".
  let reason: String
}
