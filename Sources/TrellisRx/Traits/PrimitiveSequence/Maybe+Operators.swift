extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Transforms the element, if any, with `transform`.
  ///
  /// Succeeds with the transformed element, completes empty when the source does; fails
  /// with the source's error or the error `transform` throws.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
    Maybe(raw: primitiveSequence.source.map(transform))
  }

  /// Keeps the element only if `predicate` holds.
  ///
  /// Succeeds with the element when `predicate` returns true, completes empty otherwise or
  /// when the source is empty; fails with the source's error or the error `predicate`
  /// throws.
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.filter(predicate))
  }
}
