import Dispatch
import Foundation

/// Runs work on the main thread: at once when already there, otherwise through the main
/// queue. Used for `subscribe(on:)` where subscription must happen on the main thread.
///
/// `@unchecked Sendable`: immutable after init (`mainScheduler`).
public final class ConcurrentMainScheduler: SchedulerType, @unchecked Sendable {
  private let mainScheduler: MainScheduler

  /// The shared instance.
  public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

  private init(mainScheduler: MainScheduler) {
    self.mainScheduler = mainScheduler
  }

  /// The current time.
  public var now: RxTime { Date() }

  /// Runs `action` now on the main thread (or in work running from the main queue, which on
  /// Linux under `dispatchMain()` is a worker thread), or on the main queue from elsewhere.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    if MainScheduler.isMainThread {
      return action(state)
    }
    let cancel = SingleAssignmentDisposable()
    // The scheduler contract: `state` and `action` are handed to the queue, which runs them once.
    nonisolated(unsafe) let (state, action) = (state, action)
    DispatchQueue.main.async {
      if cancel.isDisposed { return }
      cancel.setDisposable(action(state))
    }
    return cancel
  }

  /// Schedules `action` on the main queue after `dueTime`.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Runs `action` on the main queue after `startAfter` and then every `period`.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }
}
