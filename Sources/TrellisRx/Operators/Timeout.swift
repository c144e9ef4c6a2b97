extension ObservableType {
  /// Errors with `RxError.timeout` when the source goes `dueTime` without an event: the
  /// timer starts at subscription and restarts after each element, on `scheduler`.
  ///
  /// Until the timer fires it emits, completes and errors as the source. When it fires,
  /// the source subscription is disposed and `RxError.timeout` is emitted. Disposing the
  /// subscription disposes the source subscription and cancels the timer.
  public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
  }

  /// Switches to `other` when the source goes `dueTime` without an event: the timer starts
  /// at subscription and restarts after each element, on `scheduler`.
  ///
  /// Until the timer fires it emits, completes and errors as the source. When it fires,
  /// the source subscription is disposed, `other` is subscribed, and from then on every
  /// event (elements, completion, error) comes from `other`. Disposing the subscription
  /// disposes whichever sequence is subscribed and cancels the timer.
  public func timeout<Source: ObservableConvertibleType>(
    _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
  ) -> Observable<Element> where Source.Element == Element {
    let source = asObservable()
    let other = other.asObservable()
    return Producer { observer in
      let sink = TimeoutSink(
        dueTime: dueTime, other: other, scheduler: scheduler, observer: observer)
      sink.run(source)
      return sink
    }
  }
}

/// Forwards the source while each element arrives in time; the timer that wins swaps the
/// source subscription for one to `other`.
final class TimeoutSink<Element>: Sink<Element>, ObserverType {
  let dueTime: RxTimeInterval
  let other: Observable<Element>
  let scheduler: SchedulerType

  private let lock = RecursiveLock()
  private let timer = SerialDisposable()
  private let subscription = SerialDisposable()
  /// Bumped by every source event so a stale timer knows it lost.
  @exclusivity(unchecked)
  private var eventId = 0
  @exclusivity(unchecked)
  private var switched = false

  init(
    dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType,
    observer: AnyObserver<Element>
  ) {
    self.dueTime = dueTime
    self.other = other
    self.scheduler = scheduler
    super.init(observer: observer)
  }

  func run(_ source: Observable<Element>) {
    let original = SingleAssignmentDisposable()
    subscription.disposable = original
    startTimer()
    original.setDisposable(source.subscribe(self))
  }

  func on(_ event: Event<Element>) {
    let sourceWins = lock.performLocked { () -> Bool in
      if switched { return false }
      eventId &+= 1
      return true
    }
    guard sourceWins else { return }
    switch event {
    case .next:
      forward(event)
      startTimer()
    case .error, .completed:
      forwardTerminal(event)
    }
  }

  private func startTimer() {
    if timer.isDisposed { return }
    let next = SingleAssignmentDisposable()
    timer.disposable = next
    let id = lock.performLocked { eventId }
    next.setDisposable(
      scheduler.scheduleRelative(id, dueTime: dueTime) { [self] id in
        timerFired(id)
        return Disposables.create()
      })
  }

  private func timerFired(_ id: Int) {
    // Once switched it stays switched: a stale timer must not reopen the source.
    let timerWins = lock.performLocked { () -> Bool in
      if switched || id != eventId { return false }
      switched = true
      return true
    }
    guard timerWins else { return }
    subscription.disposable = other.subscribe(
      AnyObserver { [self] event in
        relay(event)
      })
  }

  override func disposeResources() {
    subscription.dispose()
    timer.dispose()
  }
}
