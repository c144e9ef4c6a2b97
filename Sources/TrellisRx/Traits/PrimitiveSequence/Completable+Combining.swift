extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// Runs the given side effects on the result passing through, without changing it.
  public func `do`(
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Completable {
    Completable(
      raw: primitiveSequence.source.do(
        onError: onError, afterError: afterError, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
  }

  /// Completes after this and then `second` complete, subscribing to `second` only once
  /// this completes; fails with the first error.
  public func concat(_ second: Completable) -> Completable {
    Completable.concat(primitiveSequence, second)
  }

  /// Runs the completables one after another; completes after the last, fails with the
  /// first error (the rest are not subscribed).
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
  where Sequence.Element == Completable {
    Completable(raw: Observable.concat(sequence.lazy.map { $0.asObservable() }))
  }

  /// Runs the completables one after another; completes after the last, fails with the
  /// first error (the rest are not subscribed).
  public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
  where Collection.Element == Completable {
    Completable(raw: Observable.concat(collection.map { $0.asObservable() }))
  }

  /// Runs the completables one after another; completes after the last, fails with the
  /// first error (the rest are not subscribed).
  public static func concat(_ sources: Completable...) -> Completable {
    Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
  }

  /// Runs the completables at once; completes when all have completed, fails with the
  /// first error (disposing the others).
  public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
  where Collection.Element == Completable {
    Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Runs the completables at once; completes when all have completed, fails with the
  /// first error (disposing the others).
  public static func zip(_ sources: [Completable]) -> Completable {
    Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Runs the completables at once; completes when all have completed, fails with the
  /// first error (disposing the others).
  public static func zip(_ sources: Completable...) -> Completable {
    Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
  }
}

extension Completable {
  /// The RxSwift 5 name of `zip(_:)`.
  @available(*, deprecated, renamed: "zip(_:)", message: "Use Completable.zip instead.")
  public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Completable
  where Collection.Element == Completable {
    zip(sources)
  }

  /// The RxSwift 5 name of `zip(_:)`.
  @available(*, deprecated, renamed: "zip(_:)", message: "Use Completable.zip instead.")
  public static func merge(_ sources: [Completable]) -> Completable {
    zip(sources)
  }

  /// The RxSwift 5 name of `zip(_:)`.
  @available(*, deprecated, renamed: "zip(_:)", message: "Use Completable.zip instead.")
  public static func merge(_ sources: Completable...) -> Completable {
    zip(sources)
  }
}
