extension ObservableType {
  /// A sequence that never emits and never ends. Disposing it does nothing more.
  @inlinable
  public static func never() -> Observable<Element> {
    Producer(trampolined: false) { _ in Disposables.create() }
  }
}
