import Foundation

extension ObservableType {
  /// Shifts the source's elements and completion later in time by `dueTime`, using
  /// `scheduler` for the timers.
  ///
  /// Each element is emitted `dueTime` after the source sent it, in order; completion is
  /// delayed the same way. An error is not delayed: it is emitted as soon as the source
  /// sends it (or right after an element being delivered at that moment), dropping the
  /// elements still waiting. The source subscription is released when the source ends,
  /// even while delayed events are pending. Disposing the subscription disposes the
  /// source subscription and cancels the pending deliveries.
  public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = DelaySink(dueTime: dueTime, scheduler: scheduler, observer: observer)
      sink.sourceSubscription.setDisposable(source.subscribe(sink))
      return sink
    }
  }
}

/// Queues events with the time they arrived and delivers them from a recursive timer;
/// errors bypass the queue.
final class DelaySink<Element>: Sink<Element>, ObserverType {
  let dueTime: RxTimeInterval
  let scheduler: SchedulerType
  let sourceSubscription = SingleAssignmentDisposable()
  let drainSubscription = SerialDisposable()

  private let lock = RecursiveLock()
  /// A drain is scheduled or running.
  @exclusivity(unchecked)
  private var active = false
  /// A drain is delivering an event right now.
  @exclusivity(unchecked)
  private var running = false
  @exclusivity(unchecked)
  private var errorEvent: Event<Element>?
  @exclusivity(unchecked)
  private var queue = Queue<(time: RxTime, event: Event<Element>)>()

  init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: AnyObserver<Element>) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    if event.isStopEvent {
      sourceSubscription.dispose()
    }
    switch event {
    case .error:
      let sendNow = lock.performLocked { () -> Bool in
        queue.removeAll()
        errorEvent = event
        return !running
      }
      if sendNow {
        forwardTerminal(event)
      }
    case .next, .completed:
      let startDrain = lock.performLocked { () -> Bool in
        queue.enqueue((scheduler.now, event))
        defer { active = true }
        return !active
      }
      if startDrain {
        drainSubscription.disposable = scheduler.scheduleRecursive((), dueTime: dueTime) {
          [self] _, recursive in
          drain(recursive)
        }
      }
    }
  }

  /// Delivers the event that is due, then schedules the next one (if any) for when it is due.
  private func drain(_ recursive: AnyRecursiveScheduler<Void>) {
    let failed = lock.performLocked { () -> Bool in
      if errorEvent == nil { running = true }
      return errorEvent != nil
    }
    if failed { return }
    var delivered = false
    while true {
      let step = lock.performLocked { () -> DelayStep<Element> in
        if let errorEvent { return .error(errorEvent) }
        if !delivered, let (_, event) = queue.dequeue() { return .deliver(event) }
        running = false
        if let (time, _) = queue.first { return .schedule(time) }
        active = false
        return .idle
      }
      switch step {
      case .error(let event):
        forwardTerminal(event)
        return
      case .deliver(let event):
        delivered = true
        if event.isStopEvent {
          forwardTerminal(event)
          return
        }
        forward(event)
      case .schedule(let arrival):
        let wait = dueTime.reduced(bySpanBetween: arrival, and: scheduler.now)
        recursive.schedule((), dueTime: wait.isNow ? .nanoseconds(0) : wait)
        return
      case .idle:
        return
      }
    }
  }

  override func disposeResources() {
    sourceSubscription.dispose()
    drainSubscription.dispose()
  }
}

/// What one turn of the delay drain loop does.
enum DelayStep<Element> {
  case error(Event<Element>)
  case deliver(Event<Element>)
  case schedule(RxTime)
  case idle
}
