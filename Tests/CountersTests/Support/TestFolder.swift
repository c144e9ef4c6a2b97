import Foundation

/// A fresh folder under the system's temporary folder for one test, removed when the value
/// goes away.
final class TestFolder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-counters-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The database file the tests use: `path/database.sqlite`.
  var databasePath: String {
    "\(path)/database.sqlite"
  }
}
