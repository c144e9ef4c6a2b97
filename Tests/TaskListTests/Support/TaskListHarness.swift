import Foundation
import TaskList
import Trellis
import TrellisTesting

/// An app of the task list plugin on a headless terminal, in virtual time, over a database
/// file in `folder`: a new harness on the same folder is a restart.
@MainActor
struct TaskListHarness {
  let harness: AppHarness
  let database: Database

  init(
    folder: TemporaryFolder, size: TerminalSize = TerminalSize(width: 72, height: 16),
    route: String? = nil, plugins: [Plugin] = []
  ) throws {
    let services = ServiceContainer()
    database = try folder.openDatabase()
    services.register(.database, database)
    harness = AppHarness(
      plugins: [TaskListPlugin(today: { testToday })] + plugins, services: services, size: size,
      route: route)
  }

  /// The list view, when the list is the screen on top of the stack.
  var listView: TaskListView? {
    harness.navigator.stack.first?.view as? TaskListView
  }

  /// The seeded tasks as the list shows them.
  static let seededRows = [
    "To do", "[ ] Go to https://github.com/devxoul", "[ ] Star repositories I am interested in",
    "[ ] Make a pull request",
  ]

  /// The list's rows as the screen shows them: from the line under the title to the line
  /// above the button (a row higher while a toast shows), trailing blank lines dropped.
  var listLines: [String] {
    var lines = Array(harness.screen[2..<14].prefix { !$0.hasPrefix("[ New task ]") })
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Quits and closes the database, as the app does when it ends.
  func stop() {
    database.close()
  }
}
