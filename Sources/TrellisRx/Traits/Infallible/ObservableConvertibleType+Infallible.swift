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
