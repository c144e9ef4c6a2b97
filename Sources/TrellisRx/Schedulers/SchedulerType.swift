import Foundation

/// A scheduler that also knows the time and can run work after a delay or periodically.
public protocol SchedulerType: ImmediateSchedulerType {
  /// The scheduler's notion of the current time.
  var now: RxTime { get }

  /// Schedules `action` to run after `dueTime`.
  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable

  /// Runs `action` first after `startAfter`, then every `period`, threading the state.
  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable
}

extension SchedulerType {
  /// Periodic scheduling by recursion: each run schedules the next one `period` later.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    scheduleRecursive(state, dueTime: startAfter) { state, scheduler in
      scheduler.schedule(action(state), dueTime: period)
    }
  }

  /// Schedules `action` after `dueTime`; it may reschedule itself through the given
  /// `AnyRecursiveScheduler`. Disposing the result cancels every pending repetition.
  public func scheduleRecursive<State>(
    _ state: State, dueTime: RxTimeInterval,
    action: @escaping (State, AnyRecursiveScheduler<State>) -> Void
  ) -> Disposable {
    let scheduler = AnyRecursiveScheduler(scheduler: self, action: action)
    scheduler.schedule(state, dueTime: dueTime)
    return Disposables.create(with: scheduler.dispose)
  }
}
