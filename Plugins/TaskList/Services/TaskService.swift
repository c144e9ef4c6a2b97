import Foundation
import Synchronization
import Trellis

/// The tasks' model service: it reads and writes tasks through the ``TaskStore`` and owns
/// the model events — ``didCreate``, ``didUpdate`` and ``didDelete`` — that every screen
/// showing tasks listens to. This is the seed's `Task.didCreate` / `didUpdate` /
/// `didDelete`, held by one service per app instead of by the type.
///
/// Each operation is a `Single` that does its work on the scheduler given (a background
/// one in an app, the test scheduler in tests), emits the model event there once the write
/// has succeeded, and then succeeds. A failed write emits no event and fails with a
/// ``TaskListError`` whose message says what to do. Events come one at a time, in the order
/// of the writes; listeners observe them on their own scheduler. A write that finds the
/// database busy (another program holds its lock, or this app's earlier writes wait for it)
/// waits at most the database's busy timeout from when it was subscribed — its time queued
/// behind other writes counts — and says, through its `whenBusy`, as soon as it waits.
/// With the app's `PendingWork` (`ServiceKey.pendingWork`), each write is pending work from
/// subscription until it is stored or failed, so an app that quits meanwhile waits for it,
/// and it runs to its end once subscribed: disposing the subscription (the screen that
/// asked closed) only stops the result from being delivered (see `PendingWork.keep(_:_:)`).
///
/// ```swift
/// let service = try TaskService(database: database)
/// service.create(TaskDraft(title: "Buy milk"), on: background)
///   .observe(on: MainScheduler.instance)
///   .subscribe(onSuccess: { task in print("created", task.id) })
///   .disposed(by: disposeBag)
/// ```
///
/// Its store (and through it the `tasks` namespace) and its subjects are sealed: a plugin
/// that resolves the service gets its operations and events, and `Mirror` reaches neither
/// the store nor a subject it could post to.
///
/// `@unchecked Sendable`: immutable after init; `store` and the subjects are thread-safe.
/// Each write and its event run as the database's one writer
/// (`DatabaseNamespace.withWriter`), which keeps them in order.
public final class TaskService: @unchecked Sendable {
  /// The store, the subjects and the pending work, sealed.
  private let parts: Sealed<Parts, PartsKey>
  /// What opens `parts`: no other file can make one.
  private struct PartsKey {}

  /// What the service works with.
  private struct Parts {
    let store: TaskStore
    let pendingWork: PendingWork?
    let created = PublishSubject<TaskItem>()
    let updated = PublishSubject<TaskItem>()
    let deleted = PublishSubject<TaskItem>()
  }

  /// A service over `store`, tracking its writes in `pendingWork` (the app's, so that it
  /// waits for them when it ends).
  public init(store: TaskStore, pendingWork: PendingWork? = nil) {
    parts = Sealed(Parts(store: store, pendingWork: pendingWork), key: PartsKey.self)
  }

  /// The store the service reads and writes (the framework's and the plugin's own code).
  package var store: TaskStore { parts.value(PartsKey()).store }
  /// Where writes are tracked so that the app waits for them before it ends (nil: nowhere).
  package var pendingWork: PendingWork? { parts.value(PartsKey()).pendingWork }
  private var created: PublishSubject<TaskItem> { parts.value(PartsKey()).created }
  private var updated: PublishSubject<TaskItem> { parts.value(PartsKey()).updated }
  private var deleted: PublishSubject<TaskItem> { parts.value(PartsKey()).deleted }

  /// A service over the tasks of `database` (migrated, and seeded the first time), tracking
  /// its writes in `pendingWork`.
  ///
  /// - Throws: ``TaskListError/storageUnavailable(_:)`` when the namespace cannot be used
  ///   or a migration fails.
  public convenience init(database: Database, pendingWork: PendingWork? = nil) throws {
    do {
      self.init(store: try TaskStore(database: database), pendingWork: pendingWork)
    } catch {
      throw TaskListError.from(error, TaskListError.storageUnavailable)
    }
  }

  /// The tasks of `namespace` (the plugin's own), their migrations applied.
  ///
  /// - Throws: ``TaskListError/storageUnavailable(_:)`` when a migration fails.
  public convenience init(namespace: DatabaseNamespace, pendingWork: PendingWork? = nil) throws {
    do {
      self.init(store: try TaskStore(namespace: namespace), pendingWork: pendingWork)
    } catch {
      throw TaskListError.from(error, TaskListError.storageUnavailable)
    }
  }

  // MARK: Model events

  /// A task was created (after it was stored).
  public var didCreate: Observable<TaskItem> {
    created.asObservable()
  }

  /// A task changed: edited, done or not done (after it was stored).
  public var didUpdate: Observable<TaskItem> {
    updated.asObservable()
  }

  /// A task was deleted (after it was removed from storage).
  public var didDelete: Observable<TaskItem> {
    deleted.asObservable()
  }

  // MARK: Reading

  /// Every task, newest first.
  public func allTasks(on scheduler: ImmediateSchedulerType) -> Single<[TaskItem]> {
    let store = self.store
    return Single.deferred { .just(try store.all()) }
      .catch { .error(TaskListError.from($0, TaskListError.loadFailed)) }
      .subscribe(on: scheduler)
  }

  /// The task numbered `id`, read on `scheduler`; fails with
  /// ``TaskListError/noSuchTask(id:)`` or ``TaskListError/loadFailed(_:)``.
  public func task(id: Int, on scheduler: ImmediateSchedulerType) -> Single<TaskItem> {
    Single.deferred { [self] in .just(try task(id: id)) }.subscribe(on: scheduler)
  }

  /// The task numbered `id`, read now on the calling thread.
  ///
  /// - Throws: ``TaskListError/noSuchTask(id:)``, or ``TaskListError/loadFailed(_:)``.
  public func task(id: Int) throws -> TaskItem {
    let found: TaskItem?
    do {
      found = try store.task(id: id)
    } catch {
      throw TaskListError.from(error, TaskListError.loadFailed)
    }
    guard let found else { throw TaskListError.noSuchTask(id: id) }
    return found
  }

  // MARK: Writing

  /// Stores `draft` as a new task, then emits it on ``didCreate``. `whenBusy` is told once,
  /// as soon as the write has to wait for the database, with how long it may wait: on the
  /// calling thread when another write is under way as it is asked, else on `scheduler`.
  public func create(
    _ draft: TaskDraft, on scheduler: ImmediateSchedulerType,
    whenBusy: ((Duration) -> Void)? = nil
  ) -> Single<TaskItem> {
    let store = self.store
    let created = self.created
    return perform(
      on: scheduler, TaskListError.saveFailed, tracked: "saving a new task", whenBusy: whenBusy
    ) {
      let task = try store.insert(draft)
      created.onNext(task)
      return task
    }
  }

  /// Stores `task`'s fields, then emits it on ``didUpdate``. `whenBusy` is told once, as
  /// for ``create(_:on:whenBusy:)``.
  public func update(
    _ task: TaskItem, on scheduler: ImmediateSchedulerType, whenBusy: ((Duration) -> Void)? = nil
  ) -> Single<TaskItem> {
    let store = self.store
    let updated = self.updated
    return perform(
      on: scheduler, TaskListError.saveFailed, tracked: "saving a task", whenBusy: whenBusy
    ) {
      let saved = try store.update(task)
      updated.onNext(saved)
      return saved
    }
  }

  /// Marks `task` done (or not), then emits it on ``didUpdate``.
  public func setDone(_ isDone: Bool, for task: TaskItem, on scheduler: ImmediateSchedulerType)
    -> Single<TaskItem>
  {
    var changed = task
    changed.isDone = isDone
    return update(changed, on: scheduler)
  }

  /// Flips whether `task` is done, reading its stored state (not `task`'s, which may be what
  /// a screen showed before an earlier toggle was stored), then emits it on ``didUpdate``.
  /// Two toggles of one task, however quickly, leave it as it was.
  public func toggleDone(_ task: TaskItem, on scheduler: ImmediateSchedulerType)
    -> Single<TaskItem>
  {
    let store = self.store
    let updated = self.updated
    return perform(on: scheduler, TaskListError.saveFailed, tracked: "marking a task done") {
      let saved = try store.toggleDone(id: task.id)
      updated.onNext(saved)
      return saved
    }
  }

  /// Stores a deleted `task` again, with its id (undo), then emits it on ``didCreate``.
  public func restore(_ task: TaskItem, on scheduler: ImmediateSchedulerType) -> Single<TaskItem> {
    let store = self.store
    let created = self.created
    return perform(on: scheduler, TaskListError.saveFailed, tracked: "restoring a task") {
      let restored = try store.restore(task)
      created.onNext(restored)
      return restored
    }
  }

  /// Deletes `task`, then emits it on ``didDelete``.
  public func delete(_ task: TaskItem, on scheduler: ImmediateSchedulerType) -> Single<TaskItem> {
    let store = self.store
    let deleted = self.deleted
    return perform(on: scheduler, TaskListError.deleteFailed, tracked: "deleting a task") {
      try store.delete(id: task.id)
      deleted.onNext(task)
      return task
    }
  }

  /// The write `work` as a `Single` run on `scheduler` as the database's one writer, its
  /// errors as ``TaskListError``s. Its wait for the database ends the busy timeout after
  /// subscription (`whenBusy` is told when it begins). With a `tracked` label, pending work
  /// of the app from subscription until it ends, run to its end even when the subscriber
  /// goes away first.
  private func perform<Value>(
    on scheduler: ImmediateSchedulerType, _ wrap: @escaping (DatabaseError) -> TaskListError,
    tracked label: String, whenBusy: ((Duration) -> Void)? = nil,
    _ work: @escaping () throws -> Value
  ) -> Single<Value> {
    let namespace = store.namespace
    let single = Single.deferred {
      // Asked now: time spent queued for the scheduler counts against the busy timeout.
      let asked = ContinuousClock.now
      let notice = BusyNotice(whenBusy)
      // Behind a write under way, it waits: said at once, before it is even scheduled.
      if namespace.isWriting { notice.tell(namespace.busyTimeout) }
      return Single.deferred {
        do {
          return .just(try namespace.withWriter(askedAt: asked, whenBusy: notice.tell, work))
        } catch {
          return .error(TaskListError.from(error, wrap))
        }
      }
      .subscribe(on: scheduler)
    }
    guard let pendingWork else { return single }
    return pendingWork.keep(single, label)
  }

  /// Tells a write's `whenBusy` once, whichever thread notices first that it waits.
  private final class BusyNotice {
    private let whenBusy: ((Duration) -> Void)?
    private let told = Atomic(false)

    init(_ whenBusy: ((Duration) -> Void)?) {
      self.whenBusy = whenBusy
    }

    func tell(_ remaining: Duration) {
      guard !told.exchange(true, ordering: .relaxed) else { return }
      whenBusy?(remaining)
    }
  }
}
