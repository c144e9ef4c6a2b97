import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Why a file or folder cannot be read, in a few words from the system's own checks,
/// rather than a Foundation error: missing, a broken symbolic link, the wrong kind, or no
/// permission.
enum PathProblem {
  /// What keeps `path` from being read as a folder (`folder`) or a file; nil when nothing.
  static func reason(_ path: String, folder: Bool) -> String? {
    var link = stat()
    guard lstat(path, &link) == 0 else { return describe(errno) }
    var target = stat()
    guard stat(path, &target) == 0 else {
      let code = errno
      guard code == ENOENT else { return describe(code) }
      let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
      return "it is a symbolic link to \(destination), which does not exist"
    }
    let isFolder = target.st_mode & S_IFMT == S_IFDIR
    if folder && !isFolder { return "it is not a folder" }
    if !folder && isFolder { return "it is a folder, not a library" }
    // Reading a pipe or a device could wait forever.
    if !folder && target.st_mode & S_IFMT != S_IFREG {
      return "it is not a regular file (a pipe, a socket or a device)"
    }
    guard access(path, folder ? R_OK | X_OK : R_OK) == 0 else {
      return "permission denied: this user may not read it (check its owner and mode)"
    }
    return nil
  }

  /// The words for a failed `stat`.
  private static func describe(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "it does not exist"
    case ELOOP: return "its symbolic links go round in a loop"
    case EACCES: return "permission denied: this user may not reach it (check the folders' modes)"
    default: return String(cString: strerror(code))
    }
  }
}
