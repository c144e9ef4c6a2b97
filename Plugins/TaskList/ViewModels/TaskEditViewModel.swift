import Foundation
import Trellis

/// The edit screen's view model, for a new task or an existing one (the seed's
/// `TaskEditViewModel(mode: .new)` / `.edit(task)`).
///
/// It checks the form as the user types — a field's message shows once the field was
/// edited, or after a save was tried — and on save stores the task through the
/// ``TaskService`` and closes the screen with the saved ``TaskItem`` as its navigation
/// result. A failed save keeps the screen and everything typed, and says why. Cancel
/// closes the screen without a result.
public final class TaskEditViewModel: ViewModelType {
  /// What the screen edits.
  public enum Mode: Hashable, Sendable {
    /// A new task, its title field starting with `title` (from `tasks/new?title=…`).
    case new(title: String)
    /// The existing `task`.
    case edit(TaskItem)
  }

  /// What the view feeds in.
  public struct Input {
    /// The title field's text.
    public let title: Observable<String>
    /// The notes field's text.
    public let notes: Observable<String>
    /// The due date field's text.
    public let dueDate: Observable<String>
    /// Save (the button, or Enter in a field).
    public let save: Observable<Void>
    /// Cancel (the button).
    public let cancel: Observable<Void>

    /// The inputs.
    public init(
      title: Observable<String>, notes: Observable<String>, dueDate: Observable<String>,
      save: Observable<Void>, cancel: Observable<Void> = .never()
    ) {
      self.title = title
      self.notes = notes
      self.dueDate = dueDate
      self.save = save
      self.cancel = cancel
    }
  }

  /// What the view shows and the navigator does.
  public struct Output {
    /// The message under the title field, or nil.
    public let titleMessage: Driver<String?>
    /// The message under the due date field, or nil.
    public let dueDateMessage: Driver<String?>
    /// Why the last save failed, or nil.
    public let errorMessage: Driver<String?>
    /// While a save runs: "Saving…" at once, and as soon as it waits for the database, that
    /// it does and for how long at most; nil otherwise.
    public let saveNotice: Driver<String?>
    /// Each saved task, as stored.
    public let saved: Signal<TaskItem>
    /// Closing the screen: with the saved task as the result, or with none on cancel.
    public let navigation: Signal<NavigationIntent>
    /// Whether the fields differ from what the screen opened with and no save of them is
    /// under way or done: what closing now would lose.
    public let hasUnsavedChanges: Driver<Bool>
  }

  /// What the screen edits.
  public let mode: Mode

  private let service: TaskService
  private let scheduler: SchedulerType
  private let backgroundScheduler: ImmediateSchedulerType
  private let today: () -> TaskDay

  /// A view model editing `mode`'s task through `service`: saving on
  /// `backgroundScheduler`, delivering on `scheduler`, checking due dates against `today`.
  public init(
    mode: Mode, service: TaskService, scheduler: SchedulerType,
    backgroundScheduler: ImmediateSchedulerType,
    today: @escaping () -> TaskDay = { TaskDay.today() }
  ) {
    self.mode = mode
    self.service = service
    self.scheduler = scheduler
    self.backgroundScheduler = backgroundScheduler
    self.today = today
  }

  /// The screen's title: "New task" or "Edit task".
  public var navigationTitle: String {
    switch mode {
    case .new: return "New task"
    case .edit: return "Edit task"
    }
  }

  /// The fields to start with: the task's, or a title from the deep link.
  public var initialForm: TaskForm {
    switch mode {
    case .new(let title): return TaskForm(title: TaskDraft.oneLine(title))
    case .edit(let task): return TaskForm(task: task)
    }
  }

  /// Wires the inputs to the outputs.
  public func transform(_ input: Input) -> Output {
    let initial = initialForm
    let keptDueDate: TaskDay?
    if case .edit(let task) = mode { keptDueDate = task.dueDate } else { keptDueDate = nil }
    let today = self.today

    let title = input.title.startWith(initial.title).distinctUntilChanged()
    let notes = input.notes.startWith(initial.notes).distinctUntilChanged()
    let dueDate = input.dueDate.startWith(initial.dueDate).distinctUntilChanged()
    let validation = Observable.combineLatest(title, notes, dueDate) {
      TaskForm(title: $0, notes: $1, dueDate: $2)
    }
    .map { TaskFormValidation($0, today: today(), keptDueDate: keptDueDate) }
    .share(replay: 1)

    let saveTried = input.save.map { true }.startWith(false).share(replay: 1)
    let titleMessage = Observable.combineLatest(
      validation, TaskEditViewModel.edited(title, from: initial.title), saveTried
    ) { validation, edited, tried in (edited || tried) ? validation.titleError?.message : nil }
    let dueDateMessage = Observable.combineLatest(
      validation, TaskEditViewModel.edited(dueDate, from: initial.dueDate), saveTried
    ) { validation, edited, tried in (edited || tried) ? validation.dueDateError?.message : nil }

    // Each save: started, then its result; in between, when it waits for the database.
    let busy = PublishSubject<Duration>()
    let steps = input.save.withLatestFrom(validation)
      .compactMap(\.draft)
      .flatMapFirst { [weak self] draft -> Observable<SaveStep> in
        guard let self else { return .empty() }
        return self.store(draft, whenBusy: { busy.onNext($0) })
          .observe(on: self.scheduler)
          .map { SaveStep.finished(.success($0)) }
          .asObservable()
          .catch { .just(.finished(.failure(TaskListError.from($0, TaskListError.saveFailed)))) }
          .startWith(.started)
      }
      .share()
    let attempts = steps.compactMap { step -> Result<TaskItem, TaskListError>? in
      if case .finished(let result) = step { return result }
      return nil
    }
    let saveNotice = Observable.merge(
      steps.map { step -> String? in
        if case .started = step { return "Saving…" }
        return nil
      },
      busy.observe(on: scheduler).map { TaskEditViewModel.busyNotice(waitingAtMost: $0) })
    let saved = attempts.compactMap { try? $0.get() }.share()
    let errorMessage = attempts.map { result -> String? in
      if case .failure(let error) = result { return error.message }
      return nil
    }
    .startWith(nil)

    let navigation = Observable.merge(
      saved.map { NavigationIntent.dismiss(result: $0) },
      input.cancel.map { NavigationIntent.dismiss(result: nil) })
    let changed = Observable.combineLatest(title, notes, dueDate) {
      TaskForm(title: $0, notes: $1, dueDate: $2) != initial
    }
    // From a save sent until it fails, the changes are on their way (the write outlives
    // the screen): closing loses nothing.
    let sent = input.save.withLatestFrom(validation).filter { $0.draft != nil }.map { _ in true }
    let failed = attempts.filter { (try? $0.get()) == nil }.map { _ in false }
    let hasUnsavedChanges = Observable.combineLatest(
      changed, Observable.merge(sent, failed).startWith(false)
    ) { changed, sending in changed && !sending }
    return Output(
      titleMessage: titleMessage.distinctUntilChanged().asDriver(onErrorJustReturn: nil),
      dueDateMessage: dueDateMessage.distinctUntilChanged().asDriver(onErrorJustReturn: nil),
      errorMessage: errorMessage.asDriver(onErrorJustReturn: nil),
      saveNotice: saveNotice.startWith(nil).distinctUntilChanged()
        .asDriver(onErrorJustReturn: nil),
      saved: saved.asSignal(onErrorSignalWith: .empty()),
      navigation: navigation.asSignal(onErrorSignalWith: .empty()),
      hasUnsavedChanges: hasUnsavedChanges.distinctUntilChanged()
        .asDriver(onErrorJustReturn: false))
  }

  /// Creates or updates the task with `draft`'s fields; `whenBusy` hears when the write
  /// waits for the database.
  private func store(_ draft: TaskDraft, whenBusy: @escaping (Duration) -> Void)
    -> Single<TaskItem>
  {
    switch mode {
    case .new:
      return service.create(draft, on: backgroundScheduler, whenBusy: whenBusy)
    case .edit(let task):
      return service.update(task.applying(draft), on: backgroundScheduler, whenBusy: whenBusy)
    }
  }

  /// What a save does meanwhile.
  private enum SaveStep {
    /// It was sent.
    case started
    /// It was stored, or failed.
    case finished(Result<TaskItem, TaskListError>)
  }

  /// The notice of a save waiting for the database, at most `remaining` more.
  static func busyNotice(waitingAtMost remaining: Duration) -> String {
    let (whole, fraction) = remaining.components
    let seconds = max(1, Int(whole) + (fraction > 0 ? 1 : 0))
    return "Saving… the database is busy (another program or an earlier save is writing to "
      + "it): waiting \(seconds) s at most."
  }

  /// Whether `text` has differed from `initial` since subscription.
  private static func edited(_ text: Observable<String>, from initial: String) -> Observable<Bool> {
    text.scan(false) { edited, value in edited || value != initial }.startWith(false)
      .distinctUntilChanged()
  }
}
