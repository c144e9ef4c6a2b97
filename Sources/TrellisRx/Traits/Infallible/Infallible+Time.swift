extension InfallibleType {
  /// Emits an element only once `dueTime` has passed on `scheduler` without a newer one;
  /// each new element restarts the wait and replaces the pending one. On completion the
  /// pending element, if any, is emitted first. Disposing cancels the pending timer.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> Infallible<Element>
  {
    Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
  }

  /// Emits at most one element per `dueTime` on `scheduler`: the first element at once,
  /// then, with `latest`, the latest element that arrived during the window when it ends
  /// (without `latest`, elements that arrive during the window are dropped). Completes with
  /// the source. Disposing cancels the pending timer.
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
    -> Infallible<Element>
  {
    Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
  }
}
