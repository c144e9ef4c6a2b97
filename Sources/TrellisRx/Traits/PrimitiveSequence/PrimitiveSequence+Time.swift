extension PrimitiveSequence {
  /// Shifts the result later by `dueTime`, timed on `scheduler`; an error is not delayed.
  /// Disposing cancels a pending delivery.
  public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
  }

  /// Subscribes to the source only after `dueTime`, timed on `scheduler`. Disposing before
  /// then cancels the subscription.
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
  }

  /// Fails with `RxError.timeout` if the result does not arrive within `dueTime`, timed
  /// on `scheduler`.
  public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
  }

  /// Switches to `other` if the result does not arrive within `dueTime`, timed on
  /// `scheduler`.
  public func timeout(
    _ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>,
    scheduler: SchedulerType
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
  }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
  /// A sequence that produces 0 after `dueTime`, timed on `scheduler`, and completes.
  public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
  }
}
