import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file's contents all at once: the bytes go to a temporary file in the same
/// folder, which is flushed to disk and then renamed over the target, so a reader sees the
/// old file or the new one, never half of one.
enum AtomicFileWriter {
  /// Writes `data` to `path`, creating the folder (mode 0700) when it is missing. A file
  /// that already exists keeps its permission bits; a new one gets `mode`.
  ///
  /// - Throws: `AtomicFileWriterError` with the step that failed and the system's reason.
  static func write(_ data: Data, to path: String, mode: mode_t = 0o644) throws {
    MainThreadIO.check("AtomicFileWriter.write")
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FolderAccess.create(folder)
    } catch let error as FolderAccessError {
      throw AtomicFileWriterError(
        path: path, step: "create the folder \(error.path)", reason: error.reason)
    }
    var existing = stat()
    let permissions = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : mode
    let name = (path as NSString).lastPathComponent
    let temporary = "\(folder)/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
    guard descriptor >= 0 else {
      throw AtomicFileWriterError(path: path, step: "create \(temporary)", reason: errnoText())
    }
    var failure: AtomicFileWriterError?
    let written = data.withUnsafeBytes { buffer -> Bool in
      guard let start = buffer.baseAddress else { return true }
      var offset = 0
      while offset < buffer.count {
        let count = systemWrite(descriptor, start + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += count
      }
      return true
    }
    if !written {
      failure = AtomicFileWriterError(path: path, step: "write \(temporary)", reason: errnoText())
    } else if fsync(descriptor) != 0 {
      failure = AtomicFileWriterError(path: path, step: "flush \(temporary)", reason: errnoText())
    }
    _ = fchmod(descriptor, permissions)
    close(descriptor)
    if failure == nil, rename(temporary, path) != 0 {
      failure = AtomicFileWriterError(
        path: path, step: "rename \(temporary) to \(name)", reason: errnoText())
    }
    if let failure {
      unlink(temporary)
      throw failure
    }
  }

  /// The current `errno` as text.
  static func errnoText() -> String {
    String(cString: strerror(errno))
  }

  /// `write(2)`, named apart from this type's own `write`.
  static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      return Glibc.write(descriptor, bytes, count)
    #else
      return Darwin.write(descriptor, bytes, count)
    #endif
  }
}

/// A step of an atomic write failed; the target file is untouched.
struct AtomicFileWriterError: Error, Equatable {
  /// The file that was to be written.
  let path: String
  /// What was being done, e.g. "create the folder /x".
  let step: String
  /// The system's reason.
  let reason: String
}
