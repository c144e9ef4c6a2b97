extension InfallibleType {
  /// Transforms each element with `transform`; completes when the source completes.
  public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
    Infallible(asObservable().map(transform))
  }

  /// Emits only the elements for which `predicate` returns true; completes when the
  /// source completes.
  public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
    Infallible(asObservable().filter(predicate))
  }
}
