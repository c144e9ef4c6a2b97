import Foundation

/// The files of a new package, by path inside its folder, and the writing of them into a
/// folder that must not exist yet: nothing is ever overwritten.
struct Scaffold {
  /// Path inside the package (`Sources/Weather/WeatherPlugin.swift`) to content.
  var files: [String: String] = [:]

  /// Writes the files into `folder`, which must not exist, making the folders above it
  /// that are missing first (as `swift package init` and `cargo new` do); returns those it
  /// made, outermost first, for the caller to name. On a failure halfway, what was written
  /// and the folders made above it are removed again.
  ///
  /// - Throws: ``ToolError`` when `folder` exists, a folder above it is a file, or it cannot
  ///   be written.
  @discardableResult
  func write(to folder: URL) throws -> [URL] {
    let manager = FileManager.default
    if manager.fileExists(atPath: folder.path) {
      throw ToolError.usage(
        "\(folder.path) already exists; nothing was written. Choose another name or --path")
    }
    var missing: [URL] = []
    var parent = folder.deletingLastPathComponent()
    var isFolder: ObjCBool = false
    while !manager.fileExists(atPath: parent.path, isDirectory: &isFolder) {
      missing.insert(parent, at: 0)
      parent = parent.deletingLastPathComponent()
    }
    guard isFolder.boolValue else {
      throw ToolError.usage(
        "\(parent.path) is a file, not a folder; nothing was written. Choose another --path")
    }
    do {
      for made in missing {
        try manager.createDirectory(at: made, withIntermediateDirectories: false)
      }
      for (path, content) in files.sorted(by: { $0.key < $1.key }) {
        let file = folder.appendingPathComponent(path)
        try manager.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(content.utf8).write(to: file, options: .withoutOverwriting)
      }
    } catch {
      try? manager.removeItem(at: missing.first ?? folder)
      throw ToolError.failure(
        "could not write \(folder.path): \(error.localizedDescription); nothing was kept")
    }
    Self.format(folder)
    return missing
  }

  /// Lays the Swift files in `folder` out with the toolchain's `swift format`, as the
  /// package's `.swift-format` says (names of any length make lines of any length); the
  /// files stay as written when there is no `swift format`.
  static func format(_ folder: URL) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "format", "format", "--in-place", "--recursive", folder.path]
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      return
    }
  }
}
