import Foundation

/// The files of a new package, by path inside its folder, and the writing of them into a
/// folder that must not exist yet: nothing is ever overwritten.
struct Scaffold {
  /// Path inside the package (`Sources/Weather/WeatherPlugin.swift`) to content.
  var files: [String: String] = [:]

  /// Writes the files into `folder`, which must not exist; on a failure halfway, what was
  /// written is removed again.
  ///
  /// - Throws: ``ToolError`` when `folder` exists or cannot be written.
  func write(to folder: URL) throws {
    let manager = FileManager.default
    if manager.fileExists(atPath: folder.path) {
      throw ToolError.usage(
        "\(folder.path) already exists; nothing was written. Choose another name or --path")
    }
    do {
      for (path, content) in files.sorted(by: { $0.key < $1.key }) {
        let file = folder.appendingPathComponent(path)
        try manager.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(content.utf8).write(to: file, options: .withoutOverwriting)
      }
    } catch {
      try? manager.removeItem(at: folder)
      throw ToolError.failure(
        "could not write \(folder.path): \(error.localizedDescription); nothing was kept")
    }
    Self.format(folder)
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
