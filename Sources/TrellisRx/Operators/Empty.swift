extension ObservableType {
  /// A sequence with no elements: completes at subscription.
  @inlinable
  public static func empty() -> Observable<Element> {
    Producer(trampolined: false) { observer in
      observer.on(.completed)
      return Disposables.create()
    }
  }
}
