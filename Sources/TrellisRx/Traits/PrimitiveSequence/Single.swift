/// The trait of a `Single`: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that produces exactly one element (`success`) or an error (`failure`).
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` produces: its element or its error.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The callback a `Single.create` closure reports its result to.
  public typealias SingleObserver = (SingleEvent<Element>) -> Void

  /// A `Single` whose subscription runs `subscribe` with a callback to report the result.
  ///
  /// Emits `success` (as `next` then `completed` underneath) or `failure` (as `error`);
  /// only the first report counts. Disposing the subscription, or the report, disposes what
  /// `subscribe` returned.
  public static func create(
    subscribe: @escaping (@escaping SingleObserver) -> Disposable
  ) -> Single<Element> {
    let source = Observable<Element>.create { observer in
      subscribe { event in
        switch event {
        case .success(let element):
          observer.on(.next(element))
          observer.on(.completed)
        case .failure(let error):
          observer.on(.error(error))
        }
      }
    }
    return PrimitiveSequence(raw: source)
  }

  /// Subscribes `observer` to the result: it is called once, with `success` or `failure`.
  ///
  /// Disposing the result before then cancels the work. A `Single` that completes without
  /// an element breaks its contract: debug builds trap.
  public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
    let stopped = PrimitiveSequenceOnceFlag()
    return primitiveSequence.asObservable().subscribe { event in
      guard stopped.raise() else { return }
      switch event {
      case .next(let element):
        observer(.success(element))
      case .error(let error):
        observer(.failure(error))
      case .completed:
        BinderDiagnostics.fatalErrorInDebug("A Single completed without producing an element")
      }
    }
  }

  /// Subscribes closures for the element, the error and disposal.
  ///
  /// `onSuccess` or `onFailure` runs once; `onDisposed` runs after either, or when the
  /// subscription is disposed first. An error with no `onFailure` goes to
  /// `Hooks.defaultErrorHandler`.
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onFailure: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let disposable: Disposable = onDisposed.map(Disposables.create(with:)) ?? Disposables.create()
    let callStack = onFailure == nil ? Hooks.subscriptionCallStack() : []
    let observer: SingleObserver = { event in
      switch event {
      case .success(let element):
        onSuccess?(element)
      case .failure(let error):
        if let onFailure {
          onFailure(error)
        } else {
          Hooks.defaultErrorHandler(callStack, error)
        }
      }
      disposable.dispose()
    }
    return Disposables.create(primitiveSequence.subscribe(observer), disposable)
  }

  /// The pre-6.0 spelling of `subscribe(onSuccess:onFailure:onDisposed:)`.
  @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: @escaping ((Swift.Error) -> Void),
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
  }

  /// Like `subscribe(onSuccess:onFailure:onDisposed:)`, passing `object` to each closure
  /// while it is alive; once `object` is gone, nothing more is called. `object` is not
  /// retained.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onFailure: ((Object, Swift.Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onSuccess: { [weak object] element in
        guard let object else { return }
        onSuccess?(object, element)
      },
      onFailure: { [weak object] error in
        guard let object else { return }
        onFailure?(object, error)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      })
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// A `Single` that succeeds with `element` at subscription.
  public static func just(_ element: Element) -> Single<Element> {
    Single(raw: Observable.just(element))
  }

  /// A `Single` that succeeds with `element` on `scheduler`; disposing before the scheduler
  /// runs cancels it.
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Single<Element>
  {
    Single(raw: Observable.just(element, scheduler: scheduler))
  }

  /// A `Single` that fails with `error` at subscription.
  public static func error(_ error: Swift.Error) -> Single<Element> {
    Single(raw: Observable.error(error))
  }

  /// A `Single` that never produces a result.
  public static func never() -> Single<Element> {
    Single(raw: Observable.never())
  }
}
