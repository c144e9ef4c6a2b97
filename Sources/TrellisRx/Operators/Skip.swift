import Synchronization

extension ObservableType {
  /// Drops the first `count` elements of the source and emits the rest.
  ///
  /// Emits every element after the first `count` (all of them when `count` is 0 or less).
  /// Completes and errors with the source, even while still skipping. Disposing disposes the
  /// source subscription.
  public func skip(_ count: Int) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = SkipCountSink(count: count, observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }

  /// Drops the elements the source produces during `duration` after subscription, measured
  /// by a timer on `scheduler`, and emits the later ones.
  ///
  /// The timer is scheduled before the source is subscribed. Emits every element that
  /// arrives after the timer fired. Completes and errors with the source, even before the
  /// timer fires. Disposing disposes the source subscription and cancels the timer.
  public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = SkipTimeSink(observer: observer)
      let timer = scheduler.scheduleRelative(sink, dueTime: duration) { sink in
        sink.open()
        return Disposables.create()
      }
      sink.setUpstream(Disposables.create(timer, source.subscribe(sink)))
      return sink
    }
  }
}

/// Counts down the elements still to drop.
final class SkipCountSink<Element>: Sink<Element>, ObserverType {
  @exclusivity(unchecked)
  private var remaining: Int

  init(count: Int, observer: AnyObserver<Element>) {
    remaining = count
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      if remaining <= 0 {
        forward(event)
      } else {
        remaining -= 1
      }
    case .error, .completed:
      forwardTerminal(event)
    }
  }
}

/// Drops elements until its timer opens it.
final class SkipTimeSink<Element>: Sink<Element>, ObserverType {
  private let isOpen = Atomic<Bool>(false)

  /// Lets later elements through; called by the timer.
  func open() {
    isOpen.store(true, ordering: .releasing)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      if isOpen.load(ordering: .acquiring) {
        forward(event)
      }
    case .error, .completed:
      forwardTerminal(event)
    }
  }
}
