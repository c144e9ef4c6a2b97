// RxSwift checks that `drive` is called on the main thread on Apple platforms only; on
// Linux it does not check, and neither does this port (Foundation's main-thread test is
// not reliable there), so `drive` works from any thread.

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Subscribes `observers` to the driver: each receives every element, and completion.
  /// Call it from the main thread. Disposing the result stops the events.
  @inlinable
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asSharedSequence().asObservable().subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Subscribes `observers` of optional elements to the driver: each receives every
  /// element, wrapped, and completion. Disposing the result stops the events.
  @inlinable
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Sends every element to `relays` with `accept`. Completion is not passed on.
  /// Disposing the result stops the events.
  @inlinable
  public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
    drive(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Sends every element, wrapped, to `relays` with `accept`. Completion is not passed
  /// on. Disposing the result stops the events.
  @inlinable
  public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
    drive(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Sends every element to `relays` with `accept`. Completion is not passed on.
  /// Disposing the result stops the events.
  @inlinable
  public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
    drive(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Sends every element, wrapped, to `relays` with `accept`. Completion is not passed
  /// on. Disposing the result stops the events.
  @inlinable
  public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
    drive(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Hands the driver, as an `Observable`, to `transformation` and returns what it
  /// returns (usually a subscription).
  @inlinable
  public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
    transformation(asObservable())
  }

  /// Hands the driver, as an `Observable`, to `with`, then the curried argument to what
  /// that returns.
  @inlinable
  public func drive<R1, R2>(
    _ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1
  ) -> R2 {
    with(asObservable())(curriedArgument)
  }

  /// Subscribes closures for elements, completion and disposal, passing `object` to each
  /// while it is alive; once it is gone, nothing more is called. `object` is not retained.
  @inlinable
  public func drive<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures for elements, completion and disposal; a driver has no error.
  /// `onDisposed` runs once: after completion or when the subscription is disposed.
  @inlinable
  public func drive(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes to the driver and ignores its events (keeps its side effects running).
  @inlinable
  public func drive() -> Disposable {
    drive(onNext: nil, onCompleted: nil, onDisposed: nil)
  }
}
