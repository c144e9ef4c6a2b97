import Synchronization

/// Runs an action that reschedules itself on an immediate scheduler, tracking what is
/// pending so one dispose cancels all of it.
///
/// `@unchecked Sendable`: `lock` guards `action` and each `PendingEntry`; `scheduler` and
/// `pending` (itself thread-safe) never change.
final class RecursiveImmediateScheduler<State>: @unchecked Sendable {
  @exclusivity(unchecked)
  private var action: ((State, (State) -> Void) -> Void)?
  private let scheduler: ImmediateSchedulerType
  private let pending = CompositeDisposable()
  private let lock = RecursiveLock()

  init(action: @escaping (State, (State) -> Void) -> Void, scheduler: ImmediateSchedulerType) {
    self.action = action
    self.scheduler = scheduler
  }

  func schedule(_ state: State) {
    let entry = PendingEntry()
    let disposable = scheduler.schedule(state) { state -> Disposable in
      let key = self.lock.performLocked { () -> CompositeDisposable.DisposeKey? in
        entry.isDone = true
        return entry.key
      }
      if let key { self.pending.remove(for: key) }
      let action = self.lock.performLocked { self.action }
      action?(state, self.schedule)
      return Disposables.create()
    }
    lock.performLocked {
      if !entry.isDone {
        entry.key = pending.insert(disposable)
      }
    }
  }

  func dispose() {
    lock.performLocked { action = nil }
    pending.dispose()
  }
}

/// Bookkeeping for one scheduled repetition.
final class PendingEntry {
  @exclusivity(unchecked)
  var isDone = false
  @exclusivity(unchecked)
  var key: CompositeDisposable.DisposeKey?
}
