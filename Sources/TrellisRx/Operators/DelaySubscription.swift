extension ObservableType {
  /// Subscribes to this sequence only after `dueTime`, on `scheduler`.
  ///
  /// Emits, completes and errors exactly as the source does once subscribed; nothing is
  /// shifted after that. Disposing before `dueTime` cancels the subscription so the
  /// source is never subscribed; disposing later disposes the source subscription.
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()
    return Producer { observer in
      let sink = DelaySubscriptionSink(observer: observer)
      sink.setUpstream(
        scheduler.scheduleRelative((), dueTime: dueTime) { _ in
          source.subscribe(sink)
        })
      return sink
    }
  }
}

/// Forwards the source's events once it is subscribed.
final class DelaySubscriptionSink<Element>: Sink<Element>, ObserverType {
  func on(_ event: Event<Element>) {
    relay(event)
  }
}
