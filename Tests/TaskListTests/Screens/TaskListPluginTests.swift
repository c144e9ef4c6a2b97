import Foundation
import Testing
import TrellisTerminal
import TrellisTesting
import TrellisUI

@testable import TaskList

@MainActor
@Suite struct TaskListPluginTests {
  @Test func smoke() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try TaskListHarness(folder: folder)
    func show() { print(app.harness.screen.map { "|" + $0 }.joined(separator: "\n")) }
    show()
    try app.harness.send(keys: "n")
    show()
    try app.harness.send(keys: "enter")
    show()
    try app.harness.send(keys: "B u y space m i l k tab tab 2 0 2 6 - 0 3 enter")
    show()
    try app.harness.send(
      keys: "backspace backspace backspace backspace backspace backspace backspace enter")
    show()
    try app.harness.send(keys: "space")
    show()
    try app.harness.send(keys: "d")
    show()
    try app.harness.send(keys: "y")
    show()
    try app.harness.send(keys: "/ s t a r")
    show()
    try app.harness.send(keys: "enter enter")
    show()
    try app.harness.send(keys: "esc")
    show()
  }
}
