extension InfallibleType {
  /// Emits the non-`nil` results of `transform`; completes when the source completes.
  public func compactMap<Result>(_ transform: @escaping (Element) -> Result?)
    -> Infallible<Result>
  {
    Infallible(asObservable().compactMap(transform))
  }

  /// Maps each element to a sequence and merges their elements; completes when the
  /// source and every inner sequence have completed.
  public func flatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source
  ) -> Infallible<Source.Element> {
    Infallible(asObservable().flatMap(selector))
  }

  /// Maps each element to a sequence and emits the latest one's elements, disposing the
  /// previous inner subscription.
  public func flatMapLatest<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source
  ) -> Infallible<Source.Element> {
    Infallible(asObservable().flatMapLatest(selector))
  }

  /// Maps an element to a sequence and emits its elements, ignoring source elements that
  /// arrive while it runs.
  public func flatMapFirst<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) -> Source
  ) -> Infallible<Source.Element> {
    Infallible(asObservable().flatMapFirst(selector))
  }

  /// Emits each intermediate result of folding the elements into `seed`.
  public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed)
    -> Infallible<Seed>
  {
    Infallible(asObservable().scan(seed, accumulator: accumulator))
  }

  /// Emits each intermediate state of folding the elements into `seed` in place.
  public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void)
    -> Infallible<Seed>
  {
    Infallible(asObservable().scan(into: seed, accumulator: accumulator))
  }

  /// Emits `element` first, then the source's elements.
  public func startWith(_ element: Element) -> Infallible<Element> {
    Infallible(asObservable().startWith(element))
  }
}

extension InfallibleType where Element: Equatable {
  /// Drops elements equal to the one before.
  public func distinctUntilChanged() -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged())
  }
}
