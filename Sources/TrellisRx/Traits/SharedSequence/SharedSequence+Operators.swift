// Each operator returns a shared sequence of the same strategy: the result is shared
// again as the strategy says (a driver's `map` replays its latest element too).

extension SharedSequenceConvertibleType {
  /// Transforms each element with `selector`; completes when the source completes.
  @inlinable
  public func map<Result>(_ selector: @escaping (Element) -> Result)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence<SharingStrategy, Result>(asObservable().map(selector))
  }

  /// Emits the non-`nil` results of `selector`; completes when the source completes.
  @inlinable
  public func compactMap<Result>(_ selector: @escaping (Element) -> Result?)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence<SharingStrategy, Result>(asObservable().compactMap(selector))
  }

  /// Emits only the elements for which `predicate` returns true; completes when the source
  /// completes.
  @inlinable
  public func filter(_ predicate: @escaping (Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asObservable().filter(predicate))
  }

  /// Maps each element to a shared sequence and emits the elements of the latest one,
  /// disposing the previous inner subscription when a new element arrives.
  @inlinable
  public func flatMapLatest<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence<Sharing, Result>(asObservable().flatMapLatest(selector))
  }

  /// Maps an element to a shared sequence and emits its elements, ignoring source
  /// elements that arrive while that inner sequence is still running.
  @inlinable
  public func flatMapFirst<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence<Sharing, Result>(asObservable().flatMapFirst(selector))
  }

  /// Maps each element to a shared sequence and merges the elements of all of them.
  @inlinable
  public func flatMap<Sharing, Result>(
    _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence<Sharing, Result>(asObservable().flatMap(selector))
  }

  /// Runs the given side effects on the events passing through, without changing them.
  @inlinable
  public func `do`(
    onNext: ((Element) -> Void)? = nil,
    afterNext: ((Element) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    afterCompleted: (() -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> SharedSequence<SharingStrategy, Element> {
    let source = asObservable().do(
      onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
      afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
      onDispose: onDispose)
    return SharedSequence(source)
  }

  /// Prints the events passing through, tagged with `identifier`.
  @inlinable
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file,
    line: UInt = #line, function: String = #function
  ) -> SharedSequence<SharingStrategy, Element> {
    let source = asObservable().debug(
      identifier, trimOutput: trimOutput, file: file, line: line, function: function)
    return SharedSequence(source)
  }

  /// Emits the accumulator's result for each element, starting from `seed`.
  @inlinable
  public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A)
    -> SharedSequence<SharingStrategy, A>
  {
    SharedSequence<SharingStrategy, A>(asObservable().scan(seed, accumulator: accumulator))
  }

  /// Emits `element` first, then the source's elements.
  @inlinable
  public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().startWith(element))
  }

  /// Skips the first `count` elements.
  @inlinable
  public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().skip(count))
  }

  /// On each element, emits `resultSelector` of it and the latest element of `second`;
  /// elements arriving before `second` has produced one are dropped.
  @inlinable
  public func withLatestFrom<SecondO: SharedSequenceConvertibleType, ResultType>(
    _ second: SecondO, resultSelector: @escaping (Element, SecondO.Element) -> ResultType
  ) -> SharedSequence<SharingStrategy, ResultType>
  where SecondO.SharingStrategy == SharingStrategy {
    let source = asObservable()
      .withLatestFrom(second.asSharedSequence(), resultSelector: resultSelector)
    return SharedSequence<SharingStrategy, ResultType>(source)
  }

  /// On each element, emits the latest element of `second`; elements arriving before
  /// `second` has produced one are dropped.
  @inlinable
  public func withLatestFrom<SecondO: SharedSequenceConvertibleType>(_ second: SecondO)
    -> SharedSequence<SharingStrategy, SecondO.Element>
  {
    SharedSequence<SharingStrategy, SecondO.Element>(
      asObservable().withLatestFrom(second.asSharedSequence()))
  }
}

extension SharedSequenceConvertibleType where Element: Equatable {
  /// Drops elements equal to the one before.
  @inlinable
  public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().distinctUntilChanged({ $0 }, comparer: { $0 == $1 }))
  }
}

extension SharedSequenceConvertibleType {
  /// Drops elements whose key equals the previous element's key.
  @inlinable
  public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: { $0 == $1 }))
  }

  /// Drops elements `comparer` calls equal to the one before.
  @inlinable
  public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asObservable().distinctUntilChanged({ $0 }, comparer: comparer))
  }

  /// Drops elements whose key `comparer` calls equal to the previous element's key.
  @inlinable
  public func distinctUntilChanged<K>(
    _ keySelector: @escaping (Element) -> K, comparer: @escaping (K, K) -> Bool
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
  }
}
