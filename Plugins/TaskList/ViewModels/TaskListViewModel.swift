import Foundation
import Trellis

/// The task list's view model (see ``TaskListViewModelType``).
///
/// As in the seed, it keeps the tasks in a relay that the model events of the
/// ``TaskService`` change — `didCreate` inserts (newest first: a new task at the top, a
/// task brought back by undo at its place), `didUpdate` replaces,
/// `didDelete` removes — so every change shows here, whichever screen made it. The list is
/// loaded once, on `backgroundScheduler`; the load and the events are one ordered stream,
/// so an event that comes while the list loads is applied to what the load read, not lost
/// (see `TaskListContent`). All state changes happen on `scheduler`.
///
/// Index paths are read against the sections last output (filtered), so a row the user
/// picks is the task they see.
public final class TaskListViewModel: TaskListViewModelType {
  // MARK: Input

  /// The add button (or `n`) was pressed.
  public let addButtonDidTap: PublishSubject<Void>
  /// A row was chosen.
  public let itemDidSelect: PublishSubject<IndexPath>
  /// The user asked to delete a row.
  public let itemDeleted: PublishSubject<IndexPath>
  /// A row's done state should flip.
  public let itemDidToggle: PublishSubject<IndexPath>
  /// The filter's text.
  public let filterText: PublishSubject<String>
  /// The user confirmed deleting this task.
  public let deletionDidConfirm: PublishSubject<TaskItem>
  /// The edit screen closed with this saved task.
  public let taskDidSave: PublishSubject<TaskItem>

  // MARK: Output

  /// The title over the list, with the counts.
  public let navigationBarTitle: Driver<String?>
  /// The sections to show.
  public let sections: Driver<[TaskListSection]>
  /// What to show instead of rows, or nil.
  public let emptyMessage: Driver<String?>
  /// Where to go.
  public let presentTaskEdit: Signal<NavigationIntent>
  /// A task to ask about before deleting it.
  public let confirmDeletion: Signal<TaskItem>
  /// A row to select.
  public let selectRow: Signal<IndexPath>
  /// Messages for the status bar.
  public let errorMessage: Signal<String>

  // MARK: Private

  /// The sections shown, with the filter that made them (one value, so that what is
  /// derived from both never sees one without the other).
  private struct Shown: Equatable {
    var filter = ""
    var sections: [TaskListSection] = []
  }

  private let tasks: BehaviorRelay<[TaskItem]>
  private let shown: BehaviorRelay<Shown>
  private let loadState: BehaviorRelay<TaskListContent.LoadState>
  private let errors: PublishRelay<String>
  private let selections: PublishRelay<IndexPath>
  private let disposeBag: DisposeBag

  /// A view model showing `service`'s tasks, loading them on `backgroundScheduler`,
  /// changing its state on `scheduler` (the main scheduler in an app), judging due dates
  /// against `today`.
  public init(
    service: TaskService, scheduler: SchedulerType, backgroundScheduler: ImmediateSchedulerType,
    today: @escaping () -> TaskDay = { TaskDay.today() }
  ) {
    let addButtonDidTap = PublishSubject<Void>()
    let itemDidSelect = PublishSubject<IndexPath>()
    let itemDeleted = PublishSubject<IndexPath>()
    let itemDidToggle = PublishSubject<IndexPath>()
    let filterText = PublishSubject<String>()
    let deletionDidConfirm = PublishSubject<TaskItem>()
    let taskDidSave = PublishSubject<TaskItem>()
    let tasks = BehaviorRelay<[TaskItem]>(value: [])
    let shown = BehaviorRelay<Shown>(value: Shown())
    let loadState = BehaviorRelay<TaskListContent.LoadState>(value: .loading)
    let errors = PublishRelay<String>()
    let selections = PublishRelay<IndexPath>()
    let disposeBag = DisposeBag()
    self.addButtonDidTap = addButtonDidTap
    self.itemDidSelect = itemDidSelect
    self.itemDeleted = itemDeleted
    self.itemDidToggle = itemDidToggle
    self.filterText = filterText
    self.deletionDidConfirm = deletionDidConfirm
    self.taskDidSave = taskDidSave
    self.tasks = tasks
    self.shown = shown
    self.loadState = loadState
    self.errors = errors
    self.selections = selections
    self.disposeBag = disposeBag

    let filter = filterText.startWith("").distinctUntilChanged()
    Observable.combineLatest(tasks.asObservable(), filter) { tasks, filter in
      Shown(
        filter: filter,
        sections: TaskListSection.sections(for: tasks, filter: filter, today: today()))
    }
    .bind(to: shown)
    .disposed(by: disposeBag)

    navigationBarTitle = tasks.map { tasks -> String? in
      let done = tasks.filter(\.isDone).count
      return "Tasks: \(tasks.count - done) to do, \(done) done"
    }
    .asDriver(onErrorJustReturn: "Tasks")
    sections = shown.map(\.sections).distinctUntilChanged().asDriver(onErrorJustReturn: [])
    emptyMessage = Observable.combineLatest(loadState.asObservable(), shown.asObservable()) {
      state, shown -> String? in
      switch state {
      case .loading: return "Loading tasks…"
      case .failed: return "The tasks could not be loaded; see the status bar."
      case .loaded:
        guard shown.sections.isEmpty else { return nil }
        let query = shown.filter.trimmingCharacters(in: .whitespaces)
        return query.isEmpty
          ? "No tasks yet. Press n to add one."
          : "No tasks match \"\(query)\". Press Esc to clear the filter."
      }
    }
    .distinctUntilChanged()
    .asDriver(onErrorJustReturn: nil)

    // View Controller Navigations, the Trellis way: intents to the edit routes.
    let presentAdd = addButtonDidTap.map { NavigationIntent.present("tasks/new") }
    let presentEdit = itemDidSelect.compactMap { path in
      TaskListViewModel.task(at: path, in: shown.value.sections)
    }
    .map { NavigationIntent.push("tasks/\($0.id)/edit") }
    presentTaskEdit = Observable.merge(presentAdd, presentEdit)
      .asSignal(onErrorSignalWith: .empty())
    confirmDeletion = itemDeleted.compactMap { path in
      TaskListViewModel.task(at: path, in: shown.value.sections)
    }
    .asSignal(onErrorSignalWith: .empty())
    selectRow = selections.asSignal()
    errorMessage = errors.asSignal()

    // Model Service: the seed's Task.didCreate / didUpdate / didDelete, and the first load,
    // as one ordered stream (events that come while the list loads are not lost).
    let events = Observable.merge(
      service.didCreate.map(TaskListContent.Change.created),
      service.didUpdate.map(TaskListContent.Change.updated),
      service.didDelete.map(TaskListContent.Change.deleted)
    )
    .observe(on: scheduler)
    let load = service.allTasks(on: backgroundScheduler)
      .map(TaskListContent.Change.loaded)
      .catch { error in .just(.loadFailed(TaskListViewModel.message(for: error))) }
      .asObservable()
      .observe(on: scheduler)
      .do(onNext: { change in
        if case .loadFailed(let message) = change { errors.accept(message) }
      })
    // Subscribed to the events before the load starts: none is missed.
    Observable.merge(events, load)
      .scan(TaskListContent()) { content, change in content.applying(change) }
      .distinctUntilChanged { $0.tasks == $1.tasks && $0.state == $1.state }
      .subscribe(onNext: { content in
        tasks.accept(content.tasks)
        loadState.accept(content.state)
      })
      .disposed(by: disposeBag)

    // A toggle flips the stored state, not the row's as shown: a second Space before the
    // first write is back must undo it, not repeat it.
    itemDidToggle
      .compactMap { path in TaskListViewModel.task(at: path, in: shown.value.sections) }
      .flatMap { task in
        service.toggleDone(task, on: backgroundScheduler)
          .observe(on: scheduler)
          .asObservable()
          .catch { error in
            errors.accept(TaskListViewModel.message(for: error))
            return .empty()
          }
      }
      .subscribe(onNext: { task in
        if let path = TaskListViewModel.indexPath(of: task, in: shown.value.sections) {
          selections.accept(path)
        }
      })
      .disposed(by: disposeBag)
    deletionDidConfirm
      .flatMap { task in
        service.delete(task, on: backgroundScheduler)
          .observe(on: scheduler)
          .asObservable()
          .catch { error in
            errors.accept(TaskListViewModel.message(for: error))
            return .empty()
          }
      }
      .subscribe()
      .disposed(by: disposeBag)
    taskDidSave
      .subscribe(onNext: { task in
        if let path = TaskListViewModel.indexPath(of: task, in: shown.value.sections) {
          selections.accept(path)
        }
      })
      .disposed(by: disposeBag)
  }

  /// The task at `path` in `sections`, if there is one.
  static func task(at path: IndexPath, in sections: [TaskListSection]) -> TaskItem? {
    guard path.count == 2, sections.indices.contains(path.section),
      sections[path.section].items.indices.contains(path.row)
    else { return nil }
    return sections[path.section].items[path.row].task
  }

  /// Where the task with `task`'s id is in `sections`, if it shows.
  static func indexPath(of task: TaskItem, in sections: [TaskListSection]) -> IndexPath? {
    for (section, rows) in sections.enumerated() {
      if let row = rows.items.firstIndex(where: { $0.task.id == task.id }) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  /// The user's message for `error`.
  static func message(for error: Error) -> String {
    (error as? TaskListError)?.message ?? (error as? LocalizedError)?.errorDescription
      ?? String(describing: error)
  }
}
