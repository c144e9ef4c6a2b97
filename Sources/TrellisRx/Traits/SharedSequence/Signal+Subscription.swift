extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Subscribes `observers` to the signal: each receives every element, and completion.
  /// Disposing the result stops the events.
  @inlinable
  public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asSharedSequence().asObservable().subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Subscribes `observers` of optional elements to the signal: each receives every
  /// element, wrapped, and completion. Disposing the result stops the events.
  @inlinable
  public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Sends every element to `relays` with `accept`. Completion is not passed on.
  @inlinable
  public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
    emit(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Sends every element, wrapped, to `relays` with `accept`. Completion is not passed on.
  @inlinable
  public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
    emit(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Sends every element to `relays` with `accept`. Completion is not passed on.
  @inlinable
  public func emit(to relays: PublishRelay<Element>...) -> Disposable {
    emit(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Sends every element, wrapped, to `relays` with `accept`. Completion is not passed on.
  @inlinable
  public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
    emit(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Sends every element to `relays` with `accept`. Completion is not passed on.
  @inlinable
  public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
    emit(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Sends every element, wrapped, to `relays` with `accept`. Completion is not passed on.
  @inlinable
  public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
    emit(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Subscribes closures for elements, completion and disposal, passing `object` to each
  /// while it is alive; once it is gone, nothing more is called. `object` is not retained.
  @inlinable
  public func emit<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures for elements, completion and disposal; a signal has no error.
  /// `onDisposed` runs once: after completion or when the subscription is disposed.
  @inlinable
  public func emit(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes to the signal and ignores its events (keeps its side effects running).
  @inlinable
  public func emit() -> Disposable {
    emit(onNext: nil, onCompleted: nil, onDisposed: nil)
  }
}
