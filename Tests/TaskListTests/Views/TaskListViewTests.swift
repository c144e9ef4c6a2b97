import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TaskList

/// The list view at scale, in the app: ten thousand tasks load, scroll, filter and toggle,
/// and the list builds cells only for the rows on screen — counted by the cells it hands
/// out, never by time.
@MainActor
@Suite struct TaskListViewTests {
  static let count = 10_000

  /// A list line on the 72-column screen: `text`, then the scroll bar's cell at the right
  /// edge (`┃` the thumb, `│` the track).
  func line(_ text: String, _ bar: String) -> String {
    text.padding(toLength: 71, withPad: " ", startingAt: 0) + bar
  }

  /// A database file holding the three seeded tasks and `count` more.
  func bigFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let database = try folder.openDatabase()
    let drafts = (1...Self.count).map { TaskDraft(title: "Task number \($0)") }
    _ = try TaskStore(database: database).insert(drafts)
    database.close()
    return folder
  }

  @Test func tenThousandTasksLoadAndScrollWithOnlyTheVisibleCellsBuilt() throws {
    let folder = try bigFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    let list = try #require(app.listView?.listView)
    #expect(app.harness.screen[1] == "Tasks: 10003 to do, 0 done")
    #expect(list.numberOfRows(inSection: 0) == 10_003)
    // 10,004 lines in 12: a thumb of one row, at the top.
    #expect(
      app.harness.screen[2...3] == [line("To do", "┃"), line("[ ] Task number 10000", "│")])

    // Every cell the list shows, from now on: the ones on screen and each that comes on.
    var built: [ListCell] = list.visibleCells
    var displayed = 0
    let bag = DisposeBag()
    list.rx.willDisplayCell
      .subscribe(onNext: { event in
        displayed += 1
        if !built.contains(where: { $0 === event.cell }) { built.append(event.cell) }
      })
      .disposed(by: bag)
    let rowsOnScreen = list.visibleCells.count
    #expect(rowsOnScreen == 11)  // 12 lines: the "To do" header and 11 rows

    try app.harness.send(keys: "G")
    #expect(app.harness.screen[13] == line("[ ] Make a pull request", "┃"))
    #expect(app.harness.screen[2].hasSuffix("│"))
    #expect(list.indexPathForSelectedRow == IndexPath(row: 10_002, section: 0))
    for _ in 0..<40 { try app.harness.send(keys: "pgup") }
    try app.harness.send(keys: "g")
    for _ in 0..<30 { try app.harness.send(keys: "j") }
    #expect(list.indexPathForSelectedRow == IndexPath(row: 30, section: 0))

    // Hundreds of rows came on screen; the cells were reused, never more than a screenful.
    #expect(displayed > 400)
    #expect(built.count <= rowsOnScreen + 1)
    #expect(list.visibleCells.count <= rowsOnScreen + 1)
  }

  @Test func aTaskAtTheBottomOfTenThousandTogglesAndIsStored() throws {
    let folder = try bigFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    try app.harness.send(keys: "G space")
    #expect(app.harness.screen[1] == "Tasks: 10002 to do, 1 done")
    #expect(
      app.harness.screen[12...13] == [line("Done", "│"), line("[x] Make a pull request", "┃")])
    #expect(try TaskStore(database: app.database).task(id: 1)?.isDone == true)
  }

  @Test func theFilterNarrowsTenThousandTasks() throws {
    let folder = try bigFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    let list = try #require(app.listView?.listView)
    // 999, 1999 … 8999, and 9990 … 9999.
    try app.harness.send(keys: "/ 9 9 9")
    #expect(list.numberOfRows(inSection: 0) == 19)
    // 20 lines in 11: the thumb covers the top six rows.
    #expect(
      app.harness.screen[3...5] == [
        line("To do", "┃"), line("[ ] Task number 9999", "┃"), line("[ ] Task number 9998", "┃"),
      ])
    #expect(app.harness.screen[8].hasSuffix("┃") && app.harness.screen[9].hasSuffix("│"))
    try app.harness.send(keys: "9")
    #expect(list.numberOfRows(inSection: 0) == 1)
    try app.harness.send(keys: "esc")
    #expect(list.numberOfRows(inSection: 0) == 10_003)
  }
}
