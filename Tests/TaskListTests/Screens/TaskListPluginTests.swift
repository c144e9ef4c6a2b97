import Foundation
import Testing
import TrellisTerminal
import TrellisTesting
import TrellisUI

@testable import TaskList

/// The plugin in an app on a headless terminal (72×16), in virtual time, over a real
/// SQLite file: what a user types, what the screen shows, what is stored.
@MainActor
@Suite struct TaskListPluginTests {
  /// The list's rows as the screen shows them: from the line under the title to the line
  /// above the button, trailing blank lines dropped.
  func listLines(_ app: TaskListHarness) -> [String] {
    var lines = Array(app.harness.screen[2..<14])
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  let seeded = [
    "To do", "[ ] Go to https://github.com/devxoul", "[ ] Star repositories I am interested in",
    "[ ] Make a pull request",
  ]

  @Test func theTabShowsTheSeededTasksInSectionsWithKeyHints() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    let screen = app.harness.screen
    #expect(app.harness.currentRoute == "tasks")
    #expect(screen[0] == " Tasks │ Plugins │ Help")
    #expect(screen[1] == "Tasks: 3 to do, 0 done")
    #expect(listLines(app) == seeded)
    #expect(screen[14] == "[ New task ]")
    #expect(screen[15] == "↑↓ move  enter select  delete delete  n new  space done  / filter")
    #expect(app.listView?.listView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
  }

  @Test func nPresentsTheNewTaskModalAndSavingAddsTheTask() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "n")
    #expect(app.harness.currentRoute == "tasks/new")
    #expect(app.harness.navigator.modals.count == 1)
    #expect(app.harness.screen[2].contains("┌ New task ─"))
    #expect(
      app.harness.screen[4]
        == "[ ] │ Title     what to do                                         │")

    try app.harness.send(keys: "B u y space m i l k tab o a t tab 2 0 2 6 - 0 3 - 2 0 enter")
    #expect(app.harness.currentRoute == "tasks")
    #expect(app.harness.navigator.modals.isEmpty)
    #expect(app.harness.screen[1] == "Tasks: 4 to do, 0 done")
    // The due date sits at the right edge of the 72 columns.
    let row = "[ ] Buy milk" + String(repeating: " ", count: 46) + "due 2026-03-20"
    #expect(Array(listLines(app)[0...1]) == ["To do", row])
    #expect(app.harness.statusMessage == .notice("Saved \"Buy milk\""))
    #expect(app.listView?.listView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    let stored = try #require(try TaskStore(database: app.database).all().first)
    #expect(
      stored == TaskItem(id: 4, title: "Buy milk", notes: "oat", dueDate: TaskDay("2026-03-20")))
  }

  @Test func theAddButtonPresentsTheModalToo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    // From the list, Tab reaches the button (the hidden filter field is skipped).
    try app.harness.send(keys: "tab enter")
    #expect(app.harness.currentRoute == "tasks/new")
    try app.harness.send(keys: "esc")
    #expect(app.harness.currentRoute == "tasks")
  }

  @Test func aClickOnTheAddButtonPresentsTheModal() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    #expect(app.harness.click(text: "[ New task ]"))
    // TrellisCore's ShellView keeps its placeholder's stack (two empty filler views) in
    // front of the content, so clicks in the content area hit the fillers, not the screen.
    withKnownIssue("ShellView's placeholder takes the content area's clicks") {
      #expect(app.harness.currentRoute == "tasks/new")
    }
  }

  @Test func theModalExplainsBadInputAndLosesNothing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "n enter")
    #expect(app.harness.currentRoute == "tasks/new")
    #expect(
      app.harness.screen[5]
        == "[ ] │           A task needs a title.                              │")

    try app.harness.send(keys: "P a y tab tab n e x t space w e e k enter")
    #expect(app.harness.currentRoute == "tasks/new")
    #expect(app.harness.screen.contains { $0.contains("\"next week\" is not a date: write it as") })
    #expect(app.harness.screen.contains { $0.contains("like 2026-03-14, or leave it empty.") })

    try app.harness.send(keys: "ctrl-u 2 0 2 6 - 0 3 - 0 1 enter")
    #expect(app.harness.currentRoute == "tasks/new")
    #expect(app.harness.screen.contains { $0.contains("2026-03-01 is in the past: choose today") })

    try app.harness.send(keys: "ctrl-u enter")
    #expect(app.harness.currentRoute == "tasks")
    #expect(listLines(app)[1] == "[ ] Pay")
    #expect(try TaskStore(database: app.database).count() == 4)
  }

  @Test func escClosesTheModalWithoutSaving() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "n N o p e esc")
    #expect(app.harness.currentRoute == "tasks")
    #expect(listLines(app) == seeded)
    #expect(try TaskStore(database: app.database).count() == 3)
  }

  @Test func enterPushesTheEditScreenAndItsResultComesBackToTheList() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "j enter")
    #expect(app.harness.currentRoute == "tasks/2/edit")
    #expect(app.harness.screen[0].hasSuffix("Tasks › Edit task"))
    #expect(app.harness.screen[2] == " Title     Star repositories I am interested in")

    try app.harness.send(
      keys: "ctrl-u S t a r space T r e l l i s tab r e a d space t h e space d o c s enter")
    #expect(app.harness.currentRoute == "tasks")
    #expect(listLines(app)[2] == "[ ] Star Trellis")
    #expect(app.harness.statusMessage == .notice("Saved \"Star Trellis\""))
    #expect(app.listView?.listView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    let stored = try TaskStore(database: app.database).task(id: 2)
    #expect(stored == TaskItem(id: 2, title: "Star Trellis", notes: "read the docs"))
  }

  @Test func spaceTogglesDoneAndTheSelectionFollowsTheTask() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "space")
    #expect(app.harness.screen[1] == "Tasks: 2 to do, 1 done")
    #expect(
      listLines(app) == [
        "To do", "[ ] Star repositories I am interested in", "[ ] Make a pull request", "Done",
        "[x] Go to https://github.com/devxoul",
      ])
    #expect(app.listView?.listView.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
    #expect(try TaskStore(database: app.database).task(id: 3)?.isDone == true)

    try app.harness.send(keys: "space")
    #expect(listLines(app) == seeded)
    #expect(try TaskStore(database: app.database).task(id: 3)?.isDone == false)
  }

  @Test func deleteAsksFirstAndKeepsTheTaskOnCancel() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "j d")
    #expect(app.harness.screenText.contains("┌ Delete task "))
    #expect(app.harness.screenText.contains("│ Delete \"Star repositories I am interested in\"? │"))
    try app.harness.send(keys: "n")
    #expect(!app.harness.screenText.contains("Delete task"))
    try app.harness.send(keys: "d esc")
    #expect(!app.harness.screenText.contains("Delete task"))
    #expect(app.harness.currentRoute == "tasks")
    #expect(listLines(app) == seeded)
    #expect(try TaskStore(database: app.database).count() == 3)
  }

  @Test func deleteRemovesTheTaskOnceConfirmed() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "j d y")
    #expect(!app.harness.screenText.contains("Delete task"))
    #expect(
      listLines(app) == [
        "To do", "[ ] Go to https://github.com/devxoul", "[ ] Make a pull request",
      ])
    #expect(try TaskStore(database: app.database).all().map(\.id) == [3, 1])
  }

  @Test func slashFiltersAsYouTypeAndEscClearsIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "/")
    #expect(app.harness.screen[2] == "/ filter: type to narrow, esc to clear")
    // Letters that are keys in the list type into the field instead.
    try app.harness.send(keys: "p u l")
    #expect(app.harness.screen[2] == "/ pul")
    #expect(app.harness.screen[3...4] == ["To do", "[ ] Make a pull request"])
    try app.harness.send(keys: "space n d")
    #expect(app.harness.screen[2] == "/ pul nd")
    #expect(app.harness.screen[3] == "No tasks match \"pul nd\". Press Esc to clear the filter.")
    #expect(app.harness.currentRoute == "tasks")
    try app.harness.send(keys: "esc")
    #expect(listLines(app) == seeded)
    #expect(app.listView?.isFilterOpen == false)

    // Enter keeps the filter and goes back to the list, where Enter opens the task.
    try app.harness.send(keys: "/ s t a r enter enter")
    #expect(app.harness.currentRoute == "tasks/2/edit")
    try app.harness.send(keys: "esc")
    #expect(app.harness.screen[2] == "/ star")
    try app.harness.send(keys: "esc")
    #expect(listLines(app) == seeded)
    try app.harness.send(keys: "esc")
    #expect(app.harness.currentRoute == "tasks")
  }

  @Test func aRestartShowsWhatWasKeptOnTheSameFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    do {
      let app = try TaskListHarness(folder: folder)
      try app.harness.send(keys: "n W a t e r space t h e space p l a n t s enter")
      try app.harness.send(keys: "j space")  // "Go to …" is done
      try app.harness.send(keys: "g d y")  // "Water the plants" is deleted…
      try app.harness.send(keys: "n R e p o t space t h e m enter")  // …and another added
      try app.harness.send(keys: "q")
      #expect(app.harness.didQuit)
      app.stop()
    }
    let restarted = try TaskListHarness(folder: folder)
    #expect(restarted.harness.screen[1] == "Tasks: 3 to do, 1 done")
    #expect(
      listLines(restarted) == [
        "To do", "[ ] Repot them", "[ ] Star repositories I am interested in",
        "[ ] Make a pull request", "Done", "[x] Go to https://github.com/devxoul",
      ])
  }

  @Test func theDeepLinkOpensANewTaskWithItsTitleFilledIn() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder, route: "tasks/new?title=Buy%20milk")
    #expect(app.harness.currentRoute == "tasks/new?title=Buy%20milk")
    #expect(app.harness.screen[0].hasSuffix("Tasks › New task"))
    #expect(app.harness.screen[2] == " Title     Buy milk")
    try app.harness.send(keys: "enter")
    #expect(app.harness.currentRoute == "tasks")
    #expect(listLines(app)[1] == "[ ] Buy milk")
  }

  @Test func theDeepLinkWorksFromThePaletteAndFromAnotherPlugin() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder, plugins: [NotesPlugin()])
    try app.harness.send(keys: ": t a s k s / n e w ? t i t l e = C a l l enter")
    #expect(app.harness.currentRoute == "tasks/new?title=Call")
    #expect(app.harness.screen[2] == " Title     Call")
    try app.harness.send(keys: "esc alt-2")
    #expect(app.harness.currentRoute == "notes")
    try app.harness.send(keys: "x")
    #expect(app.harness.currentRoute == "tasks/new?title=Reply%20to%20Ada")
    #expect(app.harness.screen[2] == " Title     Reply to Ada")
    try app.harness.send(keys: "enter")
    #expect(listLines(app)[1] == "[ ] Reply to Ada")
  }

  @Test func aTaskThatDoesNotExistIsAnErrorNotACrash() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    #expect(!app.harness.app.open(route: "tasks/99/edit"))
    #expect(app.harness.currentRoute == "tasks")
    #expect(app.harness.statusMessage?.kind == .error)
    #expect(
      app.harness.statusMessage?.text.contains(
        "There is no task 99: it may have been deleted. Pick a task from the list.") == true)
    #expect(!app.harness.app.open(route: "tasks/abc/edit"))
    #expect(app.harness.statusMessage?.text.contains("whole number") == true)
  }

  @Test func aStorageErrorShowsInTheStatusBarAndTheListStays() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    app.database.close()
    try app.harness.send(keys: "space")
    #expect(app.harness.statusMessage?.kind == .error)
    #expect(
      app.harness.statusMessage?.text.hasPrefix("Could not save the task: The database ") == true)
    #expect(listLines(app) == seeded)
    try app.harness.send(keys: "n H i enter")
    #expect(app.harness.currentRoute == "tasks/new")
    #expect(app.harness.screen.contains { $0.contains("Could not save the task:") })
    #expect(app.harness.screen[4].contains("Title     Hi"))
  }

  @Test func withoutStorageThePluginIsLeftOutAndSaysWhy() throws {
    let harness = AppHarness(plugins: [TaskListPlugin()])
    #expect(harness.app.report.status(of: "tasks") != .loaded)
    #expect(harness.app.listPlugins().joined().contains("trellis.database"))
    #expect(!harness.screen[0].contains("Tasks"))

    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let database = try folder.openDatabase()
    database.close()
    let services = ServiceContainer()
    services.register(.database, database)
    let closed = AppHarness(plugins: [TaskListPlugin()], services: services)
    let line = closed.app.listPlugins().first { $0.hasPrefix("tasks") } ?? ""
    #expect(line.contains("The task storage could not be opened"))
  }

  @Test func titlesFromOutsideReachTheTerminalSanitized() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    do {
      let database = try folder.openDatabase()
      _ = try TaskStore(database: database).insert(
        TaskDraft(title: "Evil \u{1B}]0;pwned\u{07} title"))
      database.close()
    }
    let app = try TaskListHarness(folder: folder)
    #expect(listLines(app)[1].hasPrefix("[ ] Evil "))
    let written = String(decoding: app.harness.bytesWritten, as: UTF8.self)
    #expect(!written.contains("\u{1B}]0;pwned"))
    #expect(!written.contains("\u{07}"))
  }
}

/// Another plugin that starts a task by deep link: `x` on its screen opens
/// `tasks/new?title=Reply%20to%20Ada`.
struct NotesPlugin: Plugin {
  let manifest = PluginManifest(id: "notes", displayName: "Notes", version: "1.0.0")

  func register(in context: PluginContext) throws {
    context.route("notes", title: "Notes") { _, _ in
      let view = NotesView()
      let screen = Screen(title: "Notes", view: view)
      view.onReply = { [weak screen] in screen?.navigate(.open("tasks/new?title=Reply%20to%20Ada"))
      }
      return screen
    }
    context.tab(title: "Notes", route: "notes")
  }
}

/// The notes screen: `x` asks for a task.
final class NotesView: View {
  var onReply: (() -> Void)?

  override var canBecomeFocused: Bool { true }

  override func keyDown(_ event: KeyEvent) -> Bool {
    guard event == .character("x") else { return false }
    onReply?()
    return true
  }
}
