import Foundation
import Testing
import Trellis
import TrellisRxTest

@testable import TaskList

/// The first load and the model events are one ordered stream: a task created, changed or
/// deleted while the list loads shows as it is stored, whichever arrives first — here, the
/// worst case: the load has read the tasks, and the change is stored and its event queued
/// before the load's result is.
@Suite struct TaskListFirstLoadTests {
  /// The list's sections once everything queued ran, when `change` is stored right after
  /// the load read the seeded tasks and before its result is delivered.
  private func sections(
    whenStoredDuringTheLoad change: @escaping (TaskService) -> Single<TaskItem>
  ) throws -> [String] {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let database = try folder.openDatabase()
    defer { database.close() }
    let service = try TaskService(database: database)
    let scheduler = TestScheduler(initialClock: 0)
    let delivery = InterruptedScheduler(scheduler)
    var shown: [String] = []
    SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = TaskListViewModel(
        service: service, scheduler: delivery, backgroundScheduler: scheduler,
        today: { testToday })
      let observer = scheduler.createObserver([TaskListSection].self)
      let bag = DisposeBag()
      viewModel.sections.drive(observer).disposed(by: bag)
      // The first work handed to the delivery scheduler is the load's result.
      var stored: TaskItem?
      delivery.interruption = {
        change(service).subscribe(onSuccess: { stored = $0 }).disposed(by: bag)
      }
      scheduler.start()
      #expect(stored != nil, "the change was stored during the load")
      shown = observer.events.compactMap { $0.value.element.map(summary) }
    }
    return shown
  }

  @Test func aTaskCreatedWhileTheListLoadsShows() throws {
    let shown = try sections { service in
      service.create(TaskDraft(title: "Buy milk"), on: ImmediateScheduler())
    }
    #expect(
      shown.last
        == "To do: Buy milk, Go to https://github.com/devxoul, "
        + "Star repositories I am interested in, Make a pull request")
  }

  @Test func aTaskDeletedWhileTheListLoadsIsGone() throws {
    let shown = try sections { service in
      service.delete(TaskItem(id: 2, title: "Star"), on: ImmediateScheduler())
    }
    #expect(shown.last == "To do: Go to https://github.com/devxoul, Make a pull request")
  }

  @Test func aTaskDoneWhileTheListLoadsShowsDone() throws {
    let shown = try sections { service in
      service.setDone(
        true, for: TaskItem(id: 1, title: "Make a pull request"), on: ImmediateScheduler())
    }
    #expect(
      shown.last
        == "To do: Go to https://github.com/devxoul, Star repositories I am interested in"
        + " | Done: Make a pull request")
  }
}
