import Testing
import TrellisRx
import TrellisRxTest

// A task list view model in the Input/Output MVVM style of the seeds: inputs are subjects
// the view feeds, outputs are drivers the view binds, and the model's changes arrive as
// streams the task service owns.

struct TaskListSeedTask: Equatable {
  let id: Int
  var title: String
  var isDone = false
}

struct TaskListSeedSection: Equatable {
  let header: String
  let items: [TaskListSeedTask]
}

/// What the edit screen is opened for.
enum TaskListSeedEditMode: Equatable {
  case new
  case edit(TaskListSeedTask)
}

/// The view model of the edit screen the list presents.
final class TaskListSeedEditViewModel {
  let mode: TaskListSeedEditMode

  init(mode: TaskListSeedEditMode) {
    self.mode = mode
  }
}

/// Owns the tasks and announces every change.
final class TaskListSeedService {
  let didCreate = PublishSubject<TaskListSeedTask>()
  let didUpdate = PublishSubject<TaskListSeedTask>()
  let didDelete = PublishSubject<TaskListSeedTask>()
  private let stored: [TaskListSeedTask]

  init(tasks: [TaskListSeedTask]) {
    stored = tasks
  }

  /// The tasks as they are now.
  func fetchTasks() -> Single<[TaskListSeedTask]> {
    .just(stored)
  }

  /// Deletes `task` and announces it on `didDelete`.
  func delete(_ task: TaskListSeedTask) -> Single<TaskListSeedTask> {
    Single.create { observer in
      self.didDelete.onNext(task)
      observer(.success(task))
      return Disposables.create()
    }
  }
}

protocol TaskListSeedViewModelType {
  associatedtype Input
  associatedtype Output
  func transform(_ input: Input) -> Output
}

final class TaskListSeedViewModel: TaskListSeedViewModelType {
  struct Input {
    let addButtonDidTap: PublishSubject<Void>
    let itemDidSelect: PublishSubject<Int>
    let itemDeleted: PublishSubject<Int>
  }

  struct Output {
    let navigationBarTitle: Driver<String>
    let sections: Driver<[TaskListSeedSection]>
    let presentTaskEditViewModel: Driver<TaskListSeedEditViewModel>
  }

  private enum Change {
    case reset([TaskListSeedTask])
    case create(TaskListSeedTask)
    case update(TaskListSeedTask)
    case delete(TaskListSeedTask)
  }

  private let service: TaskListSeedService
  private let disposeBag = DisposeBag()

  init(service: TaskListSeedService) {
    self.service = service
  }

  func transform(_ input: Input) -> Output {
    let service = self.service
    let changes = Observable.merge(
      service.fetchTasks().asObservable().map(Change.reset),
      service.didCreate.map(Change.create),
      service.didUpdate.map(Change.update),
      service.didDelete.map(Change.delete))
    let tasks = changes.scan([TaskListSeedTask]()) { tasks, change in
      switch change {
      case .reset(let all):
        return all
      case .create(let task):
        return tasks + [task]
      case .update(let task):
        return tasks.map { $0.id == task.id ? task : $0 }
      case .delete(let task):
        return tasks.filter { $0.id != task.id }
      }
    }
    .share(replay: 1)

    input.itemDeleted
      .withLatestFrom(tasks) { index, tasks in tasks[index] }
      .flatMap { service.delete($0) }
      .subscribe()
      .disposed(by: disposeBag)

    let sections = tasks.map { tasks in
      [
        TaskListSeedSection(header: "To Do", items: tasks.filter { !$0.isDone }),
        TaskListSeedSection(header: "Done", items: tasks.filter { $0.isDone }),
      ]
    }
    let creating = input.addButtonDidTap.map { TaskListSeedEditViewModel(mode: .new) }
    let editing = input.itemDidSelect
      .withLatestFrom(tasks) { index, tasks in TaskListSeedEditViewModel(mode: .edit(tasks[index]))
      }
    return Output(
      navigationBarTitle: tasks.map { "Tasks (\($0.count))" }.asDriver(onErrorJustReturn: "Tasks"),
      sections: sections.asDriver(onErrorJustReturn: []),
      presentTaskEditViewModel: Observable.merge(creating, editing).asDriver(
        onErrorDriveWith: .empty()))
  }
}

@Suite struct TaskListSeedTests {
  private let milk = TaskListSeedTask(id: 1, title: "Buy milk")
  private let tests = TaskListSeedTask(id: 2, title: "Write tests")

  @Test func outputsFollowInputsAndModelEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let service = TaskListSeedService(tasks: [milk, tests])
    let input = TaskListSeedViewModel.Input(
      addButtonDidTap: PublishSubject(), itemDidSelect: PublishSubject(),
      itemDeleted: PublishSubject())
    let titles = scheduler.createObserver(String.self)
    let sections = scheduler.createObserver([TaskListSeedSection].self)
    let presented = scheduler.createObserver(TaskListSeedEditMode.self)
    let bag = DisposeBag()
    let viewModel = TaskListSeedViewModel(service: service)
    let call = TaskListSeedTask(id: 3, title: "Call mom")
    var doneTests = tests
    doneTests.isDone = true

    SharingScheduler.mock(scheduler: scheduler) {
      let output = viewModel.transform(input)
      scheduler.scheduleAt(200) {
        output.navigationBarTitle.drive(titles).disposed(by: bag)
        output.sections.drive(sections).disposed(by: bag)
        output.presentTaskEditViewModel.map(\.mode).drive(presented).disposed(by: bag)
      }
      scheduler.scheduleAt(300) { input.addButtonDidTap.onNext(()) }
      scheduler.scheduleAt(400) { service.didCreate.onNext(call) }
      scheduler.scheduleAt(500) { service.didUpdate.onNext(doneTests) }
      scheduler.scheduleAt(600) { input.itemDidSelect.onNext(1) }
      scheduler.scheduleAt(700) { input.itemDeleted.onNext(0) }
      scheduler.start()
    }

    #expect(
      titles.events == [
        .next(201, "Tasks (2)"), .next(401, "Tasks (3)"), .next(501, "Tasks (3)"),
        .next(701, "Tasks (2)"),
      ])
    #expect(
      sections.events == [
        .next(
          201, [.init(header: "To Do", items: [milk, tests]), .init(header: "Done", items: [])]),
        .next(
          401,
          [.init(header: "To Do", items: [milk, tests, call]), .init(header: "Done", items: [])]),
        .next(
          501,
          [.init(header: "To Do", items: [milk, call]), .init(header: "Done", items: [doneTests])]),
        .next(
          701, [.init(header: "To Do", items: [call]), .init(header: "Done", items: [doneTests])]),
      ])
    #expect(presented.events == [.next(301, .new), .next(601, .edit(doneTests))])
  }

  @Test func lateSubscribersGetTheCurrentSections() {
    let scheduler = TestScheduler(initialClock: 0)
    let service = TaskListSeedService(tasks: [milk])
    let input = TaskListSeedViewModel.Input(
      addButtonDidTap: PublishSubject(), itemDidSelect: PublishSubject(),
      itemDeleted: PublishSubject())
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    let bag = DisposeBag()
    SharingScheduler.mock(scheduler: scheduler) {
      let output = TaskListSeedViewModel(service: service).transform(input)
      let counts = output.sections.map { $0[0].items.count }
      scheduler.scheduleAt(200) { counts.drive(early).disposed(by: bag) }
      scheduler.scheduleAt(300) { service.didCreate.onNext(tests) }
      scheduler.scheduleAt(400) { counts.drive(late).disposed(by: bag) }
      scheduler.start()
    }
    #expect(early.events == [.next(201, 1), .next(301, 2)])
    #expect(late.events == [.next(400, 2)])
  }
}
