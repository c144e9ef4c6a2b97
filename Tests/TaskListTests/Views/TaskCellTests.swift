import Foundation
import Testing
import Trellis

@testable import TaskList

@MainActor
@Suite struct TaskCellTests {
  /// `model` drawn in a cell `width` columns wide.
  func draw(_ model: TaskCellModel?, width: Int = 40) -> Buffer {
    let cell = TaskCell()
    if let model { cell.configure(with: model) }
    let window = Window(rootView: cell, size: Size(width: width, height: 1))
    return window.render()
  }

  @Test func drawsTheCheckBoxTheTitleAndTheDueDateAtTheRight() {
    let task = TaskItem(id: 1, title: "Pay rent", dueDate: TaskDay("2026-03-12"))
    let buffer = draw(TaskCellModel(task: task, today: testToday))
    #expect(buffer.line(0) == "[ ] Pay rent              due 2026-03-12")
    #expect(buffer[0, 0].style == .plain)
    #expect(buffer[26, 0].style == Style(attributes: .dim))
  }

  @Test func anOverdueDateIsRedAndADoneTaskIsDimmed() {
    let overdue = TaskItem(id: 1, title: "Pay rent", dueDate: TaskDay("2026-03-01"))
    let buffer = draw(TaskCellModel(task: overdue, today: testToday))
    #expect(buffer.line(0) == "[ ] Pay rent          overdue 2026-03-01")
    #expect(buffer[22, 0].style == Style(foreground: .red))

    let done = draw(
      TaskCellModel(task: TaskItem(id: 2, title: "Call", isDone: true), today: testToday))
    #expect(done.line(0).hasPrefix("[x] Call "))
    #expect(done[0, 0].style == Style(attributes: .dim))
  }

  @Test func aNarrowRowLeavesOutTheDateBeforeItCutsTheTitle() {
    let day = TaskDay("2026-03-12")
    let short = TaskItem(id: 1, title: "Call Ada", dueDate: day)
    #expect(
      draw(TaskCellModel(task: short, today: testToday), width: 32).line(0)
        == "[ ] Call Ada      due 2026-03-12")
    // The title whole, and no room left beside it for the date: the date goes.
    let longer = TaskItem(id: 1, title: "Write the quarterly report", dueDate: day)
    #expect(
      draw(TaskCellModel(task: longer, today: testToday), width: 32).line(0)
        == "[ ] Write the quarterly report  ")
    // Wider than the row: the title is cut, and still no date.
    let task = TaskItem(id: 1, title: "Write the quarterly report for the board", dueDate: day)
    #expect(
      draw(TaskCellModel(task: task, today: testToday), width: 32).line(0)
        == "[ ] Write the quarterly report …")
  }

  @Test func controlCharactersInATitleNeverReachTheBuffer() {
    let task = TaskItem(id: 1, title: "Bad \u{1B}[2J\u{07}title")
    let line = draw(TaskCellModel(task: task, today: testToday)).line(0)
    #expect(line.hasPrefix("[ ] Bad "))
    #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
  }

  @Test func aReusedCellForgetsItsRow() {
    let cell = TaskCell()
    cell.configure(with: TaskCellModel(task: TaskItem(id: 1, title: "Old"), today: testToday))
    cell.prepareForReuse()
    #expect(cell.model == nil)
    #expect(draw(nil).line(0).trimmingCharacters(in: .whitespaces).isEmpty)
  }
}
