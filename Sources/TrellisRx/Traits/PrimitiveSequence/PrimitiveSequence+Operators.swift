extension PrimitiveSequence {
  /// Delivers the result on `scheduler`.
  public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.observe(on: scheduler))
  }

  /// Subscribes to (and disposes) the source on `scheduler`.
  public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.subscribe(on: scheduler))
  }

  /// On error, continues with the sequence `handler` makes from the error; an error
  /// thrown by `handler` is emitted.
  public func `catch`(
    _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
  }

  /// Resubscribes to the source after an error, up to `maxAttemptCount` subscriptions in
  /// all; the last attempt's error is emitted.
  public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(maxAttemptCount))
  }

  /// Resubscribes to the source after an error whenever the trigger `notificationHandler`
  /// builds from the errors emits; completes or fails when the trigger does.
  public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
    when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(when: notificationHandler))
  }

  /// Resubscribes to the source after an error whenever the trigger `notificationHandler`
  /// builds from the errors emits; completes or fails when the trigger does.
  public func retry<TriggerObservable: ObservableType>(
    when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(when: notificationHandler))
  }

  /// Prints the events passing through, tagged with `identifier`.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: source.debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }

  /// A sequence tied to a resource: makes the resource at subscription, the sequence from
  /// it, and disposes the resource when the subscription ends.
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.using(
        resourceFactory,
        observableFactory: { (resource: Resource) throws -> Observable<Element> in
          try primitiveSequenceFactory(resource).asObservable()
        }))
  }

}
