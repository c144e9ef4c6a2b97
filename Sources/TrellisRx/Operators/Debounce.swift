extension ObservableType {
  /// Emits an element only after the source has been quiet for `dueTime` since it, using
  /// `scheduler` for the timers: an element followed by another within `dueTime` is dropped.
  ///
  /// When the source completes, the element still waiting (if any) is emitted at once and
  /// then the sequence completes. An error is emitted at once and drops the waiting
  /// element. Disposing the subscription disposes the source subscription and cancels the
  /// pending timer.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()
    return Producer { observer in
      let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }
}

/// Keeps the latest element and a timer for it; a newer element replaces both.
final class DebounceSink<Element>: Sink<Element>, ObserverType {
  let dueTime: RxTimeInterval
  let scheduler: SchedulerType

  private let lock = RecursiveLock()
  private let timer = SerialDisposable()
  @exclusivity(unchecked)
  private var latestId: UInt64 = 0
  @exclusivity(unchecked)
  private var pending: Element?

  init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: AnyObserver<Element>) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    lock.performLocked {
      switch event {
      case .next(let element):
        latestId &+= 1
        let id = latestId
        pending = element
        let next = SingleAssignmentDisposable()
        timer.disposable = next
        next.setDisposable(
          scheduler.scheduleRelative(id, dueTime: dueTime) { [self] id in
            timerFired(id)
            return Disposables.create()
          })
      case .error:
        pending = nil
        forwardTerminal(event)
      case .completed:
        if let element = pending {
          pending = nil
          forward(.next(element))
        }
        forwardTerminal(.completed)
      }
    }
  }

  private func timerFired(_ id: UInt64) {
    lock.performLocked {
      if id == latestId, let element = pending {
        pending = nil
        forward(.next(element))
      }
    }
  }

  override func disposeResources() {
    timer.dispose()
  }
}
