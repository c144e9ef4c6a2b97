extension ObservableConvertibleType {
  /// This sequence as an `Infallible`: on error, emits `element` and completes instead.
  public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
    Infallible(asObservable().catchAndReturn(element))
  }

  /// This sequence as an `Infallible`: on error, continues with `infallible`.
  public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>)
    -> Infallible<Element>
  {
    Infallible(asObservable().catch { _ in infallible.asObservable() })
  }

  /// This sequence as an `Infallible`: on error, continues with the infallible
  /// `onErrorRecover` makes from the error.
  public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>)
    -> Infallible<Element>
  {
    Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
  }
}

extension ObservableType {
  /// Maps each element to an infallible and emits the latest one's elements, disposing the
  /// previous inner subscription, as an `Infallible` (RxSwift's overload for infallible
  /// inner sequences).
  ///
  /// Completes once the source and the latest inner sequence have completed. An error from
  /// the source, or thrown by `selector`, is passed on, as in RxSwift, which breaks the
  /// promise of no error: use it on a source that cannot fail.
  public func flatMapLatest<Source: InfallibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Infallible<Source.Element> {
    Infallible(flatMapLatest(selector))
  }
}
