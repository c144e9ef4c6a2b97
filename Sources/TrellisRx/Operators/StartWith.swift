extension ObservableType {
  /// Emits `elements`, in order, then the elements of this sequence.
  ///
  /// The elements are emitted at subscription, before the source is subscribed; completes
  /// and errors with the source. Disposing the subscription disposes the source
  /// subscription.
  public func startWith(_ elements: Element...) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      for element in elements {
        observer.on(.next(element))
      }
      return source.subscribe(observer)
    }
  }
}
