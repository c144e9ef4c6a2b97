import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TaskList

/// The `tasks` screen in an app on a headless terminal (72×16), in virtual time, over a
/// real SQLite file: what a user types, what the screen shows, what is stored.
@MainActor
@Suite struct TaskListScreenTests {
  @Test func theTabShowsTheSeededTasksInSectionsWithKeyHints() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    let screen = app.harness.screen
    #expect(app.harness.currentRoute == "tasks")
    #expect(screen[0] == " Tasks │ Plugins │ Help")
    #expect(screen[1] == "Tasks: 3 to do, 0 done")
    #expect(app.listLines == TaskListHarness.seededRows)
    #expect(screen[14] == "[ New task ]")
    // The list's moving and choosing hints give way first; `? help` and `q quit` stay.
    #expect(
      screen[15] == "d delete  n new  space done  / filter  : palette  ? help  q quit")
    #expect(app.listView?.listView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
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
    #expect(app.harness.currentRoute == "tasks/new")
    try app.harness.send(keys: "C l i c k e d enter")
    #expect(app.listLines[1] == "[ ] Clicked")
  }

  @Test func aClickOnARowSelectsItAndOpensIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    #expect(app.harness.click(text: "Make a pull request"))
    #expect(app.harness.currentRoute == "tasks/1/edit")
  }

  @Test func theFiltersHintsAreTheKeysThatActInIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "/")
    // n, space, /, :, ? and q would type into the field: their hints go.
    #expect(
      app.harness.screen[15]
        == "ctrl-u clear  ctrl-w word  esc clear filter  ctrl-p palette  ctrl-c quit")
    try app.harness.send(keys: "down")
    #expect(
      app.harness.screen[15].hasSuffix("/ filter  esc clear filter  ? help  q quit"))
  }

  @Test func theSelectionStaysOnTheChosenTaskWhenTheFilterCloses() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "/ p u l l down")
    #expect(app.listLines.contains("[ ] Make a pull request"))
    #expect(app.listView?.listView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    try app.harness.send(keys: "esc")
    #expect(app.listLines == TaskListHarness.seededRows)
    #expect(app.listView?.listView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    // Delete offers the task the user chose, not the one now first.
    try app.harness.send(keys: "delete")
    #expect(app.harness.screen.contains { $0.contains("Delete \"Make a pull request\"?") })
  }

  @Test func aClickOnTheCheckBoxTogglesTheTaskWithoutOpeningIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    let row = try #require(app.harness.screen.firstIndex { $0.hasPrefix("[ ] Make a pull") })
    app.harness.click(column: 1, row: row)
    #expect(app.harness.currentRoute == "tasks")
    #expect(app.harness.screen[1] == "Tasks: 2 to do, 1 done")
    #expect(try TaskStore(database: app.database).task(id: 1)?.isDone == true)
    #expect(app.listLines.contains("[x] Make a pull request"))
    // A click on the title still opens the task.
    #expect(app.harness.click(text: "Make a pull request"))
    #expect(app.harness.currentRoute == "tasks/1/edit")
  }

  @Test func spaceTogglesDoneAndTheSelectionFollowsTheTask() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "space")
    #expect(app.harness.screen[1] == "Tasks: 2 to do, 1 done")
    #expect(
      app.listLines == [
        "To do", "[ ] Star repositories I am interested in", "[ ] Make a pull request", "Done",
        "[x] Go to https://github.com/devxoul",
      ])
    #expect(app.listView?.listView.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
    #expect(try TaskStore(database: app.database).task(id: 3)?.isDone == true)

    try app.harness.send(keys: "space")
    #expect(app.listLines == TaskListHarness.seededRows)
    #expect(try TaskStore(database: app.database).task(id: 3)?.isDone == false)
  }

  @Test func spaceTwiceInOneReadLeavesTheTaskAsItWas() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // In real time: the writes run on a background queue, so the second Space comes before
    // the first write is back, as when a user presses it twice quickly.
    let database = try folder.openDatabase()
    defer { database.close() }
    let services = ServiceContainer()
    services.register(.database, database)
    let harness = AppHarness(
      plugins: [TaskListPlugin(today: { testToday })], services: services,
      size: TerminalSize(width: 72, height: 16), clock: .real)
    #expect(await harness.waitFor(text: "Tasks: 3 to do, 0 done"))
    try harness.send(keys: "space space")
    #expect(await harness.waitUntilSettled(quiet: 0.3))
    #expect(harness.screen[1] == "Tasks: 3 to do, 0 done")
    #expect(try TaskStore(database: database).task(id: 3)?.isDone == false)
  }

  @Test func aToggleStillWaitingForTheDatabaseIsWaitedForWhenTheAppEnds() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let database = try folder.openDatabase()
    defer { database.close() }
    let services = ServiceContainer()
    services.register(.database, database)
    let harness = AppHarness(
      plugins: [TaskListPlugin(today: { testToday })], services: services,
      size: TerminalSize(width: 72, height: 16), clock: .real)
    #expect(await harness.waitFor(text: "Tasks: 3 to do, 0 done"))
    // Another program holds the write lock for half a second: the write waits for it.
    let released = try DatabaseLockHolder.hold(folder.databasePath, seconds: 0.5)
    try harness.send(keys: "space q")
    #expect(harness.didQuit)
    let report = harness.app.finishPendingWork()
    #expect(report.isClean, "\(report.lines)")
    // Read through a connection of its own (the app's may still be busy with the write).
    let check = try folder.openDatabase()
    defer { check.close() }
    #expect(try TaskStore(database: check).task(id: 3)?.isDone == true)
    released.wait()
  }

  @Test func deleteAsksFirstAndKeepsTheTaskOnCancel() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "j d")
    #expect(app.harness.screenText.contains("┌ Delete task "))
    #expect(app.harness.screenText.contains("Delete \"Star repositories I am interested in\"?"))
    try app.harness.send(keys: "n")
    #expect(!app.harness.screenText.contains("Delete task"))
    try app.harness.send(keys: "d esc")
    #expect(!app.harness.screenText.contains("Delete task"))
    // Keep has the focus: Enter keeps the task.
    try app.harness.send(keys: "d enter")
    #expect(!app.harness.screenText.contains("Delete task"))
    #expect(app.harness.currentRoute == "tasks")
    #expect(app.listLines == TaskListHarness.seededRows)
    #expect(try TaskStore(database: app.database).count() == 3)
  }

  @Test func deleteRemovesTheTaskOnceConfirmed() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "j d y")
    #expect(!app.harness.screenText.contains("Delete task"))
    #expect(
      app.listLines == [
        "To do", "[ ] Go to https://github.com/devxoul", "[ ] Make a pull request",
      ])
    #expect(try TaskStore(database: app.database).all().map(\.id) == [3, 1])
  }

  @Test func aDeletedTaskComesBackWithUFromTheToast() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "j d y")
    #expect(app.harness.screenText.contains("Deleted \"Star repositories I am interested in\""))
    #expect(try TaskStore(database: app.database).all().map(\.id) == [3, 1])
    try app.harness.send(keys: "u")
    #expect(app.listLines == TaskListHarness.seededRows)
    let stored = try TaskStore(database: app.database).all()
    #expect(stored.map(\.id) == [3, 2, 1])
    #expect(stored.map(\.title).contains("Star repositories I am interested in"))
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
    // In the middle of the list's area (rows 3…13).
    #expect(app.harness.screen[3] == "")
    #expect(
      app.harness.screen[8]
        == "        No tasks match \"pul nd\". Press Esc to clear the filter.")
    #expect(app.harness.currentRoute == "tasks")
    try app.harness.send(keys: "esc")
    #expect(app.listLines == TaskListHarness.seededRows)
    #expect(app.listView?.isFilterOpen == false)

    // Enter keeps the filter and goes back to the list, where Enter opens the task.
    try app.harness.send(keys: "/ s t a r enter enter")
    #expect(app.harness.currentRoute == "tasks/2/edit")
    try app.harness.send(keys: "esc")
    #expect(app.harness.screen[2] == "/ star")
    try app.harness.send(keys: "esc")
    #expect(app.listLines == TaskListHarness.seededRows)
    try app.harness.send(keys: "esc")
    #expect(app.harness.currentRoute == "tasks")
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
    #expect(app.listLines == TaskListHarness.seededRows)
    try app.harness.send(keys: "n H i enter")
    #expect(app.harness.currentRoute == "tasks/new")
    #expect(app.harness.screen.contains { $0.contains("Could not save the task:") })
    #expect(app.harness.screen[4].contains("Title     Hi"))
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
    #expect(app.listLines[1].hasPrefix("[ ] Evil "))
    let written = String(decoding: app.harness.bytesWritten, as: UTF8.self)
    #expect(!written.contains("\u{1B}]0;pwned"))
    #expect(!written.contains("\u{07}"))
  }
}
