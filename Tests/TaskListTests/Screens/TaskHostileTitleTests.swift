import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TaskList

/// Titles nobody types but a database can hold: the screen shows what fits of them, the
/// row and the Delete dialog alike, the same as it shows a short one.
@MainActor
@Suite struct TaskHostileTitleTests {
  static let words = String(repeating: "lorem ipsum ", count: 137_500)
  static let marked = "a" + String(repeating: "\u{301}", count: 500_000) + "b"

  /// Stores tasks titled `titles` before the app starts.
  static func store(_ titles: [String], in folder: TemporaryFolder) throws {
    let database = try folder.openDatabase()
    defer { database.close() }
    _ = try TaskStore(database: database).insert(titles.map { TaskDraft(title: $0) })
  }

  @Test func aRowShowsTheStartOfAMillionCharactersAndALetterWithTheMarksACellKeeps() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Self.store([Self.words, Self.marked], in: folder)
    let app = try TaskListHarness(folder: folder)
    defer { app.stop() }
    #expect(
      app.listLines.contains { $0.hasPrefix("[ ] lorem ipsum lorem ipsum") && $0.hasSuffix("…") },
      "\(app.listLines)")
    let letter = "a" + String(repeating: "\u{301}", count: Cell.maximumScalars - 1) + "b"
    #expect(app.listLines.contains("[ ] " + letter), "\(app.listLines)")
  }

  @Test func theDeleteDialogShowsTheTitlesStartAndItsButtonsOnScreen() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Self.store([Self.words], in: folder)
    let app = try TaskListHarness(folder: folder)
    defer { app.stop() }
    try app.harness.send(keys: "home delete")
    let screen = app.harness.screen
    #expect(screen.contains { $0.contains("Delete \"lorem ipsum lorem ipsum") }, "\(screen)")
    // The title is quoted cut, so the question after it shows whole, with its buttons.
    #expect(screen.contains { $0.contains("…\"? You can undo it") }, "\(screen)")
    #expect(screen.contains { $0.contains("[ Delete ]") }, "\(screen)")
  }
}
