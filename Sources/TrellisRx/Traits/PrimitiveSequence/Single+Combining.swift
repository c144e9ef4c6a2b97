extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Runs the given side effects on the result passing through, without changing it.
  public func `do`(
    onSuccess: ((Element) throws -> Void)? = nil,
    afterSuccess: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Single<Element> {
    Single(
      raw: primitiveSequence.source.do(
        onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// Succeeds with the non-`nil` result of `transform`, or completes empty on `nil`.
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Maybe<Result>
  {
    Maybe(raw: primitiveSequence.source.compactMap(transform))
  }

  /// Runs the `Single` `selector` makes from the element and gives its result.
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>)
    -> Single<Result>
  {
    Single<Result>(raw: primitiveSequence.source.flatMap(selector))
  }

  /// Runs the `Maybe` `selector` makes from the element and gives its result.
  public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>)
    -> Maybe<Result>
  {
    Maybe<Result>(raw: primitiveSequence.source.flatMap(selector))
  }

  /// Runs the `Completable` `selector` makes from the element and gives its result.
  public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable)
    -> Completable
  {
    Completable(raw: primitiveSequence.source.flatMap(selector))
  }

  /// Once every `Single` in `collection` has succeeded, succeeds with `resultSelector` of
  /// their elements in order; fails with the first error. An empty collection succeeds
  /// with `resultSelector([])`.
  public static func zip<Collection: Swift.Collection, Result>(
    _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
  ) -> PrimitiveSequence<Trait, Result>
  where Collection.Element == PrimitiveSequence<Trait, Element> {
    if collection.isEmpty {
      return PrimitiveSequence<Trait, Result>.deferred {
        PrimitiveSequence<Trait, Result>(raw: .just(try resultSelector([])))
      }
    }
    let raw = Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector)
    return PrimitiveSequence<Trait, Result>(raw: raw)
  }

  /// Once every `Single` in `collection` has succeeded, succeeds with their elements in
  /// order; fails with the first error. An empty collection succeeds with `[]`.
  public static func zip<Collection: Swift.Collection>(_ collection: Collection)
    -> PrimitiveSequence<Trait, [Element]>
  where Collection.Element == PrimitiveSequence<Trait, Element> {
    if collection.isEmpty {
      return PrimitiveSequence<Trait, [Element]>(raw: .just([]))
    }
    return PrimitiveSequence(raw: Observable.zip(collection.map { $0.asObservable() }))
  }

  /// On failure, succeeds with `element` instead.
  public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
  }

  /// This `Single` as a `Completable`: completes on success, dropping the element, or
  /// fails with the error.
  public func asCompletable() -> Completable {
    primitiveSequence.source.ignoreElements().asCompletable()
  }
}
