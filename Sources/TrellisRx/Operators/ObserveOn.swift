extension ObservableType {
  /// Delivers the source's events to the observer on `scheduler`.
  ///
  /// Every event the source emits is re-emitted on `scheduler`, in the order received and
  /// never two at once; completes and errors with the source (the terminal event is also
  /// delivered on the scheduler, then the source subscription is disposed). Only delivery
  /// moves: subscribing and disposing happen on the caller's thread (see `subscribe(on:)`).
  ///
  /// With a `SerialDispatchQueueScheduler` (and so `MainScheduler`) each event is handed
  /// to the scheduler's `schedule` directly; `MainScheduler.instance` then runs it at once
  /// when called on the main thread with nothing queued. Other schedulers get a queue of
  /// pending events drained by one recursively scheduled action at a time.
  ///
  /// Disposing the subscription disposes the source subscription and drops events still
  /// waiting on the scheduler: none is delivered after `dispose()` returns on the
  /// scheduler's own thread.
  @inlinable
  public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    guard let serial = scheduler as? SerialDispatchQueueScheduler else {
      return observeOnDraining(source: source, scheduler: scheduler)
    }
    // The counter lives in the observable's state, so it counts the observable while it
    // lives (Resources.numberOfSerialDispatchQueueObservables).
    let state = (source: source, scheduler: serial, counter: SerialDispatchQueueObservableCounter())
    return StatefulProducer(state) { state, observer in
      let sink = ObserveOnSerialSink(scheduler: state.scheduler, observer: observer)
      sink.setUpstream(state.source.subscribe(sink))
      return sink
    }
  }

  /// The former name of `observe(on:)`.
  @available(*, deprecated, renamed: "observe(on:)")
  public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
    observe(on: scheduler)
  }
}

/// `observe(on:)` for a serial dispatch-queue scheduler: one `schedule` call per event.
/// The queue is serial, so events run in order and never overlap.
@usableFromInline
final class ObserveOnSerialSink<Element>: Sink<Element>, ObserverType {
  @usableFromInline
  let scheduler: SerialDispatchQueueScheduler

  @inlinable
  init(scheduler: SerialDispatchQueueScheduler, observer: AnyObserver<Element>) {
    self.scheduler = scheduler
    super.init(observer: observer)
  }

  @inlinable
  func on(_ event: Event<Element>) {
    _ = scheduler.schedule((self, event)) { pending in
      let (sink, event) = pending
      if event.isStopEvent {
        sink.forwardTerminal(event)
      } else {
        sink.forward(event)
      }
      return Disposables.create()
    }
  }
}

/// `observe(on:)` for any other scheduler: a queue of pending events and a pump.
@usableFromInline
func observeOnDraining<Element>(source: Observable<Element>, scheduler: ImmediateSchedulerType)
  -> Observable<Element>
{
  Producer { observer in
    let sink = ObserveOnSink(scheduler: scheduler, observer: observer)
    sink.setUpstream(source.subscribe(sink))
    return sink
  }
}

/// Queues incoming events and, while any are pending, keeps one recursively scheduled
/// action running on the scheduler that delivers them one by one.
final class ObserveOnSink<Element>: Sink<Element>, ObserverType {
  private let scheduler: ImmediateSchedulerType
  private let lock = RecursiveLock()
  @exclusivity(unchecked)
  private var queue = Queue<Event<Element>>()
  @exclusivity(unchecked)
  private var running = false
  @exclusivity(unchecked)
  private var generation: UInt64 = 0
  @exclusivity(unchecked)
  private var pump: Disposable?
  @exclusivity(unchecked)
  private var stopped = false

  init(scheduler: ImmediateSchedulerType, observer: AnyObserver<Element>) {
    self.scheduler = scheduler
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    let start = lock.performLocked { () -> UInt64? in
      if stopped { return nil }
      queue.enqueue(event)
      if running { return nil }
      running = true
      generation &+= 1
      return generation
    }
    guard let start else { return }
    let disposable = scheduler.scheduleRecursive(()) { _, recurse in
      self.deliverNext(recurse)
    }
    // Keep the pump's disposable only while it is the current pump; a pump that already
    // finished (a newer one started since) has nothing left to cancel.
    let keep = lock.performLocked { () -> Bool in
      if stopped || generation != start { return false }
      pump = disposable
      return true
    }
    if !keep { disposable.dispose() }
  }

  private func deliverNext(_ recurse: (()) -> Void) {
    let next = lock.performLocked { () -> Event<Element>? in
      guard let event = queue.dequeue() else {
        running = false
        return nil
      }
      return event
    }
    guard let next, !isDisposed else { return }
    if next.isStopEvent {
      forwardTerminal(next)
      return
    }
    forward(next)
    let more = lock.performLocked { () -> Bool in
      if !queue.isEmpty { return true }
      running = false
      return false
    }
    if more { recurse(()) }
  }

  override func disposeResources() {
    let current = lock.performLocked { () -> Disposable? in
      stopped = true
      queue.removeAll()
      return pump.take()
    }
    current?.dispose()
  }
}
