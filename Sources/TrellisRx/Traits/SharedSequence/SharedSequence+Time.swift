extension SharedSequenceConvertibleType {
  /// Emits the first element of each `dueTime` window and, with `latest`, the last one at
  /// the window's end, timed on the strategy's scheduler.
  @inlinable
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(
      asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
  }

  /// Emits an element once `dueTime` passes without a newer one, timed on the strategy's
  /// scheduler.
  @inlinable
  public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
  }

  /// Shifts every element and completion later by `dueTime`, on the strategy's scheduler.
  @inlinable
  public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
  }
}
