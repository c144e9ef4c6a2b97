extension ObservableConvertibleType {
  /// This sequence as a `Driver`, ending with `onErrorJustReturn` if it fails.
  ///
  /// Delivers every event on the driver scheduler (main, or a test's mock); on error,
  /// emits `onErrorJustReturn` and completes instead. Completes when the source completes.
  /// The result is shared and replays its latest element to new subscribers while
  /// subscribed; the last subscriber's disposal disposes the source subscription.
  @inlinable
  public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
    let source = asObservable()
      .observe(on: DriverSharingStrategy.scheduler)
      .catchAndReturn(onErrorJustReturn)
    return Driver(source)
  }

  /// This sequence as a `Driver`, continuing with `onErrorDriveWith` if it fails.
  ///
  /// Delivers every event on the driver scheduler; on error, switches to
  /// `onErrorDriveWith` and emits what it emits. Shared and replaying like any driver.
  @inlinable
  public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
    let source = asObservable()
      .observe(on: DriverSharingStrategy.scheduler)
      .catch { _ in onErrorDriveWith.asObservable() }
    return Driver(source)
  }

  /// This sequence as a `Driver`, continuing with the driver `onErrorRecover` makes from
  /// the error if it fails.
  ///
  /// Delivers every event on the driver scheduler; on error, switches to the driver
  /// `onErrorRecover` returns. Shared and replaying like any driver.
  @inlinable
  public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>)
    -> Driver<Element>
  {
    let source = asObservable()
      .observe(on: DriverSharingStrategy.scheduler)
      .catch { error in onErrorRecover(error).asObservable() }
    return Driver(source)
  }
}
