// The pre-6.0 names RxSwift 6 still accepts, with deprecation warnings.

extension PrimitiveSequence {
  /// The pre-6.0 name of `observe(on:)`.
  @available(*, deprecated, renamed: "observe(on:)")
  public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
    observe(on: scheduler)
  }

  /// The pre-6.0 name of `subscribe(on:)`.
  @available(*, deprecated, renamed: "subscribe(on:)")
  public func subscribeOn(_ scheduler: ImmediateSchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    subscribe(on: scheduler)
  }

  /// The pre-6.0 name of `catch(_:)`.
  @available(*, deprecated, renamed: "catch(_:)")
  public func catchError(
    _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    self.catch(handler)
  }

  /// The pre-6.0 name of `retry(when:)`.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
    _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> PrimitiveSequence<Trait, Element> {
    retry(when: notificationHandler)
  }

  /// The pre-6.0 name of `retry(when:)`.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<TriggerObservable: ObservableType>(
    _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> PrimitiveSequence<Trait, Element> {
    retry(when: notificationHandler)
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The pre-6.0 name of `catchAndReturn(_:)`.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
    catchAndReturn(element)
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The pre-6.0 name of `catchAndReturn(_:)`.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
    catchAndReturn(element)
  }
}
