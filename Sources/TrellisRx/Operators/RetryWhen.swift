extension ObservableType {
  /// Resubscribes to the source after a failure when the trigger sequence made by
  /// `notificationHandler` says so.
  ///
  /// For each subscription, `notificationHandler` receives a sequence of the source's
  /// errors and returns a trigger sequence, which is subscribed before the source. Emits
  /// the elements of every attempt; completes when an attempt completes. When an attempt
  /// fails with an error of type `Error`, its subscription is disposed and the error is
  /// sent to the handler's sequence; the next element of the trigger resubscribes to the
  /// source, a trigger error is emitted as the result's error, and a trigger completion
  /// completes the result. An error of another type is emitted at once. Disposing
  /// disposes the current attempt and the trigger subscription.
  public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
    when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = RetryWhenSink<Element, TriggerObservable.Element, Error>(
        source: source, observer: observer)
      sink.run(trigger: notificationHandler(sink.errors.asObservable()).asObservable())
      return sink
    }
  }

  /// Resubscribes to the source after a failure when the trigger sequence made by
  /// `notificationHandler` says so; as `retry(when:)` above, for errors of any type.
  public func retry<TriggerObservable: ObservableType>(
    when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = RetryWhenSink<Element, TriggerObservable.Element, Swift.Error>(
        source: source, observer: observer)
      sink.run(trigger: notificationHandler(sink.errors.asObservable()).asObservable())
      return sink
    }
  }

  /// The former name of `retry(when:)`.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
    _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retry(when: notificationHandler)
  }

  /// The former name of `retry(when:)`.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<TriggerObservable: ObservableType>(
    _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> Observable<Element> {
    retry(when: notificationHandler)
  }
}

/// The state of one `retry(when:)` subscription: the source attempts, the subject of
/// errors the handler sees, and the subject relaying the handler's trigger.
final class RetryWhenSink<Element, Trigger, Failure>: Sink<Element> {
  let errors = PublishSubject<Failure>()
  private let triggers = PublishSubject<Trigger>()
  private let source: Observable<Element>
  private let attempt = SerialDisposable()
  private let lock = RecursiveLock()
  @exclusivity(unchecked)
  private var resubscribing = false
  @exclusivity(unchecked)
  private var pendingResubscriptions = 0

  init(source: Observable<Element>, observer: AnyObserver<Element>) {
    self.source = source
    super.init(observer: observer)
  }

  /// Subscribes the trigger to the relay subject, then makes the first attempt.
  func run(trigger: Observable<Trigger>) {
    setUpstream(Disposables.create(attempt, trigger.subscribe(triggers)))
    resubscribe()
  }

  /// Makes a new attempt. Serialized like `CatchSequenceSink`: a request made while an
  /// attempt is being set up (a source that fails during `subscribe`) runs after it.
  func resubscribe() {
    let enter = lock.performLocked { () -> Bool in
      if resubscribing {
        pendingResubscriptions += 1
        return false
      }
      resubscribing = true
      return true
    }
    guard enter else { return }
    repeat {
      subscribeAttempt()
    } while lock.performLocked({ () -> Bool in
      if pendingResubscriptions > 0 && !isDisposed {
        pendingResubscriptions -= 1
        return true
      }
      pendingResubscriptions = 0
      resubscribing = false
      return false
    })
  }

  private func subscribeAttempt() {
    if isDisposed { return }
    let current = RetryWhenAttempt(parent: self)
    attempt.disposable = current
    current.subscription.setDisposable(source.subscribe(current))
  }

  /// Handles the failure of an attempt: listen for the trigger, then report the error.
  fileprivate func attemptFailed(
    _ current: RetryWhenAttempt<Element, Trigger, Failure>, _ error: Swift.Error
  ) {
    guard let failure = error as? Failure else {
      forwardTerminal(.error(error))
      return
    }
    current.subscription.dispose()
    current.triggerSubscription.setDisposable(
      triggers.subscribe(AnyObserver { [weak self] event in self?.triggered(event) }))
    errors.on(.next(failure))
  }

  private func triggered(_ event: Event<Trigger>) {
    switch event {
    case .next:
      resubscribe()
    case .error(let error):
      forwardTerminal(.error(error))
    case .completed:
      forwardTerminal(.completed)
    }
  }

  fileprivate func forwardAttempt(_ event: Event<Element>) {
    relay(event)
  }
}

/// One subscription to the source; after it fails, it also listens for the trigger.
private final class RetryWhenAttempt<Element, Trigger, Failure>: ObserverType, Disposable {
  let subscription = SingleAssignmentDisposable()
  let triggerSubscription = SingleAssignmentDisposable()
  private let parent: RetryWhenSink<Element, Trigger, Failure>

  init(parent: RetryWhenSink<Element, Trigger, Failure>) {
    self.parent = parent
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next, .completed:
      parent.forwardAttempt(event)
    case .error(let error):
      parent.attemptFailed(self, error)
    }
  }

  func dispose() {
    subscription.dispose()
    triggerSubscription.dispose()
  }
}
