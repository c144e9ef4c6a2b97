/// The integer types that `interval`, `timer` and `range` count with, as in RxSwift.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
  /// A sequence that emits 0 after `dueTime` and then, when `period` is given, 1, 2, …
  /// every `period`, using `scheduler` for the timers.
  ///
  /// With `period` nil it emits 0 and completes at `dueTime`; with a period it never
  /// completes. It never errors; the counter wraps around on overflow. Disposing the
  /// subscription cancels the timer.
  public static func timer(
    _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType
  ) -> Observable<Element> {
    Producer { observer in
      if let period {
        let sink = TimerPeriodicSink(observer: observer)
        sink.setUpstream(sink.run(dueTime: dueTime, period: period, scheduler: scheduler))
        return sink
      }
      let sink = TimerOneOffSink(observer: observer)
      sink.setUpstream(sink.run(dueTime: dueTime, scheduler: scheduler))
      return sink
    }
  }
}

/// Emits an increasing counter on each periodic tick.
final class TimerPeriodicSink<Element: RxAbstractInteger>: Sink<Element> {
  let lock = RecursiveLock()

  func run(dueTime: RxTimeInterval, period: RxTimeInterval, scheduler: SchedulerType)
    -> Disposable
  {
    scheduler.schedulePeriodic(0 as Element, startAfter: dueTime, period: period) {
      [self] counter in
      lock.performLocked {
        forward(.next(counter))
        return counter &+ 1
      }
    }
  }
}

/// Emits 0 and completes when the single timer fires.
final class TimerOneOffSink<Element: RxAbstractInteger>: Sink<Element> {
  func run(dueTime: RxTimeInterval, scheduler: SchedulerType) -> Disposable {
    scheduler.scheduleRelative((), dueTime: dueTime) { [self] _ in
      forward(.next(0))
      forwardTerminal(.completed)
      return Disposables.create()
    }
  }
}
