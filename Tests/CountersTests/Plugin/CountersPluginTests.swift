import Counters
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite struct CountersPluginTests {
  @Test func theTabOpensWithNoCountersAndSaysHowToAddOne() throws {
    let folder = try TestFolder()
    let app = try CountersHarness(databasePath: folder.databasePath)
    #expect(app.harness.currentRoute == "counters")
    #expect(app.harness.screen[0].hasPrefix(" Counters │ Plugins │ Help"))
    #expect(app.labels.isEmpty)
    // In the middle of the list's area (rows 1…9), not on the footer row.
    #expect(
      app.harness.screen[5]
        == String(repeating: " ", count: 17) + "No counters yet: press a to add one.")
    #expect(app.harness.screen[10] == "[ add ]")
  }

  @Test func theKeysAddSelectAndChangeCounters() throws {
    let folder = try TestFolder()
    let app = try CountersHarness(databasePath: folder.databasePath)
    try app.harness.send(keys: "a a a")
    #expect(app.labels == ["number is 0", "number is 0", "number is 0"])
    #expect(app.harness.screen[10] == "[ add ]  3 counters")
    try app.harness.send(keys: "+ + +")  // the counter just added is selected
    try app.harness.send(keys: "k - up up +")
    try app.harness.send(keys: "j j =")
    #expect(app.labels == ["number is 1", "number is -1", "number is 4"])
    #expect(
      app.harness.screen[3]
        == "number is 4                                     [ + ] [ - ] [ delete ]"
    )
  }

  @Test func theStatusBarShowsTheCountersKeys() throws {
    let folder = try TestFolder()
    let app = try CountersHarness(
      databasePath: folder.databasePath, size: .init(width: 90, height: 10))
    #expect(app.harness.screen[9].hasPrefix("↑↓ move  a add  : palette"))
    try app.harness.send(keys: "a")
    #expect(app.harness.screen[9].contains("+- change  d delete  a add  : palette"))
    try app.harness.send(keys: "?")
    #expect(app.harness.screenText.contains("change"))
  }

  @Test func deleteShowsAnUndoToastAndUBringsTheCounterBackInItsPlace() throws {
    let folder = try TestFolder()
    let app = try CountersHarness(databasePath: folder.databasePath)
    try app.harness.send(keys: "a + a + + a + + +")
    try app.harness.send(keys: "k d")
    #expect(app.labels == ["number is 1", "number is 3"])
    #expect(app.harness.screen[10].contains("Counter deleted  u undo"))
    app.harness.advance(by: .seconds(4))
    try app.harness.send(keys: "u")
    #expect(app.labels == ["number is 1", "number is 2", "number is 3"])
    #expect(!app.harness.screenText.contains("Counter deleted"))
    try app.harness.send(keys: "+")  // the restored counter is selected
    #expect(app.labels == ["number is 1", "number is 3", "number is 3"])
  }

  @Test func afterTheToastIsGoneUndoesNothing() throws {
    let folder = try TestFolder()
    let app = try CountersHarness(databasePath: folder.databasePath)
    try app.harness.send(keys: "a + a + +")
    try app.harness.send(keys: "d")
    #expect(app.labels == ["number is 1"])
    app.harness.advance(by: .seconds(5))
    #expect(!app.harness.screenText.contains("Counter deleted"))
    try app.harness.send(keys: "u")
    #expect(app.labels == ["number is 1"])
    #expect(app.harness.screen[10] == "[ add ]  1 counter")
  }

  @Test func twoDeletesComeBackOneUndoAtATimeInTheirPlaces() throws {
    let folder = try TestFolder()
    let app = try CountersHarness(databasePath: folder.databasePath)
    try app.harness.send(keys: "a + a + + a + + +")
    try app.harness.send(keys: "g d d")
    #expect(app.labels == ["number is 3"])
    try app.harness.send(keys: "u")
    #expect(app.labels == ["number is 2", "number is 3"])
    try app.harness.send(keys: "u")
    #expect(app.labels == ["number is 1", "number is 2", "number is 3"])
    try app.harness.send(keys: "u")
    #expect(app.labels.count == 3)
  }

  @Test func theShellsKeysStillWork() throws {
    let folder = try TestFolder()
    let app = try CountersHarness(databasePath: folder.databasePath)
    try app.harness.send(keys: "a 2")
    #expect(app.harness.currentRoute == "plugins")
    try app.harness.send(keys: "1")
    #expect(app.labels == ["number is 0"])
    try app.harness.send(keys: "q")
    #expect(app.harness.didQuit)
  }

  @Test func mouseClicksOnTheButtonsChangeAddAndDeleteCounters() throws {
    let folder = try TestFolder()
    let app = try CountersHarness(databasePath: folder.databasePath)
    try app.harness.send(keys: "a a")
    app.click("+", onCounter: 0)
    app.click("+", onCounter: 0)
    app.click("-", onCounter: 1)
    #expect(app.labels == ["number is 2", "number is -1"])
    app.harness.click(text: "[ add ]")
    #expect(app.labels.count == 3)
    app.click("delete", onCounter: 0)
    #expect(app.labels == ["number is -1", "number is 0"])
    #expect(app.harness.screenText.contains("Counter deleted"))
  }

  @Test func withoutADatabaseThePluginIsLeftOutWithAReason() {
    let app = App(name: "Test", version: "0", plugins: [CountersPlugin()])
    let listing = app.listPlugins().joined(separator: "\n")
    #expect(listing.contains("counters"))
    #expect(listing.contains("trellis.database"))
  }
}
