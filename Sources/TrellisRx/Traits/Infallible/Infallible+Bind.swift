extension InfallibleType {
  /// Subscribes `observers`: each receives every element, and completion. Disposing the
  /// result stops the events.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asObservable().subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Subscribes `observers` of optional elements: each receives every element, wrapped,
  /// and completion. Disposing the result stops the events.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asObservable().map { $0 as Element? }.subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Hands this sequence to `binder` and returns what it returns.
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Hands this sequence to `binder`, then the curried argument to what that returns.
  public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    binder(self)(curriedArgument)
  }

  /// Subscribes `onNext` to every element. Disposing the result stops the events.
  public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
    subscribe(onNext: onNext)
  }

  /// Subscribes `onNext`, passing it `object` and each element while `object` is alive;
  /// once `object` is gone, elements are dropped. `object` is not retained. Disposing the
  /// result stops the events. (RxSwift 6.9.1 has this only on `ObservableType`.)
  public func bind<Object: AnyObject>(
    with object: Object, onNext: @escaping (Object, Element) -> Void
  ) -> Disposable {
    subscribe(with: object, onNext: onNext)
  }
}

extension InfallibleType {
  /// Subscribes and passes every element to each of `relays`; completion is ignored, since
  /// a relay cannot end. Disposing the result disposes the subscription.
  public func bind(to relays: PublishRelay<Element>...) -> Disposable {
    subscribe(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Subscribes and passes every element, wrapped in an optional, to each of `relays`;
  /// completion is ignored. Disposing the result disposes the subscription.
  public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
    subscribe(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Subscribes and makes every element the current value of each of `relays`; completion
  /// is ignored. Disposing the result disposes the subscription.
  public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
    subscribe(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Subscribes and makes every element, wrapped in an optional, the current value of each
  /// of `relays`; completion is ignored. Disposing the result disposes the subscription.
  public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
    subscribe(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Subscribes and passes every element to each of `relays`, which buffer it for replay;
  /// completion is ignored. Disposing the result disposes the subscription.
  public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
    subscribe(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Subscribes and passes every element, wrapped in an optional, to each of `relays`;
  /// completion is ignored. Disposing the result disposes the subscription.
  public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
    subscribe(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }
}
