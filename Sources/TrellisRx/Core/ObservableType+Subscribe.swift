extension ObservableType {
  /// Subscribes a closure that receives every event, up to and including the terminal one.
  @inlinable
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
    let leaf = LeafSubscription(onDisposed: nil)
    let observer = AnyObserver<Element> { event in
      switch event {
      case .next:
        if !leaf.isStopped { on(event) }
      case .error, .completed:
        guard leaf.stop() else { return }
        on(event)
        leaf.finish()
      }
    }
    leaf.attach(asObservable().subscribe(observer))
    return leaf
  }

  /// Subscribes closures for elements, the error, completion and disposal.
  ///
  /// `onDisposed` runs once: after a terminal event or when the subscription is disposed.
  /// An error with no `onError` goes to `Hooks.defaultErrorHandler`, with the call stack
  /// recorded here when `Hooks.recordCallStackOnError` is on. After the terminal
  /// event the subscription lets go of the chain and the closures.
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let leaf = LeafSubscription(onDisposed: onDisposed)
    let callStack = onError == nil ? Hooks.subscriptionCallStack() : []
    let observer = AnyObserver<Element> { event in
      switch event {
      case .next(let value):
        if !leaf.isStopped { onNext?(value) }
      case .error(let error):
        guard leaf.stop() else { return }
        if let onError {
          onError(error)
        } else {
          Hooks.defaultErrorHandler(callStack, error)
        }
        leaf.finish()
      case .completed:
        guard leaf.stop() else { return }
        onCompleted?()
        leaf.finish()
      }
    }
    leaf.attach(asObservable().subscribe(observer))
    return leaf
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
