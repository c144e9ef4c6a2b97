extension ObservableType {
  /// A sequence that fails with `error` at subscription.
  @inlinable
  public static func error(_ error: Swift.Error) -> Observable<Element> {
    Producer(trampolined: false) { observer in
      observer.on(.error(error))
      return Disposables.create()
    }
  }
}
