extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Runs the given side effects on the result passing through, without changing it.
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Maybe<Element> {
    Maybe(
      raw: primitiveSequence.source.do(
        onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
        onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
        onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// Succeeds with the non-`nil` result of `transform`, or completes empty.
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Maybe<Result>
  {
    Maybe(raw: primitiveSequence.source.compactMap(transform))
  }

  /// Runs the `Maybe` `selector` makes from the element, if any, and gives its result.
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>)
    -> Maybe<Result>
  {
    Maybe<Result>(raw: primitiveSequence.source.flatMap(selector))
  }

  /// Succeeds with the element, or with `default` when empty.
  public func ifEmpty(default: Element) -> Single<Element> {
    Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
  }

  /// Gives this `Maybe`'s result, or `other`'s when this completes empty.
  public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.ifEmpty(switchTo: other.primitiveSequence.source))
  }

  /// Gives this `Maybe`'s result, or `other`'s when this completes empty.
  public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
    Single(raw: primitiveSequence.source.ifEmpty(switchTo: other.primitiveSequence.source))
  }

  /// On failure, succeeds with `element` instead.
  public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
  }
}
