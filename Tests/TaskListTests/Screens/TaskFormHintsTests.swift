import TaskList
import Testing
import Trellis
import TrellisTesting

/// The status bar over the task forms lists each key once, and only the keys that act.
@MainActor
@Suite struct TaskFormHintsTests {
  @Test func theEditFormSaysWhatEscDoesThereOnce() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // Wide enough for every hint, the least important `esc back` included.
    let app = try TaskListHarness(folder: folder, size: TerminalSize(width: 160, height: 16))
    defer { app.stop() }
    try app.harness.send(keys: "down enter")
    #expect(app.harness.currentRoute.hasSuffix("/edit"))
    let bar = app.harness.screen[15]
    #expect(bar.contains("esc cancel"), "\(bar)")
    #expect(bar.components(separatedBy: "esc ").count == 2, "\(bar)")
  }

  @Test func theDiscardQuestionListsItsAnswersAndTheAppKeysThatGetPastIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder, size: TerminalSize(width: 100, height: 16))
    defer { app.stop() }
    try app.harness.send(keys: "n N o p e esc")
    #expect(app.harness.screen.contains { $0.contains("Discard changes?") })
    #expect(
      app.harness.screen[15]
        == "enter press  y Discard  n Keep editing  esc Keep editing  ctrl-p palette  ctrl-c quit")
    // `q` is not listed, and does nothing: the question stays.
    try app.harness.send(keys: "q")
    #expect(!app.harness.didQuit)
    #expect(app.harness.screen.contains { $0.contains("Discard changes?") })
  }
}
