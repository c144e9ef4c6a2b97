import Foundation
import Testing
import Trellis
import TrellisRxTest

@testable import TaskList

/// The edit screen's view model in virtual time, on a real database: the fields are hot
/// observables (as the text fields' `rx.text`), outputs are recorded from time 0.
@Suite struct TaskEditViewModelTests {
  /// What a test records.
  struct Recording {
    let titleMessage: TestableObserver<String>
    let dueDateMessage: TestableObserver<String>
    let errorMessage: TestableObserver<String>
    let saved: TestableObserver<TaskItem>
    let navigation: TestableObserver<String>
    let created: TestableObserver<TaskItem>
    let updated: TestableObserver<TaskItem>
  }

  /// Runs a view model for `mode` with the given field and button events on `service`.
  func record(
    _ mode: TaskEditViewModel.Mode, service: TaskService,
    title: [Recorded<Event<String>>] = [], notes: [Recorded<Event<String>>] = [],
    dueDate: [Recorded<Event<String>>] = [], save: [Recorded<Event<Void>>] = [],
    cancel: [Recorded<Event<Void>>] = [], before: ((TestScheduler) -> Void)? = nil
  ) -> Recording {
    let scheduler = TestScheduler(initialClock: 0)
    var recording: Recording?
    SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = TaskEditViewModel(
        mode: mode, service: service, scheduler: scheduler, backgroundScheduler: scheduler,
        today: { testToday })
      let output = viewModel.transform(
        .init(
          title: scheduler.createHotObservable(title).asObservable(),
          notes: scheduler.createHotObservable(notes).asObservable(),
          dueDate: scheduler.createHotObservable(dueDate).asObservable(),
          save: scheduler.createHotObservable(save).asObservable(),
          cancel: scheduler.createHotObservable(cancel).asObservable()))
      let result = Recording(
        titleMessage: scheduler.createObserver(String.self),
        dueDateMessage: scheduler.createObserver(String.self),
        errorMessage: scheduler.createObserver(String.self),
        saved: scheduler.createObserver(TaskItem.self),
        navigation: scheduler.createObserver(String.self),
        created: scheduler.createObserver(TaskItem.self),
        updated: scheduler.createObserver(TaskItem.self))
      let bag = DisposeBag()
      output.titleMessage.map { $0 ?? "-" }.drive(result.titleMessage).disposed(by: bag)
      output.dueDateMessage.map { $0 ?? "-" }.drive(result.dueDateMessage).disposed(by: bag)
      output.errorMessage.map { $0 ?? "-" }.drive(result.errorMessage).disposed(by: bag)
      output.saved.emit(to: result.saved).disposed(by: bag)
      output.navigation.map(\.description).emit(to: result.navigation).disposed(by: bag)
      service.didCreate.subscribe(result.created).disposed(by: bag)
      service.didUpdate.subscribe(result.updated).disposed(by: bag)
      before?(scheduler)
      scheduler.start()
      recording = result
    }
    return recording!
  }

  @Test func aNewTaskIsSavedAndReturnedAsTheNavigationResult() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let service = try TaskService(database: try folder.openDatabase())
    let run = record(
      .new(title: "Buy milk"), service: service,
      notes: [.next(100, "oat")], dueDate: [.next(150, "2026-03-12")], save: [.next(200, ())])
    let milk = TaskItem(id: 4, title: "Buy milk", notes: "oat", dueDate: TaskDay("2026-03-12"))
    #expect(run.created.events == [.next(201, milk)])
    #expect(run.saved.events == [.next(203, milk)])
    #expect(timeline(run.navigation) == ["203: dismiss(result: Task 4 \"Buy milk\")"])
    #expect(timeline(run.titleMessage) == ["1: -"])
    #expect(timeline(run.errorMessage) == ["1: -", "203: -"])
    #expect(try service.task(id: 4) == milk)
  }

  @Test func anEmptyTitleIsExplainedOnceTouchedAndNothingIsSaved() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let service = try TaskService(database: try folder.openDatabase())
    let run = record(
      .new(title: ""), service: service,
      title: [.next(300, "B"), .next(400, "")], save: [.next(100, ()), .next(500, ())])
    #expect(
      timeline(run.titleMessage) == [
        "1: -", "101: A task needs a title.", "301: -", "401: A task needs a title.",
      ])
    #expect(run.created.events.isEmpty)
    #expect(run.navigation.events.isEmpty)
    #expect(try service.store.count() == 3)
  }

  @Test func theDueDateIsCheckedAsYouTypeAndSavedWhenGood() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let service = try TaskService(database: try folder.openDatabase())
    let run = record(
      .new(title: "Pay rent"), service: service,
      dueDate: [
        .next(100, "2026-0"), .next(200, "2026-03-01"), .next(300, "2026-03-20"),
      ],
      save: [.next(250, ()), .next(400, ())])
    #expect(
      timeline(run.dueDateMessage) == [
        "1: -",
        "101: \"2026-0\" is not a date: write it as YYYY-MM-DD, like 2026-03-14, or leave it empty.",
        "201: 2026-03-01 is in the past: choose today (2026-03-10) or a later day, or leave it empty.",
        "301: -",
      ])
    // The save at 250 had a past date: refused.
    #expect(run.created.events.map(\.time) == [401])
    #expect(run.saved.events.first?.value.element?.dueDate == TaskDay("2026-03-20"))
  }

  @Test func editingKeepsThePastDueDateTheTaskHadAndUpdatesIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let service = try TaskService(database: try folder.openDatabase())
    let overdue = try service.store.insert(
      TaskDraft(title: "File taxes", notes: "", dueDate: TaskDay("2026-03-01")))
    let run = record(
      .edit(overdue), service: service,
      title: [.next(100, "File the taxes")], save: [.next(200, ())])
    var expected = overdue
    expected.title = "File the taxes"
    #expect(timeline(run.dueDateMessage) == ["1: -"])
    #expect(run.updated.events == [.next(201, expected)])
    #expect(timeline(run.navigation) == ["203: dismiss(result: Task 4 \"File the taxes\")"])
    #expect(try service.task(id: overdue.id) == expected)
  }

  @Test func aFailedSaveKeepsTheFormAndSaysWhy() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let database = try folder.openDatabase()
    let service = try TaskService(database: database)
    let run = record(
      .new(title: "Buy milk"), service: service, save: [.next(200, ()), .next(300, ())],
      before: { scheduler in scheduler.scheduleAt(150) { database.close() } })
    #expect(run.navigation.events.isEmpty)
    #expect(run.created.events.isEmpty)
    let messages = timeline(run.errorMessage)
    #expect(messages.count == 3)
    #expect(messages.first == "1: -")
    #expect(
      messages.dropFirst().allSatisfy { $0.contains(": Could not save the task: The database ") })
    #expect(run.errorMessage.events.map(\.time) == [1, 203, 303])
  }

  @Test func savingATaskDeletedMeanwhileSaysItIsGone() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let service = try TaskService(database: try folder.openDatabase())
    let task = try service.task(id: 2)
    try service.store.delete(id: 2)
    let run = record(.edit(task), service: service, save: [.next(100, ())])
    #expect(
      timeline(run.errorMessage) == [
        "1: -", "103: There is no task 2: it may have been deleted. Pick a task from the list.",
      ])
    #expect(run.navigation.events.isEmpty)
  }

  @Test func cancelClosesWithoutAResult() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let service = try TaskService(database: try folder.openDatabase())
    let run = record(.new(title: "Nope"), service: service, cancel: [.next(100, ())])
    #expect(timeline(run.navigation) == ["101: dismiss(result: nil)"])
    #expect(run.created.events.isEmpty)
  }

  @Test func savesPressedWhileOneIsRunningSaveOnce() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let service = try TaskService(database: try folder.openDatabase())
    let run = record(
      .new(title: "Once"), service: service, save: [.next(200, ()), .next(200, ()), .next(201, ())])
    #expect(run.created.events.count == 1)
    #expect(try service.store.count() == 4)
  }

  @Test func aDeepLinkTitleIsCleanedToOneLine() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let scheduler = TestScheduler(initialClock: 0)
    let viewModel = TaskEditViewModel(
      mode: .new(title: " Buy\nmilk\t"),
      service: try TaskService(database: try folder.openDatabase()),
      scheduler: scheduler, backgroundScheduler: scheduler)
    #expect(viewModel.initialForm == TaskForm(title: "Buy milk"))
    #expect(viewModel.navigationTitle == "New task")
  }
}
