import Foundation

extension ObservableType {
  /// Emits at most one element per `dueTime`, using `scheduler` for the clock and timers.
  ///
  /// An element that arrives when nothing was emitted during the last `dueTime` is emitted
  /// at once (the leading edge). One that arrives sooner is dropped when `latest` is false;
  /// when `latest` is true (the default) the most recent such element is kept and emitted
  /// when `dueTime` has passed since the last emission (the trailing edge). Completion
  /// waits for that kept element, then completes right after it; an error is emitted at
  /// once and drops it. Disposing the subscription disposes the source subscription and
  /// cancels the pending timer.
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = ThrottleSink(
        dueTime: dueTime, latest: latest, scheduler: scheduler, observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }
}

/// Remembers when it last emitted and the element kept for the trailing edge.
final class ThrottleSink<Element>: Sink<Element>, ObserverType {
  let dueTime: RxTimeInterval
  let latest: Bool
  let scheduler: SchedulerType

  private let lock = RecursiveLock()
  private let timer = SerialDisposable()
  @exclusivity(unchecked)
  private var lastUnsent: Element?
  @exclusivity(unchecked)
  private var lastSentTime: RxTime?
  @exclusivity(unchecked)
  private var completed = false

  init(
    dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType,
    observer: AnyObserver<Element>
  ) {
    self.dueTime = dueTime
    self.latest = latest
    self.scheduler = scheduler
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    lock.performLocked {
      switch event {
      case .next(let element):
        let remaining: RxTimeInterval
        if let lastSentTime {
          remaining = dueTime.reduced(bySpanBetween: lastSentTime, and: scheduler.now)
        } else {
          remaining = .nanoseconds(0)
        }
        if remaining.isNow {
          send(element)
          return
        }
        guard latest else { return }
        let alreadyWaiting = lastUnsent != nil
        lastUnsent = element
        if alreadyWaiting { return }
        let next = SingleAssignmentDisposable()
        timer.disposable = next
        next.setDisposable(
          scheduler.scheduleRelative((), dueTime: remaining) { [self] _ in
            timerFired()
            return Disposables.create()
          })
      case .error:
        lastUnsent = nil
        forwardTerminal(event)
      case .completed:
        if lastUnsent != nil {
          completed = true
        } else {
          forwardTerminal(.completed)
        }
      }
    }
  }

  private func send(_ element: Element) {
    lastUnsent = nil
    forward(.next(element))
    lastSentTime = scheduler.now
  }

  private func timerFired() {
    lock.performLocked {
      if let element = lastUnsent {
        send(element)
      }
      if completed {
        forwardTerminal(.completed)
      }
    }
  }

  override func disposeResources() {
    timer.dispose()
  }
}
