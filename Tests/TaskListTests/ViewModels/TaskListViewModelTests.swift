import Foundation
import Testing
import Trellis
import TrellisRxTest

@testable import TaskList

/// The list's view model in virtual time, on a real database seeded with the three tasks:
/// each test makes it at time 0, records its outputs from then, and feeds inputs at 100,
/// 200… (a step through the scheduler — a write, an event, a driver — takes a tick).
@Suite struct TaskListViewModelTests {
  /// What a test works with.
  struct Fixture {
    let database: Database
    let service: TaskService
    let scheduler: TestScheduler
    let viewModel: TaskListViewModel
    let sections: TestableObserver<[TaskListSection]>
    let title: TestableObserver<String>
    let empty: TestableObserver<String>
    let navigation: TestableObserver<String>
    let confirm: TestableObserver<TaskItem>
    let selected: TestableObserver<IndexPath>
    let errors: TestableObserver<String>
    let bag = DisposeBag()
  }

  /// Runs `body` with a fresh fixture; `prepare` may change the database first.
  func run(
    prepare: (TaskService, Database) throws -> Void = { _, _ in }, _ body: (Fixture) throws -> Void
  ) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let database = try folder.openDatabase()
    let service = try TaskService(database: database)
    try prepare(service, database)
    let scheduler = TestScheduler(initialClock: 0)
    try SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = TaskListViewModel(
        service: service, scheduler: scheduler, backgroundScheduler: scheduler,
        today: { testToday })
      let fixture = Fixture(
        database: database, service: service, scheduler: scheduler, viewModel: viewModel,
        sections: scheduler.createObserver([TaskListSection].self),
        title: scheduler.createObserver(String.self), empty: scheduler.createObserver(String.self),
        navigation: scheduler.createObserver(String.self),
        confirm: scheduler.createObserver(TaskItem.self),
        selected: scheduler.createObserver(IndexPath.self),
        errors: scheduler.createObserver(String.self))
      let bag = fixture.bag
      viewModel.sections.drive(fixture.sections).disposed(by: bag)
      viewModel.navigationBarTitle.map { $0 ?? "nil" }.drive(fixture.title).disposed(by: bag)
      viewModel.emptyMessage.map { $0 ?? "nil" }.drive(fixture.empty).disposed(by: bag)
      viewModel.presentTaskEdit.map(\.description).emit(to: fixture.navigation).disposed(by: bag)
      viewModel.confirmDeletion.emit(to: fixture.confirm).disposed(by: bag)
      viewModel.selectRow.emit(to: fixture.selected).disposed(by: bag)
      viewModel.errorMessage.emit(to: fixture.errors).disposed(by: bag)
      try body(fixture)
    }
  }

  @Test func loadsTheTasksIntoSectionsWithATitle() throws {
    try run { f in
      f.scheduler.start()
      #expect(summaries(f.sections) == ["1: ", "3: \(seededToDo)"])
      #expect(timeline(f.title) == ["1: Tasks: 0 to do, 0 done", "3: Tasks: 3 to do, 0 done"])
      #expect(timeline(f.empty) == ["1: Loading tasks…", "3: nil"])
      #expect(f.errors.events.isEmpty)
    }
  }

  @Test func anEmptyListSaysHowToAddATask() throws {
    try run(prepare: { service, _ in
      for task in try service.store.all() { try service.store.delete(id: task.id) }
    }) { f in
      f.scheduler.start()
      #expect(summaries(f.sections) == ["1: "])
      #expect(timeline(f.empty) == ["1: Loading tasks…", "3: No tasks yet. Press n to add one."])
    }
  }

  @Test func addPresentsTheNewTaskRouteAndSelectPushesTheEditRoute() throws {
    try run { f in
      f.scheduler.scheduleAt(100) { f.viewModel.addButtonDidTap.onNext(()) }
      f.scheduler.scheduleAt(200) {
        f.viewModel.itemDidSelect.onNext(IndexPath(row: 1, section: 0))
      }
      f.scheduler.scheduleAt(300) {
        f.viewModel.itemDidSelect.onNext(IndexPath(row: 7, section: 0))
      }
      f.scheduler.scheduleAt(400) {
        f.viewModel.itemDidSelect.onNext(IndexPath(row: 0, section: 3))
      }
      f.scheduler.start()
      #expect(timeline(f.navigation) == ["101: present(tasks/new)", "201: push(tasks/2/edit)"])
    }
  }

  @Test func toggleMovesATaskBetweenSectionsStoresItAndSelectsItsNewRow() throws {
    try run { f in
      f.scheduler.scheduleAt(100) {
        f.viewModel.itemDidToggle.onNext(IndexPath(row: 1, section: 0))
      }
      f.scheduler.scheduleAt(200) {
        f.viewModel.itemDidToggle.onNext(IndexPath(row: 0, section: 1))
      }
      f.scheduler.start()
      #expect(
        summaries(f.sections) == [
          "1: ", "3: \(seededToDo)",
          "103: To do: Go to https://github.com/devxoul, Make a pull request"
            + " | Done: Star repositories I am interested in",
          "203: \(seededToDo)",
        ])
      #expect(
        timeline(f.selected) == ["103: [1, 0]", "203: [0, 1]"])
      #expect(timeline(f.title).last == "203: Tasks: 3 to do, 0 done")
      let star = try f.service.task(id: 2)
      #expect(!star.isDone)
    }
  }

  @Test func twoTogglesOfARowBeforeTheFirstIsStoredEndWhereTheyStarted() throws {
    try run { f in
      // Space twice, faster than the first write comes back: both read the row as shown.
      f.scheduler.scheduleAt(100) {
        f.viewModel.itemDidToggle.onNext(IndexPath(row: 0, section: 0))
        f.viewModel.itemDidToggle.onNext(IndexPath(row: 0, section: 0))
      }
      f.scheduler.start()
      let first = try f.service.task(id: 3)
      #expect(!first.isDone)
      #expect(timeline(f.title).last?.hasSuffix("Tasks: 3 to do, 0 done") == true)
      #expect(summaries(f.sections).last?.hasSuffix(seededToDo) == true)
    }
  }

  @Test func aToggleIsStored() throws {
    try run { f in
      f.scheduler.scheduleAt(100) {
        f.viewModel.itemDidToggle.onNext(IndexPath(row: 2, section: 0))
      }
      f.scheduler.start()
      let pullRequest = try f.service.task(id: 1)
      #expect(pullRequest.isDone)
      #expect(timeline(f.title).last == "103: Tasks: 2 to do, 1 done")
    }
  }

  @Test func deletingAsksFirstAndDeletesOnlyWhatWasConfirmed() throws {
    try run { f in
      let first = try f.service.task(id: 3)
      f.scheduler.scheduleAt(100) { f.viewModel.itemDeleted.onNext(IndexPath(row: 0, section: 0)) }
      f.scheduler.scheduleAt(200) { f.viewModel.deletionDidConfirm.onNext(first) }
      // Asked, never confirmed: kept.
      f.scheduler.scheduleAt(300) { f.viewModel.itemDeleted.onNext(IndexPath(row: 0, section: 0)) }
      f.scheduler.start()
      #expect(
        timeline(f.confirm) == [
          "101: Task 3 \"Go to https://github.com/devxoul\"",
          "301: Task 2 \"Star repositories I am interested in\"",
        ])
      #expect(
        summaries(f.sections) == [
          "1: ", "3: \(seededToDo)",
          "203: To do: Star repositories I am interested in, Make a pull request",
        ])
      #expect(try f.service.store.all().map(\.id) == [2, 1])
    }
  }

  @Test func modelEventsFromOtherScreensShowInTheList() throws {
    try run { f in
      let bag = DisposeBag()
      f.scheduler.scheduleAt(100) {
        f.service.create(TaskDraft(title: "Buy milk"), on: f.scheduler).subscribe()
          .disposed(by: bag)
      }
      f.scheduler.scheduleAt(200) {
        f.service.update(TaskItem(id: 4, title: "Buy oat milk"), on: f.scheduler).subscribe()
          .disposed(by: bag)
      }
      f.scheduler.scheduleAt(300) {
        f.service.delete(TaskItem(id: 2, title: "Star"), on: f.scheduler).subscribe()
          .disposed(by: bag)
      }
      f.scheduler.start()
      #expect(
        summaries(f.sections) == [
          "1: ", "3: \(seededToDo)",
          "103: To do: Buy milk, Go to https://github.com/devxoul,"
            + " Star repositories I am interested in, Make a pull request",
          "203: To do: Buy oat milk, Go to https://github.com/devxoul,"
            + " Star repositories I am interested in, Make a pull request",
          "303: To do: Buy oat milk, Go to https://github.com/devxoul, Make a pull request",
        ])
    }
  }

  @Test func theFilterNarrowsTheSectionsAsYouTypeAndRowsFollowIt() throws {
    try run(prepare: { service, _ in
      _ = try service.store.insert(TaskDraft(title: "Groceries", notes: "oat milk, bread"))
    }) { f in
      f.scheduler.scheduleAt(100) { f.viewModel.filterText.onNext("p") }
      f.scheduler.scheduleAt(110) { f.viewModel.filterText.onNext("PULL") }
      f.scheduler.scheduleAt(150) {
        f.viewModel.itemDidSelect.onNext(IndexPath(row: 0, section: 0))
      }
      f.scheduler.scheduleAt(200) { f.viewModel.filterText.onNext("oat") }
      f.scheduler.scheduleAt(300) { f.viewModel.filterText.onNext("zzz") }
      f.scheduler.scheduleAt(400) { f.viewModel.filterText.onNext("  ") }
      f.scheduler.start()
      #expect(
        summaries(f.sections) == [
          "1: ", "3: To do: Groceries, \(seededToDo.dropFirst(7))",
          "101: To do: Go to https://github.com/devxoul, Star repositories I am interested in,"
            + " Make a pull request",
          "111: To do: Make a pull request",
          "201: To do: Groceries",
          "301: ",
          "401: To do: Groceries, \(seededToDo.dropFirst(7))",
        ])
      #expect(timeline(f.navigation) == ["151: push(tasks/1/edit)"])
      #expect(
        timeline(f.empty) == [
          "1: Loading tasks…", "3: nil",
          "301: No tasks match \"zzz\". Press Esc to clear the filter.", "401: nil",
        ])
    }
  }

  @Test func aSavedTaskIsSelectedWhereItShows() throws {
    try run { f in
      let bag = DisposeBag()
      f.scheduler.scheduleAt(100) {
        f.service.setDone(
          true, for: TaskItem(id: 3, title: "Go to https://github.com/devxoul"), on: f.scheduler
        )
        .subscribe().disposed(by: bag)
      }
      f.scheduler.scheduleAt(150) {
        f.viewModel.taskDidSave.onNext(TaskItem(id: 3, title: "Go to https://github.com/devxoul"))
      }
      f.scheduler.scheduleAt(200) {
        f.viewModel.taskDidSave.onNext(TaskItem(id: 99, title: "Gone"))
      }
      f.scheduler.start()
      #expect(timeline(f.selected) == ["151: [1, 0]"])
    }
  }

  @Test func storageErrorsGoToTheStatusBarAndTheListStays() throws {
    try run { f in
      f.scheduler.scheduleAt(50) { f.database.close() }
      f.scheduler.scheduleAt(100) {
        f.viewModel.itemDidToggle.onNext(IndexPath(row: 0, section: 0))
      }
      f.scheduler.start()
      #expect(f.errors.events.map(\.time) == [103])
      let message = try #require(f.errors.events.first?.value.element)
      #expect(message.hasPrefix("Could not save the task: The database "))
      #expect(message.hasSuffix(" is closed. Open the database again."))
      #expect(summaries(f.sections) == ["1: ", "3: \(seededToDo)"])
    }
  }

  @Test func aListThatCannotLoadSaysSo() throws {
    try run(prepare: { _, database in database.close() }) { f in
      f.scheduler.start()
      #expect(summaries(f.sections) == ["1: "])
      #expect(
        timeline(f.empty) == [
          "1: Loading tasks…", "3: The tasks could not be loaded; see the status bar.",
        ])
      #expect(f.errors.events.count == 1)
      #expect(f.errors.events.first?.value.element?.hasPrefix("Could not load the tasks: ") == true)
    }
  }
}
