extension ObservableType {
  /// Subscribes a closure that receives every event.
  @inlinable
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
    asObservable().subscribe(AnyObserver(eventHandler: on))
  }

  /// Subscribes closures for elements, the error, completion and disposal.
  ///
  /// `onDisposed` runs once: after a terminal event or when the subscription is disposed.
  /// An error with no `onError` goes to `Hooks.defaultErrorHandler`.
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let disposable: Disposable
    if let onDisposed {
      disposable = Disposables.create(with: onDisposed)
    } else {
      disposable = Disposables.create()
    }
    let flag = StopFlag()
    let observer = AnyObserver<Element> { event in
      switch event {
      case .next(let value):
        if !flag.isStopped { onNext?(value) }
      case .error(let error):
        guard flag.stop() else { return }
        if let onError {
          onError(error)
        } else {
          Hooks.defaultErrorHandler([], error)
        }
        disposable.dispose()
      case .completed:
        guard flag.stop() else { return }
        onCompleted?()
        disposable.dispose()
      }
    }
    return Disposables.create(asObservable().subscribe(observer), disposable)
  }

  /// Like `subscribe(onNext:onError:onCompleted:onDisposed:)`, passing `object` to each
  /// closure while it is alive; once `object` is gone, nothing more is called.
  @inlinable
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onNext: { [weak object] value in
        guard let object else { return }
        onNext?(object, value)
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
