/// The trait of a `Maybe`: one element, nothing, or an error.
public enum MaybeTrait {}

/// A sequence that produces one element (`success`), completes empty (`completed`), or
/// fails (`error`).
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` produces.
@frozen
public enum MaybeEvent<Element> {
  /// The one element (`next` then `completed` underneath).
  case success(Element)
  /// The sequence failed.
  case error(Swift.Error)
  /// The sequence completed without an element.
  case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The callback a `Maybe.create` closure reports its result to.
  public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

  /// A `Maybe` whose subscription runs `subscribe` with a callback to report the result.
  ///
  /// Only the first report counts. Disposing the subscription, or the report, disposes
  /// what `subscribe` returned.
  public static func create(
    subscribe: @escaping (@escaping MaybeObserver) -> Disposable
  ) -> PrimitiveSequence<Trait, Element> {
    let source = Observable<Element>.create { observer in
      subscribe { event in
        switch event {
        case .success(let element):
          observer.on(.next(element))
          observer.on(.completed)
        case .error(let error):
          observer.on(.error(error))
        case .completed:
          observer.on(.completed)
        }
      }
    }
    return PrimitiveSequence(raw: source)
  }

  /// Subscribes `observer` to the result: it is called once, with `success`, `error` or
  /// `completed`. Disposing the result before then cancels the work.
  public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
    let stopped = PrimitiveSequenceOnceFlag()
    return primitiveSequence.asObservable().subscribe { event in
      guard stopped.raise() else { return }
      switch event {
      case .next(let element):
        observer(.success(element))
      case .error(let error):
        observer(.error(error))
      case .completed:
        observer(.completed)
      }
    }
  }

  /// Subscribes closures for the element, the error, empty completion and disposal.
  ///
  /// One of `onSuccess`, `onError` and `onCompleted` runs once (`onCompleted` only when
  /// there was no element); `onDisposed` runs after it, or when the subscription is
  /// disposed first. An error with no `onError` goes to `Hooks.defaultErrorHandler`.
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let disposable: Disposable = onDisposed.map(Disposables.create(with:)) ?? Disposables.create()
    let callStack = onError == nil ? Hooks.subscriptionCallStack() : []
    let observer: MaybeObserver = { event in
      switch event {
      case .success(let element):
        onSuccess?(element)
      case .error(let error):
        if let onError {
          onError(error)
        } else {
          Hooks.defaultErrorHandler(callStack, error)
        }
      case .completed:
        onCompleted?()
      }
      disposable.dispose()
    }
    return Disposables.create(primitiveSequence.subscribe(observer), disposable)
  }

  /// Like `subscribe(onSuccess:onError:onCompleted:onDisposed:)`, passing `object` to each
  /// closure while it is alive; once `object` is gone, nothing more is called. `object` is
  /// not retained.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onSuccess: { [weak object] element in
        guard let object else { return }
        onSuccess?(object, element)
      },
      onError: { [weak object] error in
        guard let object else { return }
        onError?(object, error)
      },
      onCompleted: { [weak object] in
        guard let object else { return }
        onCompleted?(object)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      })
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// A `Maybe` that succeeds with `element` at subscription.
  public static func just(_ element: Element) -> Maybe<Element> {
    Maybe(raw: Observable.just(element))
  }

  /// A `Maybe` that succeeds with `element` on `scheduler`; disposing before the scheduler
  /// runs cancels it.
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Maybe<Element>
  {
    Maybe(raw: Observable.just(element, scheduler: scheduler))
  }

  /// A `Maybe` that fails with `error` at subscription.
  public static func error(_ error: Swift.Error) -> Maybe<Element> {
    Maybe(raw: Observable.error(error))
  }

  /// A `Maybe` that never produces a result.
  public static func never() -> Maybe<Element> {
    Maybe(raw: Observable.never())
  }

  /// A `Maybe` that completes empty at subscription.
  public static func empty() -> Maybe<Element> {
    Maybe(raw: Observable.empty())
  }
}
