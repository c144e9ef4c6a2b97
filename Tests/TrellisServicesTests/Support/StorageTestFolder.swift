import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fresh folder under the system's temporary folder for one test, removed (permissions
/// restored first) when the value goes away.
final class StorageTestFolder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-storage-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    chmod(path, 0o700)
    if let walker = FileManager.default.enumerator(atPath: path) {
      for case let child as String in walker {
        chmod("\(path)/\(child)", 0o700)
      }
    }
    try? FileManager.default.removeItem(atPath: path)
  }

  /// `path/<name>`.
  func file(_ name: String) -> String {
    "\(path)/\(name)"
  }

  /// The names in the folder (or in `subfolder`), sorted.
  func names(in subfolder: String = "") throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: subfolder.isEmpty ? path : file(subfolder))
      .sorted()
  }

  /// Writes `contents` to `name` with `mode`.
  func write(_ contents: String, to name: String, mode: mode_t = 0o644) throws {
    try Data(contents.utf8).write(to: URL(fileURLWithPath: file(name)))
    chmod(file(name), mode)
  }

  /// The bytes of `name`.
  func read(_ name: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: file(name)))
  }

  /// Whether tests run as root, for whom permission bits do not deny anything.
  static var isRoot: Bool {
    geteuid() == 0
  }
}
