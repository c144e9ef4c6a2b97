extension ObservableConvertibleType {
  /// This sequence as a shared sequence of strategy `S` (`DriverSharingStrategy` or
  /// `SignalSharingStrategy`), ending with `onErrorJustReturn` if it fails.
  ///
  /// Delivers every event on the strategy's scheduler; on error, emits `onErrorJustReturn`
  /// and completes instead. Completes when the source completes. Shared as the strategy
  /// says; the last subscriber's disposal disposes the source subscription.
  public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorJustReturn: Element)
    -> SharedSequence<S, Element>
  {
    let source = asObservable()
      .observe(on: S.scheduler)
      .catchAndReturn(onErrorJustReturn)
    return SharedSequence(source)
  }

  /// This sequence as a shared sequence of strategy `S`, continuing with
  /// `onErrorDriveWith` if it fails.
  ///
  /// Delivers every event on the strategy's scheduler; on error, switches to
  /// `onErrorDriveWith` and emits what it emits. Shared as the strategy says.
  public func asSharedSequence<S>(
    sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>
  ) -> SharedSequence<S, Element> {
    let source = asObservable()
      .observe(on: S.scheduler)
      .catch { _ in onErrorDriveWith.asObservable() }
    return SharedSequence(source)
  }

  /// This sequence as a shared sequence of strategy `S`, continuing with the shared
  /// sequence `onErrorRecover` makes from the error if it fails.
  ///
  /// Delivers every event on the strategy's scheduler; on error, switches to the sequence
  /// `onErrorRecover` returns. Shared as the strategy says.
  public func asSharedSequence<S>(
    sharingStrategy: S.Type = S.self,
    onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>
  ) -> SharedSequence<S, Element> {
    let source = asObservable()
      .observe(on: S.scheduler)
      .catch { error in onErrorRecover(error).asObservable() }
    return SharedSequence(source)
  }
}
