import Testing

@testable import TaskList

@Suite struct TaskCellModelTests {
  @Test func showsTheCheckBoxAndTheDueDate() {
    let open = TaskCellModel(
      task: TaskItem(id: 1, title: "Pay rent", dueDate: TaskDay("2026-03-12")), today: testToday)
    #expect(open.checkbox == "[ ]")
    #expect(open.detail == "due 2026-03-12")
    #expect(!open.isOverdue)
    let done = TaskCellModel(task: TaskItem(id: 2, title: "Call", isDone: true), today: testToday)
    #expect(done.checkbox == "[x]")
    #expect(done.detail == "")
  }

  @Test func aPastDueDateIsOverdueUntilTheTaskIsDone() {
    var task = TaskItem(id: 1, title: "Pay rent", dueDate: TaskDay("2026-03-09"))
    #expect(TaskCellModel(task: task, today: testToday).isOverdue)
    #expect(TaskCellModel(task: task, today: testToday).detail == "overdue 2026-03-09")
    task.isDone = true
    #expect(!TaskCellModel(task: task, today: testToday).isOverdue)
    task.isDone = false
    task.dueDate = testToday
    #expect(!TaskCellModel(task: task, today: testToday).isOverdue)
  }
}
