/// Passed to a recursively scheduled action so it can schedule itself again after a delay.
///
/// `@unchecked Sendable`: `lock` guards `action` and each `PendingEntry`; `scheduler` and
/// `pending` (itself thread-safe) never change.
public final class AnyRecursiveScheduler<State>: @unchecked Sendable {
  @exclusivity(unchecked)
  private var action: ((State, AnyRecursiveScheduler<State>) -> Void)?
  private let scheduler: SchedulerType
  private let pending = CompositeDisposable()
  private let lock = RecursiveLock()

  init(scheduler: SchedulerType, action: @escaping (State, AnyRecursiveScheduler<State>) -> Void) {
    self.action = action
    self.scheduler = scheduler
  }

  /// Schedules the action again with `state` after `dueTime`.
  public func schedule(_ state: State, dueTime: RxTimeInterval) {
    let entry = PendingEntry()
    let disposable = scheduler.scheduleRelative(state, dueTime: dueTime) { state -> Disposable in
      let key = self.lock.performLocked { () -> CompositeDisposable.DisposeKey? in
        entry.isDone = true
        return entry.key
      }
      if let key { self.pending.remove(for: key) }
      let action = self.lock.performLocked { self.action }
      action?(state, self)
      return Disposables.create()
    }
    lock.performLocked {
      if !entry.isDone {
        entry.key = pending.insert(disposable)
      }
    }
  }

  /// Schedules the action again with `state`, without a delay.
  public func schedule(_ state: State) {
    schedule(state, dueTime: .nanoseconds(0))
  }

  /// Cancels every pending repetition.
  public func dispose() {
    lock.performLocked { action = nil }
    pending.dispose()
  }
}
