import TrellisRx
import TrellisServices

/// A screen's main scheduler as its ``ScreenEnvironment`` hands it out: the scheduler it
/// wraps does the scheduling (running at once, queueing, virtual time alike), and each
/// action runs as interactive work, so that in debug builds blocking I/O a screen does in
/// main-scheduler work (`observe(on: environment.mainScheduler).map { try database.query(…) }`)
/// is reported (see `MainThreadIO`). The background scheduler is left as it is.
struct InteractiveScheduler: SchedulerType {
  /// The scheduler that schedules.
  let base: SchedulerType

  /// What runs, as a report names it.
  private static let context: @Sendable () -> String = { "work on a screen's main scheduler" }

  var now: RxTime {
    base.now
  }

  func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    base.schedule(state) { state in
      MainThreadIO.whileInteractive(Self.context) { action(state) }
    }
  }

  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    base.scheduleRelative(state, dueTime: dueTime) { state in
      MainThreadIO.whileInteractive(Self.context) { action(state) }
    }
  }

  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    base.schedulePeriodic(state, startAfter: startAfter, period: period) { state in
      MainThreadIO.whileInteractive(Self.context) { action(state) }
    }
  }
}
