import Counters
import Testing
import Trellis
import TrellisTesting

/// The toast after a delete takes a row of its own: the count under the list stays whole.
@MainActor
@Suite struct CountersToastTests {
  @Test func theDeleteToastLeavesTheCountReadable() throws {
    let folder = try TestFolder()
    let app = try CountersHarness(
      databasePath: folder.databasePath, size: TerminalSize(width: 60, height: 16))
    defer { app.database.close() }
    try app.harness.send(keys: "a a a a a a a a")
    #expect(app.harness.screen[14].hasPrefix("[ add ]  8 counters"))
    try app.harness.send(keys: "d")
    let screen = app.harness.screen
    // The list, the count, the toast and the status bar, each on its own row.
    #expect(screen[13].hasPrefix("[ add ]  7 counters"), "\(screen)")
    #expect(
      screen[14].trimmingCharacters(in: .whitespaces) == "Counter deleted  u undo", "\(screen)")
    #expect(screen[15].hasPrefix("+- change  d delete  a add"), "\(screen)")
    #expect(app.labels.count == 7)
    // Gone with the toast, the row is the screen's again.
    app.harness.advance(by: .seconds(5))
    #expect(!app.harness.screenText.contains("Counter deleted"))
    #expect(app.harness.screen[14].hasPrefix("[ add ]  7 counters"))
  }
}
