extension ObservableType {
  /// Emits the first `count` elements of the source, then completes.
  ///
  /// Right after the `count`-th element, completes and disposes the source subscription.
  /// Completes and errors with the source if it ends sooner. `take(0)` is an empty sequence
  /// that never subscribes to the source. Disposing disposes the source subscription. A
  /// negative `count` is a programming error and traps.
  public func take(_ count: Int) -> Observable<Element> {
    precondition(count >= 0, "take(_:) needs a count of 0 or more, not \(count)")
    if count == 0 {
      return Observable.empty()
    }
    let source = asObservable()
    return Producer { observer in
      let sink = TakeCountSink(count: count, observer: observer)
      sink.setUpstream(source.subscribe(sink))
      return sink
    }
  }

  /// Emits the source's elements for `duration` after subscription, measured by a timer on
  /// `scheduler`, then completes.
  ///
  /// The timer is scheduled before the source is subscribed. When it fires, completes and
  /// disposes the source subscription. Completes and errors with the source if it ends
  /// sooner. Disposing disposes the source subscription and cancels the timer.
  public func take(for duration: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()
    return Producer { observer in
      let sink = TakeTimeSink(observer: observer)
      let timer = scheduler.scheduleRelative(sink, dueTime: duration) { sink in
        sink.tick()
        return Disposables.create()
      }
      sink.setUpstream(Disposables.create(timer, source.subscribe(sink)))
      return sink
    }
  }

  /// The RxSwift 5 name of `take(for:scheduler:)`, which it calls.
  @available(*, deprecated, renamed: "take(for:scheduler:)")
  public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    take(for: duration, scheduler: scheduler)
  }
}

/// Counts down the elements still to forward.
final class TakeCountSink<Element>: Sink<Element>, ObserverType {
  @exclusivity(unchecked)
  private var remaining: Int

  init(count: Int, observer: AnyObserver<Element>) {
    remaining = count
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      guard remaining > 0 else { return }
      remaining -= 1
      forward(event)
      if remaining == 0 {
        forwardTerminal(.completed)
      }
    case .error, .completed:
      forwardTerminal(event)
    }
  }
}

/// Forwards the source until its timer ends the sequence.
final class TakeTimeSink<Element>: Sink<Element>, ObserverType {
  private let lock = RecursiveLock()

  /// Ends the sequence; called by the timer.
  func tick() {
    lock.performLocked { forwardTerminal(.completed) }
  }

  func on(_ event: Event<Element>) {
    lock.performLocked {
      relay(event)
    }
  }
}
