import Foundation
import Testing
import Trellis
import TrellisRxTest

@testable import TaskList

@Suite struct TaskServiceTests {
  @Test func writesEmitTheirModelEventsWhenTheyRunInOrder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let service = try TaskService(database: try folder.openDatabase())
    let scheduler = TestScheduler(initialClock: 0)
    let created = scheduler.createObserver(TaskItem.self)
    let updated = scheduler.createObserver(TaskItem.self)
    let deleted = scheduler.createObserver(TaskItem.self)
    let results = scheduler.createObserver(TaskItem.self)
    let bag = DisposeBag()
    service.didCreate.subscribe(created).disposed(by: bag)
    service.didUpdate.subscribe(updated).disposed(by: bag)
    service.didDelete.subscribe(deleted).disposed(by: bag)

    let milk = TaskItem(id: 4, title: "Buy milk")
    let done = TaskItem(id: 4, title: "Buy milk", isDone: true)
    scheduler.scheduleAt(100) {
      service.create(TaskDraft(title: "Buy milk"), on: scheduler).asObservable()
        .subscribe(results).disposed(by: bag)
    }
    scheduler.scheduleAt(200) {
      service.setDone(true, for: milk, on: scheduler).asObservable()
        .subscribe(results).disposed(by: bag)
    }
    scheduler.scheduleAt(300) {
      service.delete(done, on: scheduler).asObservable().subscribe(results).disposed(by: bag)
    }
    // Nothing runs until the scheduler does.
    #expect(created.events.isEmpty)
    scheduler.start()

    #expect(created.events == [.next(101, milk)])
    #expect(updated.events == [.next(201, done)])
    #expect(deleted.events == [.next(301, done)])
    #expect(
      results.events == [
        .next(101, milk), .completed(101), .next(201, done), .completed(201), .next(301, done),
        .completed(301),
      ])
    #expect(try service.store.task(id: 4) == nil)
  }

  @Test func aFailedWriteEmitsNoEventAndSaysWhy() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let service = try TaskService(database: try folder.openDatabase())
    let scheduler = TestScheduler(initialClock: 0)
    let updated = scheduler.createObserver(TaskItem.self)
    let deleted = scheduler.createObserver(TaskItem.self)
    let bag = DisposeBag()
    service.didUpdate.subscribe(updated).disposed(by: bag)
    service.didDelete.subscribe(deleted).disposed(by: bag)

    let ghost = TaskItem(id: 42, title: "Ghost")
    let update = scheduler.start { service.update(ghost, on: scheduler).asObservable() }
    #expect(update.events == [.error(201, TaskListError.noSuchTask(id: 42))])
    let deletion = scheduler.createObserver(TaskItem.self)
    service.delete(ghost, on: scheduler).asObservable().subscribe(deletion).disposed(by: bag)
    scheduler.start()
    #expect(deletion.events.count == 1)
    #expect(deletion.events.first?.value.error as? TaskListError == .noSuchTask(id: 42))
    #expect(updated.events.isEmpty)
    #expect(deleted.events.isEmpty)
  }

  @Test func storageErrorsBecomeMessagesTheUserCanActOn() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let database = try folder.openDatabase()
    let service = try TaskService(database: database)
    database.close()
    let scheduler = TestScheduler(initialClock: 0)
    let load = scheduler.start { service.allTasks(on: scheduler).asObservable() }
    let error = try #require(load.events.first?.value.error as? TaskListError)
    guard case .loadFailed(.closed) = error else {
      Issue.record("expected loadFailed(closed), got \(error)")
      return
    }
    #expect(error.message.hasPrefix("Could not load the tasks: The database "))
    #expect(error.message.hasSuffix("is closed. Open the database again."))
    #expect(throws: TaskListError.self) { try TaskService(database: database) }
  }

  @Test func readingOneTaskSaysWhenItIsMissing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let service = try TaskService(database: try folder.openDatabase())
    #expect(try service.task(id: 1).title == "Make a pull request")
    #expect(throws: TaskListError.noSuchTask(id: 7)) { try service.task(id: 7) }
    #expect(
      TaskListError.noSuchTask(id: 7).message
        == "There is no task 7: it may have been deleted. Pick a task from the list.")
  }
}
