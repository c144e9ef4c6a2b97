import Testing

@testable import TaskList

@Suite struct TaskFormValidationTests {
  @Test func aFormWithATitleMakesADraft() {
    let check = TaskFormValidation(
      TaskForm(title: "  Buy milk ", notes: "two\nlitres", dueDate: "2026-03-12"), today: testToday)
    #expect(check.titleError == nil)
    #expect(check.dueDateError == nil)
    #expect(
      check.draft
        == TaskDraft(title: "Buy milk", notes: "two litres", dueDate: TaskDay("2026-03-12")))
  }

  @Test func anEmptyTitleIsRefused() {
    for title in ["", "   ", "\n\t"] {
      let check = TaskFormValidation(TaskForm(title: title), today: testToday)
      #expect(check.titleError == .emptyTitle)
      #expect(check.draft == nil)
      #expect(check.titleError?.message == "A task needs a title.")
    }
  }

  @Test func aTitleTooLongIsRefused() {
    let check = TaskFormValidation(
      TaskForm(title: String(repeating: "x", count: 201)), today: testToday)
    #expect(check.titleError == .titleTooLong(limit: 200))
    #expect(check.draft == nil)
    let longest = TaskFormValidation(
      TaskForm(title: String(repeating: "x", count: 200)), today: testToday)
    #expect(longest.isValid)
  }

  @Test func aDueDateThatDoesNotParseSaysTheFormat() {
    let check = TaskFormValidation(
      TaskForm(title: "Pay rent", dueDate: "next friday"), today: testToday)
    #expect(check.dueDateError == .unreadableDueDate("next friday"))
    #expect(check.draft == nil)
    #expect(
      check.dueDateError?.message
        == "\"next friday\" is not a date: write it as YYYY-MM-DD, like 2026-03-14, or leave it empty."
    )
  }

  @Test func aDayThatDoesNotExistIsNotADate() {
    let check = TaskFormValidation(
      TaskForm(title: "Pay rent", dueDate: "2026-02-30"), today: testToday)
    #expect(check.dueDateError == .unreadableDueDate("2026-02-30"))
  }

  @Test func aPastDueDateIsRefusedUnlessTheTaskAlreadyHadIt() throws {
    let past = try #require(TaskDay("2026-03-09"))
    let check = TaskFormValidation(
      TaskForm(title: "Pay rent", dueDate: "2026-03-09"), today: testToday)
    #expect(check.dueDateError == .dueDateInPast(past, today: testToday))
    #expect(
      check.dueDateError?.message
        == "2026-03-09 is in the past: choose today (2026-03-10) or a later day, or leave it empty."
    )

    let kept = TaskFormValidation(
      TaskForm(title: "Pay rent", dueDate: "2026-03-09"), today: testToday, keptDueDate: past)
    #expect(kept.dueDateError == nil)
    #expect(kept.draft?.dueDate == past)

    let today = TaskFormValidation(
      TaskForm(title: "Pay rent", dueDate: "2026-03-10"), today: testToday)
    #expect(today.isValid)
  }

  @Test func anEmptyDueDateMeansNone() {
    let check = TaskFormValidation(TaskForm(title: "Call mum", dueDate: "  "), today: testToday)
    #expect(check.draft == TaskDraft(title: "Call mum"))
  }

  @Test func bothProblemsAreReportedAtOnce() {
    let check = TaskFormValidation(TaskForm(title: "", dueDate: "soon"), today: testToday)
    #expect(check.titleError == .emptyTitle)
    #expect(check.dueDateError == .unreadableDueDate("soon"))
  }
}
