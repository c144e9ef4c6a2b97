extension SharedSequence {
  /// A shared sequence that emits `elements` one by one on the strategy's scheduler, then
  /// completes.
  @inlinable
  public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
  }

  /// A shared sequence that emits the array's elements one by one on the strategy's
  /// scheduler, then completes.
  @inlinable
  public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
  }

  /// A shared sequence that emits the sequence's elements one by one on the strategy's
  /// scheduler, then completes.
  @inlinable
  public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence)
    -> SharedSequence<SharingStrategy, Element>
  where Sequence.Element == Element {
    SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
  }

  /// A shared sequence that emits the wrapped value, if any, on the strategy's scheduler,
  /// then completes.
  @inlinable
  public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
  }
}

extension SharedSequence where Element: RxAbstractInteger {
  /// A shared sequence that emits 0, 1, 2, … every `period` on the strategy's scheduler.
  @inlinable
  public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
  }

  /// A shared sequence that emits 0 after `dueTime`, then 1, 2, … every `period`, on the
  /// strategy's scheduler.
  @inlinable
  public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(
      Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
  }
}
