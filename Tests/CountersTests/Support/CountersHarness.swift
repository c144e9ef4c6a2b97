import Counters
import Foundation
import Trellis
import TrellisTesting

/// The Counters plugin in an app on a headless terminal, in virtual time, with its database
/// on a real file.
@MainActor
struct CountersHarness {
  let harness: AppHarness
  let database: Database

  /// Opens (or creates) the database at `path` and boots an app of the Counters plugin on
  /// it: a start of the app, or a restart when the file already holds counters.
  init(
    databasePath path: String, size: TerminalSize = TerminalSize(width: 70, height: 12),
    ids: SequentialIDs = SequentialIDs()
  ) throws {
    database = try Database(path: path)
    let services = ServiceContainer()
    services.register(.database, database)
    harness = AppHarness(
      plugins: [CountersPlugin(makeID: { ids.next() })], services: services, size: size)
  }

  /// The rows showing a counter's label, in order: "number is 3", ….
  var labels: [String] {
    harness.screen.compactMap { line in
      guard let range = line.range(of: #"number is -?\d+"#, options: .regularExpression)
      else { return nil }
      return String(line[range])
    }
  }

  /// Clicks the button titled `title` (`+`, `-`, `delete`) on the row of the `index`th
  /// counter; false when that row or button does not show.
  @discardableResult
  func click(_ title: String, onCounter index: Int) -> Bool {
    let rows = harness.screen.enumerated().filter { $0.element.contains("number is") }
    guard index < rows.count, let range = rows[index].element.range(of: "[ \(title) ]")
    else { return false }
    let column = DisplayWidth.of(String(rows[index].element[..<range.lowerBound]))
    harness.click(column: column + 2, row: rows[index].offset)
    return true
  }

  /// The counters stored in the file now, read through a second connection.
  nonisolated static func stored(at path: String) throws -> [Counter] {
    let database = try Database(path: path)
    defer { database.close() }
    return try CounterStore(database: database).load()
  }
}
