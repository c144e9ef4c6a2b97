extension ObservableType {
  /// Subscribes `onNext`, passing it `object` and each element while `object` is alive;
  /// once `object` is gone, elements are dropped. `object` is not retained, so binding to
  /// the owner of the dispose bag does not keep the owner alive.
  ///
  /// A binding is not supposed to fail: an error is a programming error, which stops a
  /// debug build and is printed in a release build, as `bind(onNext:)` does. Disposing the
  /// result disposes the subscription.
  public func bind<Object: AnyObject>(
    with object: Object, onNext: @escaping (Object, Element) -> Void
  ) -> Disposable {
    bind(onNext: { [weak object] element in
      guard let object else { return }
      onNext(object, element)
    })
  }
}
