extension ObservableType {
  /// Emits the source's elements while `predicate` holds, then completes.
  ///
  /// The first element for which the predicate fails is emitted before `completed` with
  /// `.inclusive`, and dropped with `.exclusive` (the default); either way the source
  /// subscription is disposed. Completes and errors with the source if it ends sooner; an
  /// error thrown by `predicate` is emitted as `error` and disposes the source subscription.
  /// Disposing disposes the source subscription.
  public func take(
    while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    take(until: { try !predicate($0) }, behavior: behavior)
  }

  /// The RxSwift 5 name of `take(while:)`, which it calls with the `.exclusive` behaviour.
  @available(*, deprecated, renamed: "take(while:)")
  public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    take(while: predicate, behavior: .exclusive)
  }
}
