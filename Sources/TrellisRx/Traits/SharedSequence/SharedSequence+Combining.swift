extension SharedSequenceConvertibleType {
  /// Merges the elements of all `sources`; completes when all of them have completed.
  @inlinable
  public static func merge<Collection: Swift.Collection>(_ sources: Collection)
    -> SharedSequence<SharingStrategy, Element>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Merges the elements of all `sources`; completes when all of them have completed.
  @inlinable
  public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>])
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence<SharingStrategy, Element>(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Merges the elements of all `sources`; completes when all of them have completed.
  @inlinable
  public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence<SharingStrategy, Element>(Observable.merge(sources.map { $0.asObservable() }))
  }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
  /// Emits the elements of the latest inner sequence, disposing the previous inner
  /// subscription when a new one arrives.
  @inlinable
  public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    let source: Observable<Element.Element> = asObservable()
      .map { $0.asSharedSequence() }
      .switchLatest()
    return SharedSequence<Element.SharingStrategy, Element.Element>(source)
  }

  /// Merges the elements of all inner sequences.
  @inlinable
  public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    let source = asObservable().map { $0.asSharedSequence() }.merge()
    return SharedSequence<Element.SharingStrategy, Element.Element>(source)
  }

  /// Merges the elements of the inner sequences, at most `maxConcurrent` at a time.
  @inlinable
  public func merge(maxConcurrent: Int)
    -> SharedSequence<Element.SharingStrategy, Element.Element>
  {
    let source = asObservable().map { $0.asSharedSequence() }.merge(maxConcurrent: maxConcurrent)
    return SharedSequence<Element.SharingStrategy, Element.Element>(source)
  }
}

extension SharedSequence {
  /// Emits the elements of each sequence in turn, subscribing to the next when one
  /// completes.
  @inlinable
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence)
    -> SharedSequence<SharingStrategy, Element>
  where Sequence.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
      Observable.concat(sequence.lazy.map { $0.asObservable() }))
  }

  /// Emits the elements of each sequence in turn, subscribing to the next when one
  /// completes.
  @inlinable
  public static func concat<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, Element>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, Element>(
      Observable.concat(collection.map { $0.asObservable() }))
  }

  /// Pairs up the n-th elements of every sequence and emits `resultSelector` of them.
  @inlinable
  public static func zip<Collection: Swift.Collection, Result>(
    _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
  ) -> SharedSequence<SharingStrategy, Result>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    let source = Observable.zip(
      collection.map { $0.asSharedSequence().asObservable() }, resultSelector: resultSelector)
    return SharedSequence<SharingStrategy, Result>(source)
  }

  /// Pairs up the n-th elements of every sequence and emits them as an array.
  @inlinable
  public static func zip<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, [Element]>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    let source = Observable.zip(collection.map { $0.asSharedSequence().asObservable() })
    return SharedSequence<SharingStrategy, [Element]>(source)
  }

  /// Once every sequence has produced an element, emits `resultSelector` of the latest
  /// elements whenever any of them produces one.
  @inlinable
  public static func combineLatest<Collection: Swift.Collection, Result>(
    _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
  ) -> SharedSequence<SharingStrategy, Result>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    let source = Observable.combineLatest(
      collection.map { $0.asObservable() }, resultSelector: resultSelector)
    return SharedSequence<SharingStrategy, Result>(source)
  }

  /// Once every sequence has produced an element, emits the latest elements as an array
  /// whenever any of them produces one.
  @inlinable
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
    -> SharedSequence<SharingStrategy, [Element]>
  where Collection.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence<SharingStrategy, [Element]>(
      Observable.combineLatest(collection.map { $0.asObservable() }))
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Emits `resultSelector` of `obj` and each element while `obj` is alive; completes
  /// once `obj` is gone. `obj` is not retained.
  @inlinable
  public func withUnretained<Object: AnyObject, Out>(
    _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> SharedSequence<SharingStrategy, Out> {
    SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
  }

  /// Emits `obj` paired with each element while `obj` is alive; completes once `obj` is
  /// gone. `obj` is not retained.
  @inlinable
  public func withUnretained<Object: AnyObject>(_ obj: Object)
    -> SharedSequence<SharingStrategy, (Object, Element)>
  {
    withUnretained(obj) { ($0, $1) }
  }
}
