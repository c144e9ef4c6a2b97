import Trellis
import TrellisRxTest

/// A scheduler that runs `interruption` (once) the first time work is handed to it after
/// it was set, before it passes that work on to `base`: what another thread would do in
/// the instant between a result being ready and its delivery being queued.
final class InterruptedScheduler: SchedulerType {
  let base: TestScheduler
  /// Runs, once, when the next work is scheduled; then cleared.
  var interruption: (() -> Void)?

  init(_ base: TestScheduler) {
    self.base = base
  }

  var now: RxTime { base.now }

  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
    -> Disposable
  {
    if let interruption {
      self.interruption = nil
      interruption()
    }
    return base.schedule(state, action: action)
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    base.scheduleRelative(state, dueTime: dueTime, action: action)
  }
}
