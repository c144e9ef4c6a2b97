import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TaskList

/// The `tasks/new` and `tasks/:id/edit` screens in an app on a headless terminal (72×16),
/// in virtual time, over a real SQLite file.
@MainActor
@Suite struct TaskEditScreenTests {
  @Test func nPresentsTheNewTaskModalAndSavingAddsTheTask() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "n")
    #expect(app.harness.currentRoute == "tasks/new")
    #expect(app.harness.navigator.modals.count == 1)
    // The box is as tall as the form (a margin, three fields, a blank row, the buttons)
    // and its edges: 8 of the 16 rows, centered, the list and the bars visible around it.
    let screen = app.harness.screen
    #expect(screen[4].contains("┌ New task ─"))
    #expect(screen[5].hasSuffix("│") && !screen[5].contains("Title"))
    #expect(screen[6] == "    │ Title     what to do                                         │")
    #expect(screen[10].contains("│ [ Save ]  [ Cancel ]"))
    #expect(screen[11].contains("└───"))
    #expect(screen[12] == "" && screen[3] == "[ ] Go to https://github.com/devxoul")
    #expect(screen[15] == "enter save  tab next field  esc cancel  ctrl-p palette  ctrl-c quit")

    try app.harness.send(keys: "B u y space m i l k tab o a t tab 2 0 2 6 - 0 3 - 2 0 enter")
    #expect(app.harness.currentRoute == "tasks")
    #expect(app.harness.navigator.modals.isEmpty)
    #expect(app.harness.screen[1] == "Tasks: 4 to do, 0 done")
    // The due date sits at the right edge of the 72 columns.
    let row = "[ ] Buy milk" + String(repeating: " ", count: 46) + "due 2026-03-20"
    #expect(Array(app.listLines[0...1]) == ["To do", row])
    #expect(app.harness.statusMessage == .notice("Saved \"Buy milk\""))
    #expect(app.listView?.listView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    let stored = try #require(try TaskStore(database: app.database).all().first)
    #expect(
      stored == TaskItem(id: 4, title: "Buy milk", notes: "oat", dueDate: TaskDay("2026-03-20")))
  }

  @Test func aTooSmallTerminalHidesTheFormAndKeepsWhatWasTyped() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "n B u y")
    app.harness.resize(to: TerminalSize(width: 30, height: 8))
    #expect(
      app.harness.screen.filter { !$0.isEmpty } == [
        "  Make the terminal at least", "            40×10",
      ])
    try app.harness.send(keys: "x enter esc")  // nothing, while too small
    app.harness.resize(to: TerminalSize(width: 72, height: 16))
    #expect(app.harness.currentRoute == "tasks/new")
    #expect(app.harness.screen[6].contains("│ Title     Buy "))
    try app.harness.send(keys: "enter")
    #expect(app.listLines[1] == "[ ] Buy")
  }

  @Test func theModalExplainsBadInputAndLosesNothing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "n enter")
    #expect(app.harness.currentRoute == "tasks/new")
    // The message adds a row to the box, which grows around it.
    #expect(
      app.harness.screen[6]
        == "    │           A task needs a title.                              │")
    #expect(app.harness.screen[3].contains("┌ New task ─"))
    #expect(app.harness.screen[11].contains("└───"))

    try app.harness.send(keys: "P a y tab tab n e x t space w e e k enter")
    #expect(app.harness.currentRoute == "tasks/new")
    #expect(app.harness.screen.contains { $0.contains("\"next week\" is not a date: write it as") })
    #expect(app.harness.screen.contains { $0.contains("like 2026-03-14, or leave it empty.") })

    try app.harness.send(keys: "ctrl-u 2 0 2 6 - 0 3 - 0 1 enter")
    #expect(app.harness.currentRoute == "tasks/new")
    #expect(app.harness.screen.contains { $0.contains("2026-03-01 is in the past: choose today") })

    try app.harness.send(keys: "ctrl-u enter")
    #expect(app.harness.currentRoute == "tasks")
    #expect(app.listLines[1] == "[ ] Pay")
    #expect(try TaskStore(database: app.database).count() == 4)
  }

  @Test func escClosesTheModalWithoutSavingOnceTheUserAgreesToDiscard() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    // Nothing typed: nothing to lose, no question.
    try app.harness.send(keys: "n esc")
    #expect(app.harness.currentRoute == "tasks")

    try app.harness.send(keys: "n N o p e esc")
    #expect(app.harness.screen.contains { $0.contains("Discard changes?") })
    // Enter answers the focused button, Keep editing: the form stays as typed.
    try app.harness.send(keys: "enter")
    #expect(app.harness.currentRoute == "tasks/new")
    #expect(app.harness.screen.contains { $0.contains("Title     Nope") })
    // The Cancel button asks too; `y` discards.
    try app.harness.send(keys: "tab tab tab tab enter")
    #expect(app.harness.screen.contains { $0.contains("Discard changes?") })
    try app.harness.send(keys: "y")
    #expect(app.harness.currentRoute == "tasks")
    #expect(app.listLines == TaskListHarness.seededRows)
    #expect(try TaskStore(database: app.database).count() == 3)
  }

  @Test func switchingTabsOrQuittingAsksBeforeDiscardingTheForm() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "n B u y")
    try app.harness.send(keys: "ctrl-c")
    #expect(app.harness.screen.contains { $0.contains("Discard changes?") })
    try app.harness.send(keys: "n")
    #expect(app.harness.exitStatus == nil)
    #expect(app.harness.screen.contains { $0.contains("Title     Buy") })
    #expect(app.harness.app.open(route: "tasks") == false)
    try app.harness.send(keys: "esc")
    #expect(app.harness.currentRoute == "tasks/new")
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
    #expect(app.listLines[2] == "[ ] Star Trellis")
    #expect(app.harness.statusMessage == .notice("Saved \"Star Trellis\""))
    #expect(app.listView?.listView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    let stored = try TaskStore(database: app.database).task(id: 2)
    #expect(stored == TaskItem(id: 2, title: "Star Trellis", notes: "read the docs"))
  }

  @Test func theDeepLinkOpensANewTaskWithItsTitleFilledIn() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder, route: "tasks/new?title=Buy%20milk")
    // Registered with `presentation: .modal`, the deep link presents the form over the list,
    // as the `n` key does.
    #expect(app.harness.currentRoute == "tasks/new?title=Buy%20milk")
    #expect(app.harness.navigator.modals.count == 1)
    #expect(app.harness.navigator.state.routes.first == "tasks")
    #expect(app.harness.screen[4].contains("┌ New task ─"))
    #expect(app.harness.screen[6].contains("│ Title     Buy milk"))
    try app.harness.send(keys: "enter")
    #expect(app.harness.currentRoute == "tasks")
    #expect(app.listLines[1] == "[ ] Buy milk")
  }

  @Test func aDeepLinkedNewTaskComesBackToTheListAsWithTheNKey() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    // Move the selection off the first row, so that selecting the new task shows.
    try app.harness.send(keys: "j j")
    #expect(app.listView?.listView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(app.harness.app.open(route: "tasks/new?title=Buy%20milk"))
    try app.harness.send(keys: "enter")
    #expect(app.harness.currentRoute == "tasks")
    #expect(app.listLines[1] == "[ ] Buy milk")
    #expect(app.harness.statusMessage == .notice("Saved \"Buy milk\""))
    #expect(app.listView?.listView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))

    // Opened at start (`--route`), the list beneath gets the result too.
    let restarted = try TaskListHarness(folder: folder, route: "tasks/new?title=Call%20Ada")
    try restarted.harness.send(keys: "enter")
    #expect(restarted.harness.statusMessage == .notice("Saved \"Call Ada\""))
    #expect(restarted.listLines[1] == "[ ] Call Ada")
  }

  @Test func aDeepLinkedEditComesBackToTheListAsWithEnter() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder, route: "tasks/2/edit")
    #expect(app.harness.navigator.state.routes == ["tasks", "tasks/2/edit"])
    try app.harness.send(keys: "ctrl-u S t a r space T r e l l i s enter")
    #expect(app.harness.currentRoute == "tasks")
    #expect(app.listLines[2] == "[ ] Star Trellis")
    #expect(app.harness.statusMessage == .notice("Saved \"Star Trellis\""))
    #expect(app.listView?.listView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  @Test func theDeepLinkWorksFromThePaletteAndFromAnotherPlugin() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder, plugins: [NotesPlugin()])
    try app.harness.send(keys: ": t a s k s / n e w ? t i t l e = C a l l enter")
    #expect(app.harness.currentRoute == "tasks/new?title=Call")
    #expect(app.harness.navigator.modals.count == 1)
    #expect(app.harness.screen[6].contains("│ Title     Call"))
    try app.harness.send(keys: "esc alt-2")
    #expect(app.harness.currentRoute == "notes")
    try app.harness.send(keys: "x")
    #expect(app.harness.currentRoute == "tasks/new?title=Reply%20to%20Ada")
    #expect(app.harness.navigator.modals.count == 1)
    #expect(app.harness.screen[6].contains("│ Title     Reply to Ada"))
    try app.harness.send(keys: "enter")
    #expect(app.listLines[1] == "[ ] Reply to Ada")
  }

  @Test func aTitleCutAtTheLimitIsSaidToBeCut() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    let long = String(repeating: "a", count: TaskFormValidation.titleLimit + 50)
    #expect(app.harness.app.open(route: "tasks/new?title=\(long)"))
    app.harness.settle()
    let cut = "At most 200 characters fit in the title: 50 were left out."
    #expect(app.harness.statusMessage?.text == cut)
    try app.harness.send(keys: "esc y")
    // Pasted past the limit: said too.
    try app.harness.send(keys: "n")
    app.harness.send(paste: long)
    #expect(app.harness.statusMessage?.text == cut)
  }

  @Test func aLetterPastedWithThousandsOfMarksKeepsItsBaseAndSaysWhy() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "n")
    app.harness.send(paste: "a" + String(repeating: "\u{0301}", count: 20_000) + "b")
    let message = try #require(app.harness.statusMessage?.text)
    #expect(message.contains("combining marks: 19985 were left out"), "\(message)")
    #expect(!message.contains("200 characters"))
    try app.harness.send(keys: "enter")
    let kept = "a" + String(repeating: "\u{0301}", count: 15) + "b"
    #expect(try TaskStore(database: app.database).all().first?.title == kept)
  }

  @Test func aTaskThatDoesNotExistIsAnErrorNotACrash() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    // The screen opens at once and says, in place and in the status bar, what went wrong.
    #expect(app.harness.app.open(route: "tasks/99/edit"))
    app.harness.settle()
    #expect(app.harness.currentRoute == "tasks/99/edit")
    #expect(app.harness.screen.contains { $0.contains("Could not open Edit task") })
    #expect(app.harness.statusMessage?.kind == .error)
    #expect(
      app.harness.statusMessage?.text.contains(
        "There is no task 99: it may have been deleted. Pick a task from the list.") == true)
    try app.harness.send(keys: "esc")
    #expect(app.harness.currentRoute == "tasks")
    #expect(!app.harness.app.open(route: "tasks/abc/edit"))
    #expect(app.harness.statusMessage?.text.contains("whole number") == true)
  }

  @Test func aSaveStillWaitingWhenTheModalClosesIsKeptAndNotDropped() async throws {
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
    // In real time the modal opens from the main queue: type once it is there.
    try harness.send(keys: "n")
    #expect(await harness.waitUntil { !harness.navigator.modals.isEmpty })
    try harness.send(keys: "B u y")
    #expect(await harness.waitFor(text: "Buy"))
    // Another program holds the write lock until the modal is closed: the save waits (well
    // within the database's 5-second busy timeout) while the user closes the modal.
    let letGo = DispatchSemaphore(value: 0)
    let released = try DatabaseLockHolder.hold(folder.databasePath, until: letGo)
    try harness.send(keys: "enter")
    let pending = harness.app.pendingWork
    #expect(await harness.waitUntil(timeout: 4) { pending.pending == ["saving a new task"] })
    try harness.send(keys: "esc")
    #expect(harness.navigator.modals.isEmpty)
    letGo.signal()
    try harness.send(keys: "q")
    let report = harness.app.finishPendingWork()
    #expect(report.isClean, "\(report.lines)")
    let check = try folder.openDatabase()
    defer { check.close() }
    #expect(try TaskStore(database: check).all().contains { $0.title == "Buy" })
    released.wait()
  }
}
