/// The trait of a `Completable`: completion or an error, never an element.
public enum CompletableTrait {}

/// A sequence that produces no element: it completes or fails.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` produces.
@frozen
public enum CompletableEvent {
  /// The sequence failed.
  case error(Swift.Error)
  /// The sequence completed.
  case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// The callback a `Completable.create` closure reports its result to.
  public typealias CompletableObserver = (CompletableEvent) -> Void

  /// A `Completable` whose subscription runs `subscribe` with a callback to report the
  /// result.
  ///
  /// Only the first report counts. Disposing the subscription, or the report, disposes
  /// what `subscribe` returned.
  public static func create(
    subscribe: @escaping (@escaping CompletableObserver) -> Disposable
  ) -> PrimitiveSequence<Trait, Element> {
    let source = Observable<Element>.create { observer in
      subscribe { event in
        switch event {
        case .error(let error):
          observer.on(.error(error))
        case .completed:
          observer.on(.completed)
        }
      }
    }
    return PrimitiveSequence(raw: source)
  }

  /// Subscribes `observer` to the result: it is called once, with `completed` or `error`.
  /// Disposing the result before then cancels the work.
  public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
    let stopped = PrimitiveSequenceOnceFlag()
    return primitiveSequence.asObservable().subscribe { event in
      guard stopped.raise() else { return }
      switch event {
      case .error(let error):
        observer(.error(error))
      case .completed:
        observer(.completed)
      }
    }
  }

  /// Subscribes closures for completion, the error and disposal.
  ///
  /// `onCompleted` or `onError` runs once; `onDisposed` runs after either, or when the
  /// subscription is disposed first. An error with no `onError` goes to
  /// `Hooks.defaultErrorHandler`.
  public func subscribe(
    onCompleted: (() -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let disposable: Disposable = onDisposed.map(Disposables.create(with:)) ?? Disposables.create()
    let callStack = onError == nil ? Hooks.subscriptionCallStack() : []
    let observer: CompletableObserver = { event in
      switch event {
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

  /// Like `subscribe(onCompleted:onError:onDisposed:)`, passing `object` to each closure
  /// while it is alive; once `object` is gone, nothing more is called. `object` is not
  /// retained.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onCompleted: ((Object) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onCompleted: { [weak object] in
        guard let object else { return }
        onCompleted?(object)
      },
      onError: { [weak object] error in
        guard let object else { return }
        onError?(object, error)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      })
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// A `Completable` that fails with `error` at subscription.
  public static func error(_ error: Swift.Error) -> Completable {
    Completable(raw: Observable.error(error))
  }

  /// A `Completable` that never completes.
  public static func never() -> Completable {
    Completable(raw: Observable.never())
  }

  /// A `Completable` that completes at subscription.
  public static func empty() -> Completable {
    Completable(raw: Observable.empty())
  }
}
