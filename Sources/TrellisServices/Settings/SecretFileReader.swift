import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a secret from a file that only its owner may read: a regular file owned by this
/// user whose mode grants nothing to group or others (0600 or 0400). The checks are made
/// on the opened file, so the file cannot be swapped between check and read.
enum SecretFileReader {
  /// The largest secret file read.
  static let maximumSize = 64 * 1024

  /// The file's text without surrounding blanks and line breaks.
  ///
  /// - Throws: `SettingsError.secretFileTooOpen`, `.secretFileNotOwned`,
  ///   `.secretFileNotRegular`, `.secretFileUnreadable` or `.secretFileEmpty`. None holds
  ///   any of the file's content.
  static func read(_ path: String) throws -> String {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw SettingsError.secretFileUnreadable(path: path, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw SettingsError.secretFileUnreadable(path: path, reason: String(cString: strerror(errno)))
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw SettingsError.secretFileNotRegular(path: path)
    }
    guard info.st_uid == geteuid() else { throw SettingsError.secretFileNotOwned(path: path) }
    let permissions = info.st_mode & 0o777
    guard permissions & 0o077 == 0 else {
      let octal = String(permissions, radix: 8)
      throw SettingsError.secretFileTooOpen(
        path: path, mode: String(repeating: "0", count: max(0, 4 - octal.count)) + octal)
    }
    var bytes = [UInt8](repeating: 0, count: maximumSize + 1)
    var total = 0
    while total < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        #if canImport(Glibc)
          return Glibc.read(descriptor, base + total, buffer.count - total)
        #else
          return Darwin.read(descriptor, base + total, buffer.count - total)
        #endif
      }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else {
        throw SettingsError.secretFileUnreadable(
          path: path, reason: String(cString: strerror(errno)))
      }
      if count == 0 { break }
      total += count
    }
    guard total <= maximumSize else {
      throw SettingsError.secretFileUnreadable(path: path, reason: "it is larger than 64 KiB")
    }
    guard let text = String(validating: bytes[..<total], as: UTF8.self) else {
      throw SettingsError.secretFileUnreadable(path: path, reason: "it is not UTF-8 text")
    }
    let secret = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !secret.isEmpty else { throw SettingsError.secretFileEmpty(path: path) }
    return secret
  }
}
