extension ObservableType {
  /// Subscribes to the source, and later disposes that subscription, on `scheduler`.
  ///
  /// The subscription to the source is scheduled on `scheduler`; events are passed on as
  /// they arrive, on whatever thread the source emits them (use `observe(on:)` to move
  /// delivery). Completes and errors with the source. Disposing before the scheduled
  /// subscription ran cancels it; disposing afterwards schedules the disposal of the
  /// source subscription on `scheduler`.
  ///
  /// The source is subscribed as it is, not through `asObservable()`, so its subscription
  /// ends when this operator disposes it on `scheduler` (as in RxSwift).
  public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    let source = self
    return Producer { observer in
      let sink = SubscribeOnSink(observer: observer)
      let everything = SerialDisposable()
      let pendingSubscription = SingleAssignmentDisposable()
      everything.disposable = pendingSubscription
      sink.setUpstream(everything)
      pendingSubscription.setDisposable(
        scheduler.schedule(()) { _ in
          let subscription = source.subscribe(sink)
          everything.disposable = Disposables.create {
            _ = scheduler.schedule(subscription) { subscription in
              subscription.dispose()
              return Disposables.create()
            }
          }
          return Disposables.create()
        })
      return sink
    }
  }

  /// The former name of `subscribe(on:)`.
  @available(*, deprecated, renamed: "subscribe(on:)")
  public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
    subscribe(on: scheduler)
  }
}

/// Passes on the source's events; its upstream is the scheduled subscription.
final class SubscribeOnSink<Element>: Sink<Element>, ObserverType {
  func on(_ event: Event<Element>) {
    relay(event)
  }
}
