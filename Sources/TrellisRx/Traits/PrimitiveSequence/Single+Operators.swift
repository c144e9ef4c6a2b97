extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Transforms the element with `transform`.
  ///
  /// Succeeds with the transformed element; fails with the source's error, or with the
  /// error `transform` throws. Disposing disposes the source subscription.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
    Single(raw: primitiveSequence.source.map(transform))
  }

  /// Keeps the element only if `predicate` holds, giving a `Maybe`.
  ///
  /// Succeeds with the element when `predicate` returns true, completes empty when it
  /// returns false; fails with the source's error or the error `predicate` throws.
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.filter(predicate))
  }

  /// This `Single` as a `Maybe`: succeeds or fails as the `Single` does, never empty.
  public func asMaybe() -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source)
  }
}
