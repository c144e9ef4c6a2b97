extension ObservableType where Element: RxAbstractInteger {
  /// A sequence that emits 0, 1, 2, … every `period`, the first one `period` after
  /// subscription, using `scheduler` for the timer.
  ///
  /// It never completes or errors; the counter wraps around on overflow. Disposing the
  /// subscription cancels the timer. The same as `timer(period, period: period, …)`.
  public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    timer(period, period: period, scheduler: scheduler)
  }
}
