extension ObservableConvertibleType {
  /// This sequence as a `Signal`, ending with `onErrorJustReturn` if it fails.
  ///
  /// Delivers every event on the signal scheduler (main, or a test's mock); on error,
  /// emits `onErrorJustReturn` and completes instead. Completes when the source completes.
  /// The result is shared without replay; the last subscriber's disposal disposes the
  /// source subscription.
  @inlinable
  public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
    let source = asObservable()
      .observe(on: SignalSharingStrategy.scheduler)
      .catchAndReturn(onErrorJustReturn)
    return Signal(source)
  }

  /// This sequence as a `Signal`, continuing with `onErrorSignalWith` if it fails.
  ///
  /// Delivers every event on the signal scheduler; on error, switches to
  /// `onErrorSignalWith` and emits what it emits. Shared without replay.
  @inlinable
  public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
    let source = asObservable()
      .observe(on: SignalSharingStrategy.scheduler)
      .catch { _ in onErrorSignalWith.asObservable() }
    return Signal(source)
  }

  /// This sequence as a `Signal`, continuing with the signal `onErrorRecover` makes from
  /// the error if it fails.
  ///
  /// Delivers every event on the signal scheduler; on error, switches to the signal
  /// `onErrorRecover` returns. Shared without replay.
  @inlinable
  public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>)
    -> Signal<Element>
  {
    let source = asObservable()
      .observe(on: SignalSharingStrategy.scheduler)
      .catch { error in onErrorRecover(error).asObservable() }
    return Signal(source)
  }
}
