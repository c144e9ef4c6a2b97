extension ObservableType {
  /// A sequence of the given elements, emitted one at a time on `scheduler`.
  ///
  /// Each element is sent from its own scheduled action (through `scheduleRecursive`), then
  /// the sequence completes; it never errors. On the default `CurrentThreadScheduler`,
  /// `Observable.merge(.of(1, 2), .of(3, 4))` emits 1, 3, 2, 4 as in RxSwift. Disposing the
  /// subscription cancels the pending actions: no further element is sent.
  public static func of(
    _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    fromSequenceObservable(elements, scheduler: scheduler)
  }
}
