// Combining operators of `Infallible`, as in RxSwift: each wraps the `Observable` operator
// of the same name. The fixed-arity `combineLatest` and `zip` are generated, in
// Infallible+CombineLatest+Arity.swift and Infallible+Zip+Arity.swift.

extension InfallibleType {
  /// Emits the source's elements, then, once it completes, subscribes to `second` and emits
  /// its elements; completes when `second` completes. Disposing disposes the current
  /// subscription.
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
  where Source.Element == Element {
    Infallible(Observable.concat([asObservable(), second.asObservable()]))
  }

  /// Emits the elements of each infallible of `sequence` in turn, subscribing to the next
  /// when one completes; completes after the last (at once for an empty sequence).
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
  where Sequence.Element == Infallible<Element> {
    Infallible(Observable.concat(sequence.lazy.map { $0.asObservable() }))
  }

  /// Emits the elements of each infallible of `collection` in turn, subscribing to the next
  /// when one completes; completes after the last (at once for an empty collection).
  public static func concat<Collection: Swift.Collection>(_ collection: Collection)
    -> Infallible<Element>
  where Collection.Element == Infallible<Element> {
    Infallible(Observable.concat(collection.map { $0.asObservable() }))
  }

  /// Emits the elements of each of `sources` in turn, subscribing to the next when one
  /// completes; completes after the last.
  public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
    Infallible(Observable.concat(sources.map { $0.asObservable() }))
  }

  /// Maps each element to a sequence and emits the sequences' elements one sequence after
  /// another, in the order of the source elements; completes when the source and every
  /// mapped sequence have completed.
  public func concatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source
  ) -> Infallible<Source.Element> {
    Infallible(asObservable().concatMap(selector))
  }

  /// Emits the elements of every infallible of `sources` as they come; completes when all
  /// have completed (at once for an empty collection).
  ///
  /// RxSwift 6.9.1's version of this overload concatenates instead of merging; this one
  /// merges, as its name and the other two overloads do.
  public static func merge<Collection: Swift.Collection>(_ sources: Collection)
    -> Infallible<Element>
  where Collection.Element == Infallible<Element> {
    Infallible(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Emits the elements of every infallible of `sources` as they come; completes when all
  /// have completed (at once for an empty array).
  public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
    Infallible(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Emits the elements of every one of `sources` as they come; completes when all have
  /// completed.
  public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
    Infallible(Observable.merge(sources.map { $0.asObservable() }))
  }

  /// For each element of the source, emits `resultSelector` of it and the latest element
  /// of `second`; source elements that arrive before `second` has emitted are dropped.
  /// Completes with the source; `second` completing changes nothing.
  public func withLatestFrom<Source: InfallibleType, ResultType>(
    _ second: Source,
    resultSelector: @escaping (Element, Source.Element) throws -> ResultType
  ) -> Infallible<ResultType> {
    Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
  }

  /// For each element of the source, emits the latest element of `second`; source elements
  /// that arrive before `second` has emitted are dropped. Completes with the source.
  public func withLatestFrom<Source: InfallibleType>(_ second: Source)
    -> Infallible<Source.Element>
  {
    withLatestFrom(second) { $1 }
  }

  /// Once every infallible of `collection` has emitted, emits `resultSelector` of their
  /// latest elements (in the collection's order) whenever any of them emits. Completes
  /// when all have completed; an empty collection completes at once.
  public static func combineLatest<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Infallible<Element> where Collection.Element: InfallibleType {
    let sources = collection.map { $0.asObservable() }
    return Infallible(Observable.combineLatest(sources, resultSelector: resultSelector))
  }

  /// Once every infallible of `collection` has emitted, emits the array of their latest
  /// elements (in the collection's order) whenever any of them emits. Completes when all
  /// have completed; an empty collection completes at once.
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
    -> Infallible<[Element]>
  where Collection.Element: InfallibleType, Collection.Element.Element == Element {
    Infallible<[Element]>.combineLatest(collection) { $0 }
  }
}
