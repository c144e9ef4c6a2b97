/// A type that is, or can be viewed as, a sequence that never errors.
public protocol InfallibleType: ObservableConvertibleType {}

/// A sequence that never errors: elements, then possibly completion.
///
/// Unlike `Driver` and `Signal` it neither shares its subscription nor moves events to the
/// main scheduler; it is an `Observable` with the promise that no error comes.
public struct Infallible<Element>: InfallibleType {
  let source: Observable<Element>

  /// Wraps `source`, which must never error.
  init(_ source: Observable<Element>) {
    self.source = source
  }

  /// The underlying observable sequence.
  public func asObservable() -> Observable<Element> {
    source
  }
}

extension InfallibleType {
  /// Subscribes closures for elements, completion and disposal, passing `object` to each
  /// while it is alive; once `object` is gone, nothing more is called. `object` is not
  /// retained. `onDisposed` runs once: after completion or when the subscription is
  /// disposed.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures for elements, completion and disposal; there is no error to
  /// handle. `onDisposed` runs once: after completion or when the subscription is
  /// disposed.
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes a closure that receives every event. An error reaching it breaks the
  /// contract: debug builds trap, release builds drop it.
  public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
    asObservable().subscribe { (event: Event<Element>) in
      switch event {
      case .next(let element):
        on(.next(element))
      case .completed:
        on(.completed)
      case .error(let error):
        BinderDiagnostics.fatalErrorInDebug("An Infallible emitted an error: \(error)")
      }
    }
  }
}
