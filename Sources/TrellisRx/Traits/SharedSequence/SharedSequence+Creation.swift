extension SharedSequence {
  /// A shared sequence that completes, on the strategy's scheduler, without elements.
  @inlinable
  public static func empty() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
  }

  /// A shared sequence that emits `element` and completes, subscribing on the strategy's
  /// scheduler.
  @inlinable
  public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
  }
}

extension BehaviorRelay {
  /// The relay as a `Driver`: its current value, then every later one, on the driver
  /// scheduler.
  @inlinable
  public func asDriver() -> Driver<Element> {
    SharedSequence(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }
}

extension PublishRelay {
  /// The relay as a `Driver`: every element accepted after subscription, on the driver
  /// scheduler, the latest replayed to later subscribers while connected.
  @inlinable
  public func asDriver() -> Driver<Element> {
    SharedSequence(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }

  /// The relay as a `Signal`: every element accepted after subscription, on the signal
  /// scheduler.
  @inlinable
  public func asSignal() -> Signal<Element> {
    SharedSequence(asObservable().observe(on: SignalSharingStrategy.scheduler))
  }
}

extension InfallibleType {
  /// The infallible sequence as a `Driver`, delivering on the driver scheduler.
  @inlinable
  public func asDriver() -> Driver<Element> {
    SharedSequence(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }
}
