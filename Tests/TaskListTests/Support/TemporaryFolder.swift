import Foundation
import TaskList
import Trellis

/// A folder of its own under the system's temporary folder, for one test's database
/// files; `remove()` deletes it.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("TaskListTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of the test's database file.
  var databasePath: String {
    url.appendingPathComponent("tasks.sqlite").path
  }

  /// Opens (or creates) the test's database file.
  func openDatabase() throws -> Database {
    try Database(path: databasePath)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}

/// The day the tests live on: due dates before it are past.
let testToday = TaskDay(year: 2026, month: 3, day: 10)!
